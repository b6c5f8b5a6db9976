' expected: Microsoft QBasic 1.1 (DOSBox), its output sent to a file (scripts/differential.mjs
' --oracle qbasic --seeds 2 --cases 40); generateBatch(2, 40, 'qbasic')
TYPE R5
  i AS INTEGER
  l AS LONG
  s AS SINGLE
  d AS DOUBLE
  t AS STRING * 6
END TYPE
TYPE R18
  i AS INTEGER
  l AS LONG
  s AS SINGLE
  d AS DOUBLE
  t AS STRING * 4
END TYPE
TYPE R31
  i AS INTEGER
  l AS LONG
  s AS SINGLE
  d AS DOUBLE
  t AS STRING * 4
END TYPE
DECLARE SUB Bump6 (x AS INTEGER, s AS STRING)
DECLARE FUNCTION Fact6& (m AS INTEGER)
DECLARE FUNCTION Twice6# (y#)
DECLARE SUB Count6 ()
DIM SHARED g6%
DECLARE SUB Bump19 (x AS INTEGER, s AS STRING)
DECLARE FUNCTION Fact19& (m AS INTEGER)
DECLARE FUNCTION Twice19# (y#)
DECLARE SUB Count19 ()
DIM SHARED g19%
DECLARE SUB Bump32 (x AS INTEGER, s AS STRING)
DECLARE FUNCTION Fact32& (m AS INTEGER)
DECLARE FUNCTION Twice32# (y#)
DECLARE SUB Count32 ()
DIM SHARED g32%
ON ERROR GOTO trap
PRINT "#1"
PRINT STR$(14055); STR$(0.125); LEN(STR$(14055))
PRINT VAL("12abc"); VAL("14055")
PRINT HEX$(14055); " "; OCT$(14055); " "; ASC(" ~"); CHR$(81)
PRINT CVI(MKI$(14055)); CVL(MKL$(42165)); CVS(MKS$(0.125)); CVD(MKD$(0.125))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(127))
PRINT CSNG(14055); CDBL(0.125); CINT(0.25)
PRINT "#2"
s2x0$ = LCASE$(MID$("World", 6))
s2x1$ = "A" + s2x0$ + "xyz123"
PRINT ASC(RTRIM$(CHR$(55)))
PRINT ASC("HELLO")
PRINT ASC(LTRIM$("HELLO"))
PRINT "#3"
PRINT -0.25, 1; 67766
PRINT 3.5, 100000; -0.25; 3.5
PRINT ""; "ab", 1
PRINT "a"; TAB(17); "b"; SPC(1); "c"
PRINT 1, 2, 3; "x"
PRINT USING "##.##^^^^"; -12.5
PRINT USING "**##.#"; -12.5
PRINT USING ".###"; 999.5
PRINT USING "\ \"; "Hello"
PRINT USING "## & ##.#"; 9; "and"; 33.75
PRINT USING "#.#"; 12.5
PRINT "#4"
DIM a4#(1 TO 6)
FOR i4% = 1 TO 6: a4#(i4%) = i4% * 3 / 4: NEXT i4%
FOR i4% = 6 TO 1 STEP -1: PRINT a4#(i4%);: NEXT i4%: PRINT
PRINT LBOUND(a4#); UBOUND(a4#)
DIM m4%(1 TO 3, 0 TO 3)
FOR i4% = LBOUND(m4%, 1) TO UBOUND(m4%, 1): FOR j4% = LBOUND(m4%, 2) TO UBOUND(m4%, 2): m4%(i4%, j4%) = i4% * 10 + j4%: NEXT j4%, i4%
PRINT m4%(1, 2); UBOUND(m4%, 1); LBOUND(m4%, 2)
REDIM d4%(1): d4%(1) = 7: PRINT d4%(1); UBOUND(d4%)
REDIM d4%(8): PRINT d4%(1); UBOUND(d4%)
ERASE a4#: PRINT a4#(1)
a4#(7) = 1
PRINT "#5"
DIM p5 AS R5, q5 AS R5, arr5(3) AS R5
p5.i = -772: p5.l = 74698: p5.s = 6.375: p5.d = 0.5#
p5.t = "Zebra"
PRINT p5.i; p5.l; p5.s; p5.d; "[" + p5.t + "]"; LEN(p5.t); LEN(p5)
q5 = p5: q5.i = q5.i + 1: arr5(2) = q5
PRINT p5.i; q5.i; arr5(2).i; arr5(1).i; "[" + arr5(2).t + "]"
arr5(1).t = "xxxxxxxx": PRINT arr5(1).t
PRINT "#6"
u6% = 22: t6$ = "trail  "
CALL Bump6(u6%, t6$): PRINT u6%; t6$
CALL Bump6((u6%), (t6$)): PRINT u6%; t6$
Bump6 u6%, t6$: PRINT u6%
PRINT Fact6&(5)
y6# = 10.25: PRINT Twice6#(y6#); y6#; Twice6#((y6#)); y6#
CALL Count6: Count6: CALL Count6: PRINT g6%
PRINT "#7"
FOR k7% = 4 TO 1 STEP 1: PRINT k7%;: NEXT: PRINT k7%
FOR q7! = 0 TO 3 STEP 0.25: PRINT q7!;: NEXT q7!: PRINT
x7% = 6
IF x7% < 0 THEN
  PRINT "neg"
ELSEIF x7% = 0 THEN
  PRINT "zero"
ELSEIF x7% MOD 2 = 0 THEN
  PRINT "even"
ELSE
  PRINT "odd"
END IF
SELECT CASE x7%
  CASE IS < 0: PRINT "a"
  CASE 0, 1: PRINT "b"
  CASE 2 TO 5: PRINT "c"
  CASE 8: PRINT "d"
  CASE ELSE: PRINT "e"
END SELECT
k7% = 0
DO
  k7% = k7% + 1
  IF k7% = 2 THEN EXIT DO
LOOP WHILE k7% < 3
PRINT k7%
k7% = 4: DO UNTIL k7% >= 4: k7% = k7% + 1: LOOP: PRINT k7%
k7% = 0: WHILE k7% < 3: k7% = k7% + 1: WEND: PRINT k7%
FOR k7% = 1 TO 10: IF k7% = 7 THEN EXIT FOR
NEXT
PRINT k7%
ON 1 GOSUB g7a, g7b, g7c: PRINT "back"
GOTO g7z
g7a: PRINT "A": RETURN
g7b: PRINT "B": RETURN
g7c: PRINT "C": RETURN
g7z:
PRINT "#8"
DIM f8%(3)
e8! = SQR(-4): PRINT "after"; ERR
e8! = SQR(-4): PRINT "after"; ERR
OPEN "NOSUCH8.DAT" FOR INPUT AS #3: PRINT "after"; ERR
PRINT "#9"
OPEN "F9.DAT" FOR OUTPUT AS #1
PRINT #1, 822; "qbasic"
WRITE #1, 822, "qbasic", 3.5
PRINT #1, "line two"
CLOSE #1
OPEN "F9.DAT" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1
OPEN "F9.DAT" FOR INPUT AS #1
INPUT #1, fa9%, fb9$
PRINT fa9%; "[" + fb9$ + "]"; EOF(1)
LINE INPUT #1, fl9$: PRINT "[" + fl9$ + "]"
DO WHILE NOT EOF(1): LINE INPUT #1, fl9$: PRINT "[" + fl9$ + "]": LOOP
PRINT LOF(1); EOF(1)
CLOSE #1
OPEN "G9.DAT" FOR BINARY AS #2
bi9% = 19263: PUT #2, , bi9%: bs9$ = "qbasic": PUT #2, , bs9$
PRINT LOF(2); LOC(2); SEEK(2)
bi9% = 0: GET #2, 1, bi9%: PRINT bi9%; LOC(2)
bs9$ = SPACE$(4): GET #2, , bs9$: PRINT "[" + bs9$ + "]"; LOC(2)
CLOSE #2
OPEN "G9.DAT" FOR RANDOM AS #3 LEN = 6
FIELD #3, 2 AS fx9$, 4 AS fy9$
LSET fx9$ = MKI$(-325): RSET fy9$ = "qba": PUT #3, 2
GET #3, 1: PRINT CVI(fx9$); "[" + fy9$ + "]"; LOF(3); LOC(3)
CLOSE #3
KILL "G9.DAT"
KILL "F9.DAT"
PRINT "#10"
x10! = 90: y10! = 1000: q10! = x10! / y10!
PRINT q10!; STR$(q10!); q10! * 1000; -q10!
PRINT USING "###.####"; q10!; q10! * 834
PRINT VAL("144.3739"); CINT(q10! * 31)
z10# = CDBL(90) / 1000#: PRINT z10#; CSNG(z10#)
PRINT "#11"
RESTORE d11
READ r11x0%, r11x1$, r11x2$, r11x3!, r11x4$, r11x5%, r11x6!
PRINT r11x0%; "[" + r11x1$ + "]"; "[" + r11x2$ + "]"; r11x3!; "[" + r11x4$ + "]"; r11x5%; r11x6!
RESTORE d11: READ r11x0%: PRINT r11x0%
GOTO e11
d11:
DATA -72,"a, b",plain text,0.125,,&HE6,1E3
e11:
PRINT "#12"
v12x0% = 3
v12x1& = 40000
v12x2! = (-1.5!)
v12x3# = 100.5#
v12x3# = (FIX((-1024.5#))): PRINT v12x3#;
PRINT 3
v12x3# = (ABS(v12x3#)): PRINT v12x3#;
PRINT "#13"
b13% = 16384
w13% = b13% * 2: PRINT w13%;
w13% = -b13%: PRINT w13%;
w13% = b13% * b13%: PRINT w13%;
w13% = b13% \ -1: PRINT w13%;
PRINT
c13& = 1073741824
z13& = c13& + 1: PRINT z13&;
z13& = c13& - 1: PRINT z13&;
z13& = c13& * 2: PRINT z13&;
z13& = c13& \ 2: PRINT z13&;
PRINT
PRINT CINT(32767.5); CLNG(32767.5); INT(32767.5); FIX(32767.5)
PRINT "#14"
PRINT STR$(-2567); STR$(-1.5); LEN(STR$(-2567))
PRINT VAL(" 12"); VAL("-2567")
PRINT HEX$(-2567); " "; OCT$(2567); " "; ASC("0"); CHR$(87)
PRINT CVI(MKI$(-2567)); CVL(MKL$(-7701)); CVS(MKS$(-1.5)); CVD(MKD$(-1.5))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(57))
PRINT CSNG(-2567); CDBL(-1.5); CINT(-0.75)
PRINT "#15"
s15x0$ = "A"
s15x1$ = STR$(182)
PRINT LEN(CHR$(120))
PRINT INSTR(s15x0$, " "); INSTR(2, s15x0$, "A")
PRINT ("  lead" < "World"); ("  lead" = "World"); ("  lead" >= "World")
PRINT "#16"
PRINT 3.5; "ab"; "";
PRINT 1; -0.25; -0.25
PRINT "ab", "ab"
PRINT "a"; TAB(4); "b"; SPC(2); "c"
PRINT 1, 2, 3; "x"
PRINT USING "#.##-"; 0.125
PRINT USING "##.##"; 0
PRINT USING "#.##-"; -0.5
PRINT USING "\ \"; "abcdef"
PRINT USING "## & ##.#"; 13; "and"; 1.25
PRINT USING "#.#"; 12.5
PRINT "#17"
DIM a17&(2 TO 5)
FOR i17% = 2 TO 5: a17&(i17%) = i17% * 6: NEXT i17%
FOR i17% = 5 TO 2 STEP -1: PRINT a17&(i17%);: NEXT i17%: PRINT
PRINT LBOUND(a17&); UBOUND(a17&)
DIM m17%(1 TO 3, 0 TO 3)
FOR i17% = LBOUND(m17%, 1) TO UBOUND(m17%, 1): FOR j17% = LBOUND(m17%, 2) TO UBOUND(m17%, 2): m17%(i17%, j17%) = i17% * 10 + j17%: NEXT j17%, i17%
PRINT m17%(1, 2); UBOUND(m17%, 1); LBOUND(m17%, 2)
REDIM d17%(3): d17%(1) = 7: PRINT d17%(1); UBOUND(d17%)
REDIM d17%(7): PRINT d17%(1); UBOUND(d17%)
ERASE a17&: PRINT a17&(2)
a17&(6) = 1
PRINT "#18"
DIM p18 AS R18, q18 AS R18, arr18(3) AS R18
p18.i = 554: p18.l = 88995: p18.s = 3.5: p18.d = 0.5#
p18.t = " pad "
PRINT p18.i; p18.l; p18.s; p18.d; "[" + p18.t + "]"; LEN(p18.t); LEN(p18)
q18 = p18: q18.i = q18.i + 1: arr18(2) = q18
PRINT p18.i; q18.i; arr18(2).i; arr18(1).i; "[" + arr18(2).t + "]"
arr18(1).t = "xxxxxx": PRINT arr18(1).t
PRINT "#19"
u19% = -19: t19$ = "A"
CALL Bump19(u19%, t19$): PRINT u19%; t19$
CALL Bump19((u19%), (t19$)): PRINT u19%; t19$
Bump19 u19%, t19$: PRINT u19%
PRINT Fact19&(3)
y19# = 12.5: PRINT Twice19#(y19#); y19#; Twice19#((y19#)); y19#
CALL Count19: Count19: CALL Count19: PRINT g19%
PRINT "#20"
FOR k20% = 4 TO 0 STEP 1: PRINT k20%;: NEXT: PRINT k20%
FOR q20! = -1 TO 2 STEP 0.75: PRINT q20!;: NEXT q20!: PRINT
x20% = 0
IF x20% < 0 THEN
  PRINT "neg"
