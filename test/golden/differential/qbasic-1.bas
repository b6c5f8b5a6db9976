' expected: Microsoft QBasic 1.1 (DOSBox), its output sent to a file (scripts/differential.mjs
' --oracle qbasic --seeds 1 --cases 40); generateBatch(1, 40, 'qbasic')
TYPE R6
  i AS INTEGER
  l AS LONG
  s AS SINGLE
  d AS DOUBLE
  t AS STRING * 3
END TYPE
TYPE R19
  i AS INTEGER
  l AS LONG
  s AS SINGLE
  d AS DOUBLE
  t AS STRING * 2
END TYPE
TYPE R32
  i AS INTEGER
  l AS LONG
  s AS SINGLE
  d AS DOUBLE
  t AS STRING * 6
END TYPE
DECLARE SUB Bump7 (x AS INTEGER, s AS STRING)
DECLARE FUNCTION Fact7& (m AS INTEGER)
DECLARE FUNCTION Twice7# (y#)
DECLARE SUB Count7 ()
DIM SHARED g7%
DECLARE SUB Bump20 (x AS INTEGER, s AS STRING)
DECLARE FUNCTION Fact20& (m AS INTEGER)
DECLARE FUNCTION Twice20# (y#)
DECLARE SUB Count20 ()
DIM SHARED g20%
DECLARE SUB Bump33 (x AS INTEGER, s AS STRING)
DECLARE FUNCTION Fact33& (m AS INTEGER)
DECLARE FUNCTION Twice33# (y#)
DECLARE SUB Count33 ()
DIM SHARED g33%
ON ERROR GOTO trap
PRINT "#1"
b1% = 255
w1% = b1% + 1: PRINT w1%;
w1% = b1% - 1: PRINT w1%;
w1% = b1% * 2: PRINT w1%;
w1% = b1% * b1%: PRINT w1%;
w1% = b1% \ -1: PRINT w1%;
PRINT
c1& = 65536
z1& = c1& + 1: PRINT z1&;
z1& = c1& - 1: PRINT z1&;
z1& = c1& * 2: PRINT z1&;
z1& = c1& \ 2: PRINT z1&;
PRINT
PRINT CINT(-32767.5); CLNG(-32767.5); INT(-32767.5); FIX(-32767.5)
PRINT "#2"
PRINT STR$(-673); STR$(0.25); LEN(STR$(-673))
PRINT VAL("-3.5"); VAL("-673")
PRINT HEX$(-673); " "; OCT$(673); " "; ASC("A"); CHR$(77)
PRINT CVI(MKI$(-673)); CVL(MKL$(-2019)); CVS(MKS$(0.25)); CVD(MKD$(0.25))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(17))
PRINT CSNG(-673); CDBL(0.25); CINT(0.25)
PRINT "#3"
s3x0$ = UCASE$(" pad " + "xyz123")
s3x1$ = s3x0$
PRINT "[" + UCASE$(RTRIM$("xyz123")) + "]"
PRINT ASC(LEFT$(s3x1$, 4) + OCT$(3811))
PRINT (RTRIM$(LTRIM$(LTRIM$("World"))) < "World"); (RTRIM$(LTRIM$(LTRIM$("World"))) = "World"); (RTRIM$(LTRIM$(LTRIM$("World"))) >= "World")
PRINT "#4"
PRINT 100000; 1, "", 1
PRINT -2; "ab"; 30915; -2
PRINT ""; 1634
PRINT "a"; TAB(17); "b"; SPC(1); "c"
PRINT 1, 2, 3; "x"
PRINT USING "####"; 99.99
PRINT USING ".###"; 0
PRINT USING "+#.###"; 0
PRINT USING "\ \"; "Hello"
PRINT USING "## & ##.#"; 72; "and"; 33.75
PRINT USING "#.#"; 12.5
PRINT "#5"
DIM a5#(-2 TO 4)
FOR i5% = -2 TO 4: a5#(i5%) = i5% * 8 / 4: NEXT i5%
FOR i5% = 4 TO -2 STEP -1: PRINT a5#(i5%);: NEXT i5%: PRINT
PRINT LBOUND(a5#); UBOUND(a5#)
DIM m5%(1 TO 2, 0 TO 3)
FOR i5% = LBOUND(m5%, 1) TO UBOUND(m5%, 1): FOR j5% = LBOUND(m5%, 2) TO UBOUND(m5%, 2): m5%(i5%, j5%) = i5% * 10 + j5%: NEXT j5%, i5%
PRINT m5%(1, 2); UBOUND(m5%, 1); LBOUND(m5%, 2)
REDIM d5%(3): d5%(1) = 7: PRINT d5%(1); UBOUND(d5%)
REDIM d5%(8): PRINT d5%(1); UBOUND(d5%)
ERASE a5#: PRINT a5#(-2)
a5#(5) = 1
PRINT "#6"
DIM p6 AS R6, q6 AS R6, arr6(3) AS R6
p6.i = -375: p6.l = 94546: p6.s = 1024.5: p6.d = 0.0625#
p6.t = "trail  "
PRINT p6.i; p6.l; p6.s; p6.d; "[" + p6.t + "]"; LEN(p6.t); LEN(p6)
q6 = p6: q6.i = q6.i + 1: arr6(2) = q6
PRINT p6.i; q6.i; arr6(2).i; arr6(1).i; "[" + arr6(2).t + "]"
arr6(1).t = "xxxxx": PRINT arr6(1).t
PRINT "#7"
u7% = -12: t7$ = " pad "
CALL Bump7(u7%, t7$): PRINT u7%; t7$
CALL Bump7((u7%), (t7$)): PRINT u7%; t7$
Bump7 u7%, t7$: PRINT u7%
PRINT Fact7&(2)
y7# = 2.75: PRINT Twice7#(y7#); y7#; Twice7#((y7#)); y7#
CALL Count7: Count7: CALL Count7: PRINT g7%
PRINT "#8"
FOR k8% = 5 TO -3 STEP 3: PRINT k8%;: NEXT: PRINT k8%
FOR q8! = 0 TO 2 STEP 0.5: PRINT q8!;: NEXT q8!: PRINT
x8% = 9
IF x8% < 0 THEN
  PRINT "neg"
ELSEIF x8% = 0 THEN
  PRINT "zero"
ELSEIF x8% MOD 2 = 0 THEN
  PRINT "even"
ELSE
  PRINT "odd"
END IF
SELECT CASE x8%
  CASE IS < 0: PRINT "a"
  CASE 0, 1: PRINT "b"
  CASE 2 TO 5: PRINT "c"
  CASE 7: PRINT "d"
  CASE ELSE: PRINT "e"
END SELECT
k8% = 0
DO
  k8% = k8% + 1
  IF k8% = 2 THEN EXIT DO
LOOP WHILE k8% < 3
PRINT k8%
k8% = 4: DO UNTIL k8% >= 4: k8% = k8% + 1: LOOP: PRINT k8%
k8% = 0: WHILE k8% < 1: k8% = k8% + 1: WEND: PRINT k8%
FOR k8% = 1 TO 10: IF k8% = 11 THEN EXIT FOR
NEXT
PRINT k8%
ON 2 GOSUB g8a, g8b, g8c: PRINT "back"
GOTO g8z
g8a: PRINT "A": RETURN
g8b: PRINT "B": RETURN
g8c: PRINT "C": RETURN
g8z:
PRINT "#9"
DIM f9%(3)
e9% = 10 \ 0: PRINT "after"; ERR
e9$ = CHR$(-1): PRINT "after"; ERR
f9%(4) = 1: PRINT "after"; ERR
PRINT "#10"
OPEN "F10.DAT" FOR OUTPUT AS #1
PRINT #1, 292; "HELLO"
WRITE #1, 292, "HELLO", 0.125
PRINT #1, "line two"
CLOSE #1
OPEN "F10.DAT" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1
OPEN "F10.DAT" FOR INPUT AS #1
INPUT #1, fa10%, fb10$
PRINT fa10%; "[" + fb10$ + "]"; EOF(1)
LINE INPUT #1, fl10$: PRINT "[" + fl10$ + "]"
DO WHILE NOT EOF(1): LINE INPUT #1, fl10$: PRINT "[" + fl10$ + "]": LOOP
PRINT LOF(1); EOF(1)
CLOSE #1
OPEN "G10.DAT" FOR BINARY AS #2
bi10% = -4250: PUT #2, , bi10%: bs10$ = "HELLO": PUT #2, , bs10$
PRINT LOF(2); LOC(2); SEEK(2)
bi10% = 0: GET #2, 1, bi10%: PRINT bi10%; LOC(2)
bs10$ = SPACE$(4): GET #2, , bs10$: PRINT "[" + bs10$ + "]"; LOC(2)
CLOSE #2
OPEN "G10.DAT" FOR RANDOM AS #3 LEN = 6
FIELD #3, 2 AS fx10$, 4 AS fy10$
LSET fx10$ = MKI$(297): RSET fy10$ = "HEL": PUT #3, 2
GET #3, 1: PRINT CVI(fx10$); "[" + fy10$ + "]"; LOF(3); LOC(3)
CLOSE #3
KILL "G10.DAT"
KILL "F10.DAT"
PRINT "#11"
x11! = 36: y11! = 13: q11! = x11! / y11!
PRINT q11!; STR$(q11!); q11! * 10; -q11!
PRINT USING "###.####"; q11!; q11! * 923
PRINT VAL("540.5680"); CINT(q11! * 64)
z11# = CDBL(36) / 13#: PRINT z11#; CSNG(z11#)
PRINT "#12"
RESTORE d12
READ r12x0%, r12x1$, r12x2$, r12x3!, r12x4$, r12x5%, r12x6!
PRINT r12x0%; "[" + r12x1$ + "]"; "[" + r12x2$ + "]"; r12x3!; "[" + r12x4$ + "]"; r12x5%; r12x6!
RESTORE d12: READ r12x0%: PRINT r12x0%
GOTO e12
d12:
DATA -75,"a, b",plain text,0.5,,&HD0,1E3
e12:
PRINT "#13"
v13x0% = 100
v13x1& = 70000
v13x2! = 2.75
v13x3# = (-.25#)
PRINT ((v13x0% - v13x0%) XOR (v13x0% EQV v13x0%))
v13x0% = v13x0%: PRINT v13x0%;
v13x0% = v13x0%: PRINT v13x0%;
PRINT "#14"
b14% = 181
w14% = b14% + 2: PRINT w14%;
w14% = b14% - 2: PRINT w14%;
w14% = -b14%: PRINT w14%;
w14% = b14% * b14%: PRINT w14%;
w14% = ABS(b14%): PRINT w14%;
PRINT
c14& = 1073741824
z14& = c14& + 1: PRINT z14&;
z14& = c14& - 1: PRINT z14&;
z14& = c14& * 2: PRINT z14&;
z14& = c14& \ 2: PRINT z14&;
PRINT
PRINT CINT(2.5); CLNG(2.5); INT(2.5); FIX(2.5)
PRINT "#15"
PRINT STR$(-7513); STR$(0.25); LEN(STR$(-7513))
PRINT VAL(""); VAL("-7513")
PRINT HEX$(-7513); " "; OCT$(7513); " "; ASC("z"); CHR$(65)
PRINT CVI(MKI$(-7513)); CVL(MKL$(-22539)); CVS(MKS$(0.25)); CVD(MKD$(0.25))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(129))
PRINT CSNG(-7513); CDBL(0.25); CINT(0.25)
PRINT "#16"
s16x0$ = STRING$(0, "ab")
s16x1$ = "  lead"
PRINT "[" + s16x1$ + "]"
PRINT (RTRIM$(MID$(CHR$(92), 4)) < "HELLO"); (RTRIM$(MID$(CHR$(92), 4)) = "HELLO"); (RTRIM$(MID$(CHR$(92), 4)) >= "HELLO")
PRINT (s16x1$ + CHR$(48) + HEX$(39773) < "trail  "); (s16x1$ + CHR$(48) + HEX$(39773) = "trail  "); (s16x1$ + CHR$(48) + HEX$(39773) >= "trail  ")
PRINT "#17"
PRINT 100000;
PRINT "", -0.25, 1; -0.25
PRINT 1; "ab"
PRINT "a"; TAB(8); "b"; SPC(2); "c"
PRINT 1, 2, 3; "x"
PRINT USING "#,###.##"; 1
PRINT USING "#,###.##"; 12345
PRINT USING "#,###.##"; 999.5
PRINT USING "!"; "x"
PRINT USING "## & ##.#"; 91; "and"; 2.5
PRINT USING "#.#"; 1.25
PRINT "#18"
DIM a18%(2 TO 7)
FOR i18% = 2 TO 7: a18%(i18%) = i18% * 6: NEXT i18%
FOR i18% = 7 TO 2 STEP -2: PRINT a18%(i18%);: NEXT i18%: PRINT
PRINT LBOUND(a18%); UBOUND(a18%)
DIM m18%(1 TO 3, 1 TO 3)
FOR i18% = LBOUND(m18%, 1) TO UBOUND(m18%, 1): FOR j18% = LBOUND(m18%, 2) TO UBOUND(m18%, 2): m18%(i18%, j18%) = i18% * 10 + j18%: NEXT j18%, i18%
PRINT m18%(1, 2); UBOUND(m18%, 1); LBOUND(m18%, 2)
REDIM d18%(2): d18%(1) = 7: PRINT d18%(1); UBOUND(d18%)
REDIM d18%(9): PRINT d18%(1); UBOUND(d18%)
ERASE a18%: PRINT a18%(2)
a18%(8) = 1
PRINT "#19"
DIM p19 AS R19, q19 AS R19, arr19(3) AS R19
p19.i = -513: p19.l = 40815: p19.s = 10.25: p19.d = 3.5#
p19.t = "A"
PRINT p19.i; p19.l; p19.s; p19.d; "[" + p19.t + "]"; LEN(p19.t); LEN(p19)
q19 = p19: q19.i = q19.i + 1: arr19(2) = q19
PRINT p19.i; q19.i; arr19(2).i; arr19(1).i; "[" + arr19(2).t + "]"
arr19(1).t = "xxxx": PRINT arr19(1).t
PRINT "#20"
u20% = 31: t20$ = "trail  "
CALL Bump20(u20%, t20$): PRINT u20%; t20$
CALL Bump20((u20%), (t20$)): PRINT u20%; t20$
Bump20 u20%, t20$: PRINT u20%
PRINT Fact20&(5)
y20# = 1.5: PRINT Twice20#(y20#); y20#; Twice20#((y20#)); y20#
CALL Count20: Count20: CALL Count20: PRINT g20%
PRINT "#21"
FOR k21% = 0 TO 0 STEP -1: PRINT k21%;: NEXT: PRINT k21%
FOR q21! = -1 TO 3 STEP 0.25: PRINT q21!;: NEXT q21!: PRINT
x21% = 4
IF x21% < 0 THEN
  PRINT "neg"
