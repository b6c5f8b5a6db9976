' expected: Microsoft QBasic 1.1 (DOSBox), its output sent to a file (scripts/differential.mjs
' --oracle qbasic --seeds 201 --cases 6 --areas mixed); generateBatch(201, 6, 'qbasic', ['mixed'])
ON ERROR GOTO trap
PRINT "#1"
v1x0% = -4438: v1x1& = 68458: v1x2! = 50692.83285: v1x3# = -1.40367948
PRINT ATN((166) - (65535) / v1x1&); STR$(ATN((166) - (65535) / v1x1&)); ((166) - (65535) / v1x1&) = v1x2!
s1x0! = ATN((166) - (65535) / v1x1&): d1x0# = ATN((166) - (65535) / v1x1&): l1x0& = ATN((166) - (65535) / v1x1&): PRINT s1x0!; d1x0#; l1x0&
PRINT INT(v1x0% * (-834.627960)); STR$(INT(v1x0% * (-834.627960))); (v1x0% * (-834.627960)) = v1x2!
s1x1! = INT(v1x0% * (-834.627960)): d1x1# = INT(v1x0% * (-834.627960)): l1x1& = INT(v1x0% * (-834.627960)): PRINT s1x1!; d1x1#; l1x1&
PRINT ABS((-2.23144E-14) - v1x0% * v1x1&); STR$(ABS((-2.23144E-14) - v1x0% * v1x1&)); ((-2.23144E-14) - v1x0% * v1x1&) = v1x3#
s1x2! = ABS((-2.23144E-14) - v1x0% * v1x1&): d1x2# = ABS((-2.23144E-14) - v1x0% * v1x1&): l1x2& = ABS((-2.23144E-14) - v1x0% * v1x1&): PRINT s1x2!; d1x2#; l1x2&
PRINT "#2"
v2x0% = 255: v2x1& = 2147483647: v2x2! = 0.030: v2x3# = 7.807312
PRINT ATN((3.357784252#) + v2x3# * (1858825251)); STR$(ATN((3.357784252#) + v2x3# * (1858825251))); ((3.357784252#) + v2x3# * (1858825251)) = v2x2!
s2x0! = ATN((3.357784252#) + v2x3# * (1858825251)): d2x0# = ATN((3.357784252#) + v2x3# * (1858825251)): l2x0& = ATN((3.357784252#) + v2x3# * (1858825251)): PRINT s2x0!; d2x0#; l2x0&
PRINT EXP((100000) + v2x1&); STR$(EXP((100000) + v2x1&)); ((100000) + v2x1&) = v2x1&
s2x1! = EXP((100000) + v2x1&): d2x1# = EXP((100000) + v2x1&): l2x1& = EXP((100000) + v2x1&): PRINT s2x1!; d2x1#; l2x1&
PRINT SQR(ABS(v2x3# / v2x3#) + 1); STR$(SQR(ABS(v2x3# / v2x3#) + 1)); (v2x3# / v2x3#) = v2x3#
s2x2! = SQR(ABS(v2x3# / v2x3#) + 1): d2x2# = SQR(ABS(v2x3# / v2x3#) + 1): l2x2& = SQR(ABS(v2x3# / v2x3#) + 1): PRINT s2x2!; d2x2#; l2x2&
PRINT "#3"
v3x0% = 256: v3x1& = 2891: v3x2! = 0.93416: v3x3# = 36853.06615
PRINT CDBL((3) + (16777217) * v3x3#); STR$(CDBL((3) + (16777217) * v3x3#)); ((3) + (16777217) * v3x3#) = v3x1&
s3x0! = CDBL((3) + (16777217) * v3x3#): d3x0# = CDBL((3) + (16777217) * v3x3#): l3x0& = CDBL((3) + (16777217) * v3x3#): PRINT s3x0!; d3x0#; l3x0&
PRINT CINT(v3x3# * v3x3# * (255)); STR$(CINT(v3x3# * v3x3# * (255))); (v3x3# * v3x3# * (255)) = v3x3#
s3x1! = CINT(v3x3# * v3x3# * (255)): d3x1# = CINT(v3x3# * v3x3# * (255)): l3x1& = CINT(v3x3# * v3x3# * (255)): PRINT s3x1!; d3x1#; l3x1&
PRINT FIX(v3x1& - v3x0%); STR$(FIX(v3x1& - v3x0%)); (v3x1& - v3x0%) = v3x1&
s3x2! = FIX(v3x1& - v3x0%): d3x2# = FIX(v3x1& - v3x0%): l3x2& = FIX(v3x1& - v3x0%): PRINT s3x2!; d3x2#; l3x2&
PRINT "#4"
v4x0% = -876: v4x1& = -54174: v4x2! = -4.873E-4: v4x3# = 0.470428
PRINT CLNG(v4x0% - v4x2!); STR$(CLNG(v4x0% - v4x2!)); (v4x0% - v4x2!) = v4x1&
s4x0! = CLNG(v4x0% - v4x2!): d4x0# = CLNG(v4x0% - v4x2!): l4x0& = CLNG(v4x0% - v4x2!): PRINT s4x0!; d4x0#; l4x0&
PRINT LOG(ABS((3) * v4x3# + (-7.01)) + 1); STR$(LOG(ABS((3) * v4x3# + (-7.01)) + 1)); ((3) * v4x3# + (-7.01)) = v4x2!
s4x1! = LOG(ABS((3) * v4x3# + (-7.01)) + 1): d4x1# = LOG(ABS((3) * v4x3# + (-7.01)) + 1): l4x1& = LOG(ABS((3) * v4x3# + (-7.01)) + 1): PRINT s4x1!; d4x1#; l4x1&
PRINT SIN(v4x0% * v4x1& - (0.35741295688D17)); STR$(SIN(v4x0% * v4x1& - (0.35741295688D17))); (v4x0% * v4x1& - (0.35741295688D17)) = v4x1&
s4x2! = SIN(v4x0% * v4x1& - (0.35741295688D17)): d4x2# = SIN(v4x0% * v4x1& - (0.35741295688D17)): l4x2& = SIN(v4x0% * v4x1& - (0.35741295688D17)): PRINT s4x2!; d4x2#; l4x2&
PRINT "#5"
v5x0% = 805: v5x1& = 71827: v5x2! = 813.3: v5x3# = 0.602
PRINT CLNG((-5.144) / v5x0%); STR$(CLNG((-5.144) / v5x0%)); ((-5.144) / v5x0%) = v5x1&
s5x0! = CLNG((-5.144) / v5x0%): d5x0# = CLNG((-5.144) / v5x0%): l5x0& = CLNG((-5.144) / v5x0%): PRINT s5x0!; d5x0#; l5x0&
PRINT ABS(v5x3# * v5x2! + v5x1&); STR$(ABS(v5x3# * v5x2! + v5x1&)); (v5x3# * v5x2! + v5x1&) = v5x1&
s5x1! = ABS(v5x3# * v5x2! + v5x1&): d5x1# = ABS(v5x3# * v5x2! + v5x1&): l5x1& = ABS(v5x3# * v5x2! + v5x1&): PRINT s5x1!; d5x1#; l5x1&
PRINT CDBL((891.81838E-5) * v5x2!); STR$(CDBL((891.81838E-5) * v5x2!)); ((891.81838E-5) * v5x2!) = v5x3#
s5x2! = CDBL((891.81838E-5) * v5x2!): d5x2# = CDBL((891.81838E-5) * v5x2!): l5x2& = CDBL((891.81838E-5) * v5x2!): PRINT s5x2!; d5x2#; l5x2&
PRINT "#6"
v6x0% = 7: v6x1& = 82692: v6x2! = 9.10: v6x3# = 0.49315234390
PRINT FIX((84289.601) / (-6.42383!)); STR$(FIX((84289.601) / (-6.42383!))); ((84289.601) / (-6.42383!)) = v6x2!
s6x0! = FIX((84289.601) / (-6.42383!)): d6x0# = FIX((84289.601) / (-6.42383!)): l6x0& = FIX((84289.601) / (-6.42383!)): PRINT s6x0!; d6x0#; l6x0&
PRINT CLNG((12738) / v6x2! + (16971)); STR$(CLNG((12738) / v6x2! + (16971))); ((12738) / v6x2! + (16971)) = v6x0%
s6x1! = CLNG((12738) / v6x2! + (16971)): d6x1# = CLNG((12738) / v6x2! + (16971)): l6x1& = CLNG((12738) / v6x2! + (16971)): PRINT s6x1!; d6x1#; l6x1&
PRINT CLNG(v6x1& * v6x3#); STR$(CLNG(v6x1& * v6x3#)); (v6x1& * v6x3#) = v6x0%
s6x2! = CLNG(v6x1& * v6x3#): d6x2# = CLNG(v6x1& * v6x3#): l6x2& = CLNG(v6x1& * v6x3#): PRINT s6x2!; d6x2#; l6x2&
END
trap: PRINT "E"; ERR: RESUME NEXT