ELSEIF x20% = 0 THEN
  PRINT "zero"
ELSEIF x20% MOD 2 = 0 THEN
  PRINT "even"
ELSE
  PRINT "odd"
END IF
SELECT CASE x20%
  CASE IS < 0: PRINT "a"
  CASE 0, 1: PRINT "b"
  CASE 2 TO 5: PRINT "c"
  CASE 6: PRINT "d"
  CASE ELSE: PRINT "e"
END SELECT
k20% = 0
DO
  k20% = k20% + 1
  IF k20% = 3 THEN EXIT DO
LOOP WHILE k20% < 6
PRINT k20%
k20% = 1: DO UNTIL k20% >= 4: k20% = k20% + 1: LOOP: PRINT k20%
k20% = 0: WHILE k20% < 3: k20% = k20% + 1: WEND: PRINT k20%
FOR k20% = 1 TO 10: IF k20% = 10 THEN EXIT FOR
NEXT
PRINT k20%
ON 2 GOSUB g20a, g20b, g20c: PRINT "back"
GOTO g20z
g20a: PRINT "A": RETURN
g20b: PRINT "B": RETURN
g20c: PRINT "C": RETURN
g20z:
PRINT "#21"
DIM f21%(3)
f21%(-1) = 1: PRINT "after"; ERR
e21! = LOG(0): PRINT "after"; ERR
OPEN "NOSUCH21.DAT" FOR INPUT AS #1: PRINT "after"; ERR
PRINT "#22"
OPEN "F22.DAT" FOR OUTPUT AS #1
PRINT #1, 759; "qbasic"
WRITE #1, 759, "qbasic", 0.0625
PRINT #1, "line two"
CLOSE #1
OPEN "F22.DAT" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1
OPEN "F22.DAT" FOR INPUT AS #1
INPUT #1, fa22%, fb22$
PRINT fa22%; "[" + fb22$ + "]"; EOF(1)
LINE INPUT #1, fl22$: PRINT "[" + fl22$ + "]"
DO WHILE NOT EOF(1): LINE INPUT #1, fl22$: PRINT "[" + fl22$ + "]": LOOP
PRINT LOF(1); EOF(1)
CLOSE #1
OPEN "G22.DAT" FOR BINARY AS #2
bi22% = -9670: PUT #2, , bi22%: bs22$ = "qbasic": PUT #2, , bs22$
PRINT LOF(2); LOC(2); SEEK(2)
bi22% = 0: GET #2, 1, bi22%: PRINT bi22%; LOC(2)
bs22$ = SPACE$(2): GET #2, , bs22$: PRINT "[" + bs22$ + "]"; LOC(2)
CLOSE #2
OPEN "G22.DAT" FOR RANDOM AS #3 LEN = 6
FIELD #3, 2 AS fx22$, 4 AS fy22$
LSET fx22$ = MKI$(-878): RSET fy22$ = "qba": PUT #3, 3
GET #3, 1: PRINT CVI(fx22$); "[" + fy22$ + "]"; LOF(3); LOC(3)
CLOSE #3
KILL "G22.DAT"
KILL "F22.DAT"
PRINT "#23"
x23! = 88: y23! = 7: q23! = x23! / y23!
PRINT q23!; STR$(q23!); q23! * 10; -q23!
PRINT USING "###.####"; q23!; q23! * 220
PRINT VAL("722.5065"); CINT(q23! * 55)
z23# = CDBL(88) / 7#: PRINT z23#; CSNG(z23#)
PRINT "#24"
RESTORE d24
READ r24x0%, r24x1$, r24x2$, r24x3!, r24x4$, r24x5%, r24x6!
PRINT r24x0%; "[" + r24x1$ + "]"; "[" + r24x2$ + "]"; r24x3!; "[" + r24x4$ + "]"; r24x5%; r24x6!
RESTORE d24: READ r24x0%: PRINT r24x0%
GOTO e24
d24:
DATA -87,"a, b",plain text,10.25,,&H56,1E3
e24:
PRINT "#25"
v25x0% = 7
v25x1& = 65536
v25x2! = 6.375!
v25x3# = 7.75#
PRINT (v25x0% AND 9)
v25x2! = (v25x2! + v25x0%): PRINT v25x2!;
PRINT ((v25x3# + (v25x3# * 6#)) - .0625#)
PRINT "#26"
b26% = 32766
w26% = b26% - -1: PRINT w26%;
w26% = b26% * 2: PRINT w26%;
w26% = b26% * b26%: PRINT w26%;
w26% = b26% \ -1: PRINT w26%;
PRINT
c26& = 1073741824
z26& = c26& + 1: PRINT z26&;
z26& = c26& - 1: PRINT z26&;
z26& = c26& * 2: PRINT z26&;
z26& = c26& \ 2: PRINT z26&;
PRINT
PRINT CINT(2.5); CLNG(2.5); INT(2.5); FIX(2.5)
PRINT "#27"
PRINT STR$(17469); STR$(-1024.5); LEN(STR$(17469))
PRINT VAL("12abc"); VAL("17469")
PRINT HEX$(17469); " "; OCT$(17469); " "; ASC("0"); CHR$(66)
PRINT CVI(MKI$(17469)); CVL(MKL$(52407)); CVS(MKS$(-1024.5)); CVD(MKD$(-1024.5))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(201))
PRINT CSNG(17469); CDBL(-1024.5); CINT(-1023.75)
PRINT "#28"
s28x0$ = RTRIM$(UCASE$("World"))
s28x1$ = RIGHT$(RTRIM$("trail  "), 5)
PRINT ASC(s28x0$)
PRINT (RIGHT$(LTRIM$(OCT$(2540)), 4) < "  lead"); (RIGHT$(LTRIM$(OCT$(2540)), 4) = "  lead"); (RIGHT$(LTRIM$(OCT$(2540)), 4) >= "  lead")
PRINT LEN(CHR$(92))
MID$(s28x0$, 5, 2) = "@@@@": PRINT "[" + s28x0$ + "]"
PRINT "#29"
PRINT 3.5; ""; -73235;
PRINT -0.25, 100000;
PRINT "ab"; -2
PRINT "a"; TAB(5); "b"; SPC(3); "c"
PRINT 1, 2, 3; "x"
PRINT USING "**##.#"; 0.125
PRINT USING "##.##"; 0.125
PRINT USING "+#.###"; -12.5
PRINT USING "\ \"; "Hello"
PRINT USING "## & ##.#"; 16; "and"; 33.75
PRINT USING "#.#"; 12.5
PRINT "#30"
DIM a30&(-3 TO 2)
FOR i30% = -3 TO 2: a30&(i30%) = i30% * 8: NEXT i30%
FOR i30% = 2 TO -3 STEP -2: PRINT a30&(i30%);: NEXT i30%: PRINT
PRINT LBOUND(a30&); UBOUND(a30&)
DIM m30%(1 TO 3, 1 TO 3)
FOR i30% = LBOUND(m30%, 1) TO UBOUND(m30%, 1): FOR j30% = LBOUND(m30%, 2) TO UBOUND(m30%, 2): m30%(i30%, j30%) = i30% * 10 + j30%: NEXT j30%, i30%
PRINT m30%(1, 2); UBOUND(m30%, 1); LBOUND(m30%, 2)
REDIM d30%(1): d30%(1) = 7: PRINT d30%(1); UBOUND(d30%)
REDIM d30%(9): PRINT d30%(1); UBOUND(d30%)
ERASE a30&: PRINT a30&(-3)
a30&(3) = 1
PRINT "#31"
DIM p31 AS R31, q31 AS R31, arr31(3) AS R31
p31.i = 868: p31.l = 99812: p31.s = 2.75: p31.d = 0.5#
p31.t = "  lead"
PRINT p31.i; p31.l; p31.s; p31.d; "[" + p31.t + "]"; LEN(p31.t); LEN(p31)
q31 = p31: q31.i = q31.i + 1: arr31(2) = q31
PRINT p31.i; q31.i; arr31(2).i; arr31(1).i; "[" + arr31(2).t + "]"
arr31(1).t = "xxxxxx": PRINT arr31(1).t
PRINT "#32"
u32% = 33: t32$ = "trail  "
CALL Bump32(u32%, t32$): PRINT u32%; t32$
CALL Bump32((u32%), (t32$)): PRINT u32%; t32$
Bump32 u32%, t32$: PRINT u32%
PRINT Fact32&(7)
y32# = 0.0625: PRINT Twice32#(y32#); y32#; Twice32#((y32#)); y32#
CALL Count32: Count32: CALL Count32: PRINT g32%
PRINT "#33"
FOR k33% = -1 TO -5 STEP 3: PRINT k33%;: NEXT: PRINT k33%
FOR q33! = -1 TO 3 STEP 0.75: PRINT q33!;: NEXT q33!: PRINT
x33% = 6
IF x33% < 0 THEN
  PRINT "neg"
ELSEIF x33% = 0 THEN
  PRINT "zero"
ELSEIF x33% MOD 2 = 0 THEN
  PRINT "even"
ELSE
  PRINT "odd"
END IF
SELECT CASE x33%
  CASE IS < 0: PRINT "a"
  CASE 0, 1: PRINT "b"
  CASE 2 TO 5: PRINT "c"
  CASE 7: PRINT "d"
  CASE ELSE: PRINT "e"
END SELECT
k33% = 0
DO
  k33% = k33% + 1
  IF k33% = 1 THEN EXIT DO
LOOP WHILE k33% < 4
PRINT k33%
k33% = 4: DO UNTIL k33% >= 4: k33% = k33% + 1: LOOP: PRINT k33%
k33% = 0: WHILE k33% < 4: k33% = k33% + 1: WEND: PRINT k33%
FOR k33% = 1 TO 10: IF k33% = 9 THEN EXIT FOR
NEXT
PRINT k33%
ON 1 GOSUB g33a, g33b, g33c: PRINT "back"
GOTO g33z
g33a: PRINT "A": RETURN
g33b: PRINT "B": RETURN
g33c: PRINT "C": RETURN
g33z:
PRINT "#34"
DIM f34%(3)
e34! = LOG(0): PRINT "after"; ERR
CLOSE: PRINT #1, "x": PRINT "after"; ERR
CLOSE: PRINT #1, "x": PRINT "after"; ERR
PRINT "#35"
OPEN "F35.DAT" FOR OUTPUT AS #1
PRINT #1, -240; "qbasic"
WRITE #1, -240, "qbasic", 0.0625
PRINT #1, "line two"
CLOSE #1
OPEN "F35.DAT" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1
OPEN "F35.DAT" FOR INPUT AS #1
INPUT #1, fa35%, fb35$
PRINT fa35%; "[" + fb35$ + "]"; EOF(1)
LINE INPUT #1, fl35$: PRINT "[" + fl35$ + "]"
DO WHILE NOT EOF(1): LINE INPUT #1, fl35$: PRINT "[" + fl35$ + "]": LOOP
PRINT LOF(1); EOF(1)
CLOSE #1
OPEN "G35.DAT" FOR BINARY AS #2
bi35% = 10009: PUT #2, , bi35%: bs35$ = "qbasic": PUT #2, , bs35$
PRINT LOF(2); LOC(2); SEEK(2)
bi35% = 0: GET #2, 1, bi35%: PRINT bi35%; LOC(2)
bs35$ = SPACE$(2): GET #2, , bs35$: PRINT "[" + bs35$ + "]"; LOC(2)
CLOSE #2
OPEN "G35.DAT" FOR RANDOM AS #3 LEN = 6
FIELD #3, 2 AS fx35$, 4 AS fy35$
LSET fx35$ = MKI$(690): RSET fy35$ = "qba": PUT #3, 2
GET #3, 1: PRINT CVI(fx35$); "[" + fy35$ + "]"; LOF(3); LOC(3)
CLOSE #3
KILL "G35.DAT"
KILL "F35.DAT"
PRINT "#36"
x36! = 18: y36! = 100: q36! = x36! / y36!
PRINT q36!; STR$(q36!); q36! * 1000; -q36!
PRINT USING "###.####"; q36!; q36! * 208
PRINT VAL("369.7624"); CINT(q36! * 78)
z36# = CDBL(18) / 100#: PRINT z36#; CSNG(z36#)
PRINT "#37"
RESTORE d37
READ r37x0%, r37x1$, r37x2$, r37x3!, r37x4$, r37x5%, r37x6!
PRINT r37x0%; "[" + r37x1$ + "]"; "[" + r37x2$ + "]"; r37x3!; "[" + r37x4$ + "]"; r37x5%; r37x6!
RESTORE d37: READ r37x0%: PRINT r37x0%
GOTO e37
d37:
DATA -52,"a, b",plain text,0.5,,&HB5,1E3
e37:
PRINT "#38"
v38x0% = 100
v38x1& = 40000
v38x2! = 2!
v38x3# = (-6.375#)
PRINT (FIX(.5))
v38x0% = ((2 <> ((v38x0% AND v38x0%) OR v38x0%))): PRINT v38x0%;
PRINT (((-7.75) > (v38x0% - v38x0%)))
PRINT "#39"
b39% = 32767
w39% = b39% + 2: PRINT w39%;
w39% = b39% - 2: PRINT w39%;
w39% = b39% * 2: PRINT w39%;
w39% = -b39%: PRINT w39%;
w39% = b39% \ -1: PRINT w39%;
w39% = ABS(b39%): PRINT w39%;
PRINT
c39& = -2147483647
z39& = c39& + 1: PRINT z39&;
z39& = c39& - 1: PRINT z39&;
z39& = c39& * 2: PRINT z39&;
z39& = c39& \ 2: PRINT z39&;
PRINT
PRINT CINT(32767.5); CLNG(32767.5); INT(32767.5); FIX(32767.5)
PRINT "#40"
PRINT STR$(-15310); STR$(-1.5); LEN(STR$(-15310))
PRINT VAL("12abc"); VAL("-15310")
PRINT HEX$(-15310); " "; OCT$(15310); " "; ASC(" ~"); CHR$(82)
PRINT CVI(MKI$(-15310)); CVL(MKL$(-45930)); CVS(MKS$(-1.5)); CVD(MKD$(-1.5))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(71))
PRINT CSNG(-15310); CDBL(-1.5); CINT(-0.75)
END
trap: PRINT "E"; ERR: RESUME NEXT
SUB Bump6 (x AS INTEGER, s AS STRING)
  x = x + 6: s = s + "!"