ELSEIF x21% = 0 THEN
  PRINT "zero"
ELSEIF x21% MOD 2 = 0 THEN
  PRINT "even"
ELSE
  PRINT "odd"
END IF
SELECT CASE x21%
  CASE IS < 0: PRINT "a"
  CASE 0, 1: PRINT "b"
  CASE 2 TO 5: PRINT "c"
  CASE 6: PRINT "d"
  CASE ELSE: PRINT "e"
END SELECT
k21% = 0
DO
  k21% = k21% + 1
  IF k21% = 3 THEN EXIT DO
LOOP WHILE k21% < 3
PRINT k21%
k21% = 2: DO UNTIL k21% >= 4: k21% = k21% + 1: LOOP: PRINT k21%
k21% = 0: WHILE k21% < 0: k21% = k21% + 1: WEND: PRINT k21%
FOR k21% = 1 TO 10: IF k21% = 7 THEN EXIT FOR
NEXT
PRINT k21%
ON 1 GOSUB g21a, g21b, g21c: PRINT "back"
GOTO g21z
g21a: PRINT "A": RETURN
g21b: PRINT "B": RETURN
g21c: PRINT "C": RETURN
g21z:
PRINT "#22"
DIM f22%(3)
ERROR 5: PRINT "after"; ERR
e22% = 5 MOD 0: PRINT "after"; ERR
e22! = LOG(0): PRINT "after"; ERR
PRINT "#23"
OPEN "F23.DAT" FOR OUTPUT AS #1
PRINT #1, -660; "Zebra"
WRITE #1, -660, "Zebra", 100.5
PRINT #1, "line two"
CLOSE #1
OPEN "F23.DAT" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1
OPEN "F23.DAT" FOR INPUT AS #1
INPUT #1, fa23%, fb23$
PRINT fa23%; "[" + fb23$ + "]"; EOF(1)
LINE INPUT #1, fl23$: PRINT "[" + fl23$ + "]"
DO WHILE NOT EOF(1): LINE INPUT #1, fl23$: PRINT "[" + fl23$ + "]": LOOP
PRINT LOF(1); EOF(1)
CLOSE #1
OPEN "G23.DAT" FOR BINARY AS #2
bi23% = -17693: PUT #2, , bi23%: bs23$ = "Zebra": PUT #2, , bs23$
PRINT LOF(2); LOC(2); SEEK(2)
bi23% = 0: GET #2, 1, bi23%: PRINT bi23%; LOC(2)
bs23$ = SPACE$(2): GET #2, , bs23$: PRINT "[" + bs23$ + "]"; LOC(2)
CLOSE #2
OPEN "G23.DAT" FOR RANDOM AS #3 LEN = 6
FIELD #3, 2 AS fx23$, 4 AS fy23$
LSET fx23$ = MKI$(-990): RSET fy23$ = "Zeb": PUT #3, 1
GET #3, 1: PRINT CVI(fx23$); "[" + fy23$ + "]"; LOF(3); LOC(3)
CLOSE #3
KILL "G23.DAT"
KILL "F23.DAT"
PRINT "#24"
x24! = 36: y24! = 13: q24! = x24! / y24!
PRINT q24!; STR$(q24!); q24! * 3; -q24!
PRINT USING "###.####"; q24!; q24! * 377
PRINT VAL("608.5176"); CINT(q24! * 40)
z24# = CDBL(36) / 13#: PRINT z24#; CSNG(z24#)
PRINT "#25"
RESTORE d25
READ r25x0%, r25x1$, r25x2$, r25x3!, r25x4$, r25x5%, r25x6!
PRINT r25x0%; "[" + r25x1$ + "]"; "[" + r25x2$ + "]"; r25x3!; "[" + r25x4$ + "]"; r25x5%; r25x6!
RESTORE d25: READ r25x0%: PRINT r25x0%
GOTO e25
d25:
DATA -21,"a, b",plain text,0.5,,&H9A,1E3
e25:
PRINT "#26"
v26x0% = 10
v26x1& = 65536
v26x2! = .25!
v26x3# = 10.25#
PRINT ((v26x0% > v26x0%))
v26x0% = (NOT v26x0%): PRINT v26x0%;
PRINT (((v26x0% \ 1000) MOD (v26x0% OR 10)) MOD (1 MOD (v26x0% - 100)))
PRINT "#27"
b27% = 16384
w27% = b27% * b27%: PRINT w27%;
PRINT
c27& = 1073741824
z27& = c27& + 1: PRINT z27&;
z27& = c27& - 1: PRINT z27&;
z27& = c27& * 2: PRINT z27&;
z27& = c27& \ 2: PRINT z27&;
PRINT
PRINT CINT(2.5); CLNG(2.5); INT(2.5); FIX(2.5)
PRINT "#28"
PRINT STR$(28596); STR$(12.5); LEN(STR$(28596))
PRINT VAL("1E2"); VAL("28596")
PRINT HEX$(28596); " "; OCT$(28596); " "; ASC("0"); CHR$(81)
PRINT CVI(MKI$(28596)); CVL(MKL$(85788)); CVS(MKS$(12.5)); CVD(MKD$(12.5))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(18))
PRINT CSNG(28596); CDBL(12.5); CINT(13.25)
PRINT "#29"
s29x0$ = UCASE$(LTRIM$(" pad "))
s29x1$ = LTRIM$(SPACE$(3))
PRINT "[" + UCASE$(s29x1$) + "]"
PRINT LEN(RIGHT$(LEFT$(s29x0$, 5), 6))
PRINT "#30"
PRINT "";
PRINT -0.25; 100000
PRINT -0.25; 1;
PRINT "a"; TAB(8); "b"; SPC(0); "c"
PRINT 1, 2, 3; "x"
PRINT USING "###"; -1
PRINT USING "**##.#"; 1234.5
PRINT USING "###"; 99.99
PRINT USING "&"; "Hello"
PRINT USING "## & ##.#"; 44; "and"; 1.25
PRINT USING "#.#"; 123
PRINT "#31"
DIM a31$(-3 TO 2)
FOR i31% = -3 TO 2: a31$(i31%) = CHR$(65 + i31% - (-3)): NEXT i31%
FOR i31% = 2 TO -3 STEP -2: PRINT a31$(i31%);: NEXT i31%: PRINT
PRINT LBOUND(a31$); UBOUND(a31$)
DIM m31%(1 TO 2, 1 TO 3)
FOR i31% = LBOUND(m31%, 1) TO UBOUND(m31%, 1): FOR j31% = LBOUND(m31%, 2) TO UBOUND(m31%, 2): m31%(i31%, j31%) = i31% * 10 + j31%: NEXT j31%, i31%
PRINT m31%(1, 2); UBOUND(m31%, 1); LBOUND(m31%, 2)
REDIM d31%(3): d31%(1) = 7: PRINT d31%(1); UBOUND(d31%)
REDIM d31%(6): PRINT d31%(1); UBOUND(d31%)
ERASE a31$: PRINT a31$(-3) = ""
a31$(3) = "x"
PRINT "#32"
DIM p32 AS R32, q32 AS R32, arr32(3) AS R32
p32.i = -844: p32.l = 43738: p32.s = 3.5: p32.d = 12.5#
p32.t = "HELLO"
PRINT p32.i; p32.l; p32.s; p32.d; "[" + p32.t + "]"; LEN(p32.t); LEN(p32)
q32 = p32: q32.i = q32.i + 1: arr32(2) = q32
PRINT p32.i; q32.i; arr32(2).i; arr32(1).i; "[" + arr32(2).t + "]"
arr32(1).t = "xxxxxxxx": PRINT arr32(1).t
PRINT "#33"
u33% = -14: t33$ = "xyz123"
CALL Bump33(u33%, t33$): PRINT u33%; t33$
CALL Bump33((u33%), (t33$)): PRINT u33%; t33$
Bump33 u33%, t33$: PRINT u33%
PRINT Fact33&(4)
y33# = 100.5: PRINT Twice33#(y33#); y33#; Twice33#((y33#)); y33#
CALL Count33: Count33: CALL Count33: PRINT g33%
PRINT "#34"
FOR k34% = 3 TO 4 STEP -1: PRINT k34%;: NEXT: PRINT k34%
FOR q34! = -1 TO 2 STEP 0.25: PRINT q34!;: NEXT q34!: PRINT
x34% = 3
IF x34% < 0 THEN
  PRINT "neg"
ELSEIF x34% = 0 THEN
  PRINT "zero"
ELSEIF x34% MOD 2 = 0 THEN
  PRINT "even"
ELSE
  PRINT "odd"
END IF
SELECT CASE x34%
  CASE IS < 0: PRINT "a"
  CASE 0, 1: PRINT "b"
  CASE 2 TO 5: PRINT "c"
  CASE 7: PRINT "d"
  CASE ELSE: PRINT "e"
END SELECT
k34% = 0
DO
  k34% = k34% + 1
  IF k34% = 6 THEN EXIT DO
LOOP WHILE k34% < 6
PRINT k34%
k34% = 1: DO UNTIL k34% >= 4: k34% = k34% + 1: LOOP: PRINT k34%
k34% = 0: WHILE k34% < 5: k34% = k34% + 1: WEND: PRINT k34%
FOR k34% = 1 TO 10: IF k34% = 9 THEN EXIT FOR
NEXT
PRINT k34%
ON 4 GOSUB g34a, g34b, g34c: PRINT "back"
GOTO g34z
g34a: PRINT "A": RETURN
g34b: PRINT "B": RETURN
g34c: PRINT "C": RETURN
g34z:
PRINT "#35"
DIM f35%(3)
ERROR 5: PRINT "after"; ERR
e35% = 5 MOD 0: PRINT "after"; ERR
e35% = 5 MOD 0: PRINT "after"; ERR
PRINT "#36"
OPEN "F36.DAT" FOR OUTPUT AS #1
PRINT #1, -319; "A"
WRITE #1, -319, "A", 2.75
PRINT #1, "line two"
CLOSE #1
OPEN "F36.DAT" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1
OPEN "F36.DAT" FOR INPUT AS #1
INPUT #1, fa36%, fb36$
PRINT fa36%; "[" + fb36$ + "]"; EOF(1)
LINE INPUT #1, fl36$: PRINT "[" + fl36$ + "]"
DO WHILE NOT EOF(1): LINE INPUT #1, fl36$: PRINT "[" + fl36$ + "]": LOOP
PRINT LOF(1); EOF(1)
CLOSE #1
OPEN "G36.DAT" FOR BINARY AS #2
bi36% = 7365: PUT #2, , bi36%: bs36$ = "A": PUT #2, , bs36$
PRINT LOF(2); LOC(2); SEEK(2)
bi36% = 0: GET #2, 1, bi36%: PRINT bi36%; LOC(2)
bs36$ = SPACE$(1): GET #2, , bs36$: PRINT "[" + bs36$ + "]"; LOC(2)
CLOSE #2
OPEN "G36.DAT" FOR RANDOM AS #3 LEN = 6
FIELD #3, 2 AS fx36$, 4 AS fy36$
LSET fx36$ = MKI$(-718): RSET fy36$ = "A": PUT #3, 1
GET #3, 1: PRINT CVI(fx36$); "[" + fy36$ + "]"; LOF(3); LOC(3)
CLOSE #3
KILL "G36.DAT"
KILL "F36.DAT"
PRINT "#37"
x37! = 69: y37! = 100: q37! = x37! / y37!
PRINT q37!; STR$(q37!); q37! * 100; -q37!
PRINT USING "###.####"; q37!; q37! * 476
PRINT VAL("994.7570"); CINT(q37! * 8)
z37# = CDBL(69) / 100#: PRINT z37#; CSNG(z37#)
PRINT "#38"
RESTORE d38
READ r38x0%, r38x1$, r38x2$, r38x3!, r38x4$, r38x5%, r38x6!
PRINT r38x0%; "[" + r38x1$ + "]"; "[" + r38x2$ + "]"; r38x3!; "[" + r38x4$ + "]"; r38x5%; r38x6!
RESTORE d38: READ r38x0%: PRINT r38x0%
GOTO e38
d38:
DATA 91,"a, b",plain text,0.25,,&H34,1E3
e38:
PRINT "#39"
v39x0% = 10
v39x1& = 40000
v39x2! = .125
v39x3# = 10.25#
PRINT ((((12.5! / 4) <= (v39x2! ^ 0))) * (((v39x2! - 402!)) ^ 0))
v39x3# = ((v39x3# / 8) + (v39x3# * v39x3#)): PRINT v39x3#;
v39x0% = (v39x0% MOD 100): PRINT v39x0%;
PRINT "#40"
b40% = 181
w40% = -b40%: PRINT w40%;
w40% = ABS(b40%): PRINT w40%;
PRINT
c40& = -2147483647
z40& = c40& + 1: PRINT z40&;
z40& = c40& - 1: PRINT z40&;
z40& = c40& * 2: PRINT z40&;
z40& = c40& \ 2: PRINT z40&;
PRINT
PRINT CINT(-32768.5); CLNG(-32768.5); INT(-32768.5); FIX(-32768.5)
END
trap: PRINT "E"; ERR: RESUME NEXT
SUB Bump7 (x AS INTEGER, s AS STRING)
  x = x + 7: s = s + "!"