END SUB
FUNCTION Fact6& (m AS INTEGER)
  IF m <= 1 THEN Fact6& = 1 ELSE Fact6& = m * Fact6&(m - 1)
END FUNCTION
FUNCTION Twice6# (y#)
  y# = y# * 2
  Twice6# = y# + 10.25
END FUNCTION
SUB Count6 STATIC
  c% = c% + 1
  g6% = g6% + 10
  PRINT c%;
END SUB
SUB Bump19 (x AS INTEGER, s AS STRING)
  x = x + 1: s = s + "!"
END SUB
FUNCTION Fact19& (m AS INTEGER)
  IF m <= 1 THEN Fact19& = 1 ELSE Fact19& = m * Fact19&(m - 1)
END FUNCTION
FUNCTION Twice19# (y#)
  y# = y# * 2
  Twice19# = y# + 7.75
END FUNCTION
SUB Count19 STATIC
  c% = c% + 1
  g19% = g19% + 10
  PRINT c%;
END SUB
SUB Bump32 (x AS INTEGER, s AS STRING)
  x = x + 6: s = s + "!"
END SUB
FUNCTION Fact32& (m AS INTEGER)
  IF m <= 1 THEN Fact32& = 1 ELSE Fact32& = m * Fact32&(m - 1)
END FUNCTION
FUNCTION Twice32# (y#)
  y# = y# * 2
  Twice32# = y# + 1.5
END FUNCTION
SUB Count32 STATIC
  c% = c% + 1
  g32% = g32% + 10
  PRINT c%;
END SUB