END SUB
FUNCTION Fact7& (m AS INTEGER)
  IF m <= 1 THEN Fact7& = 1 ELSE Fact7& = m * Fact7&(m - 1)
END FUNCTION
FUNCTION Twice7# (y#)
  y# = y# * 2
  Twice7# = y# + 2.75
END FUNCTION
SUB Count7 STATIC
  c% = c% + 1
  g7% = g7% + 10
  PRINT c%;
END SUB
SUB Bump20 (x AS INTEGER, s AS STRING)
  x = x + 8: s = s + "!"
END SUB
FUNCTION Fact20& (m AS INTEGER)
  IF m <= 1 THEN Fact20& = 1 ELSE Fact20& = m * Fact20&(m - 1)
END FUNCTION
FUNCTION Twice20# (y#)
  y# = y# * 2
  Twice20# = y# + 0.125
END FUNCTION
SUB Count20 STATIC
  c% = c% + 1
  g20% = g20% + 10
  PRINT c%;
END SUB
SUB Bump33 (x AS INTEGER, s AS STRING)
  x = x + 6: s = s + "!"
END SUB
FUNCTION Fact33& (m AS INTEGER)
  IF m <= 1 THEN Fact33& = 1 ELSE Fact33& = m * Fact33&(m - 1)
END FUNCTION
FUNCTION Twice33# (y#)
  y# = y# * 2
  Twice33# = y# + 2.75
END FUNCTION
SUB Count33 STATIC
  c% = c% + 1
  g33% = g33% + 10
  PRINT c%;
END SUB
