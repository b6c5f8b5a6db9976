' expected: Microsoft QBasic 1.1 (DOSBox), its output sent to a file (scripts/differential.mjs
' --oracle qbasic --seeds 3 --cases 40); generateBatch(3, 40, 'qbasic')
TYPE R4
  i AS INTEGER
  l AS LONG
  s AS SINGLE
  d AS DOUBLE
  t AS STRING * 3
END TYPE
TYPE R17
  i AS INTEGER
  l AS LONG
  s AS SINGLE
  d AS DOUBLE
  t AS STRING * 3
END TYPE
TYPE R30
  i AS INTEGER
  l AS LONG
  s AS SINGLE
  d AS DOUBLE
  t AS STRING * 5
END TYPE
DECLARE SUB Bump5 (x AS INTEGER, s AS STRING)
DECLARE FUNCTION Fact5& (m AS INTEGER)
DECLARE FUNCTION Twice5# (y#)
DECLARE SUB Count5 ()
DIM SHARED g5%
DECLARE SUB Bump18 (x AS INTEGER, s AS STRING)
DECLARE FUNCTION Fact18& (m AS INTEGER)
DECLARE FUNCTION Twice18# (y#)
DECLARE SUB Count18 ()
DIM SHARED g18%
DECLARE SUB Bump31 (x AS INTEGER, s AS STRING)
DECLARE FUNCTION Fact31& (m AS INTEGER)
DECLARE FUNCTION Twice31# (y#)
DECLARE SUB Count31 ()
DIM SHARED g31%
ON ERROR GOTO trap
PRINT "#1"
s1x0$ = UCASE$("xyz123")
s1x1$ = OCT$(1907)
PRINT LEN(RIGHT$(CHR$(110) + SPACE$(5), 5))
PRINT (HEX$(47745) < "mid"); (HEX$(47745) = "mid"); (HEX$(47745) >= "mid")
PRINT INSTR(SPACE$(5), " "); INSTR(3, SPACE$(5), "A")
PRINT "#2"
PRINT ""; 100000; ""
PRINT 1, "ab", 3.5, 3.5
PRINT ""
PRINT "a"; TAB(16); "b"; SPC(0); "c"
PRINT 1, 2, 3; "x"
PRINT USING "**##.#"; 1
PRINT USING "#,###.##"; 12345
PRINT USING "**$#.##"; 99.99
PRINT USING "\ \"; "abcdef"
PRINT USING "## & ##.#"; 58; "and"; 33.75
PRINT USING "#.#"; 1.25
PRINT "#3"
DIM a3#(1 TO 4)
FOR i3% = 1 TO 4: a3#(i3%) = i3% * 9 / 4: NEXT i3%
FOR i3% = 4 TO 1 STEP -1: PRINT a3#(i3%);: NEXT i3%: PRINT
PRINT LBOUND(a3#); UBOUND(a3#)
DIM m3%(1 TO 3, 0 TO 3)
FOR i3% = LBOUND(m3%, 1) TO UBOUND(m3%, 1): FOR j3% = LBOUND(m3%, 2) TO UBOUND(m3%, 2): m3%(i3%, j3%) = i3% * 10 + j3%: NEXT j3%, i3%
PRINT m3%(1, 2); UBOUND(m3%, 1); LBOUND(m3%, 2)
REDIM d3%(4): d3%(1) = 7: PRINT d3%(1); UBOUND(d3%)
REDIM d3%(8): PRINT d3%(1); UBOUND(d3%)
ERASE a3#: PRINT a3#(1)
a3#(5) = 1
PRINT "#4"
DIM p4 AS R4, q4 AS R4, arr4(3) AS R4
p4.i = -901: p4.l = 90892: p4.s = 0.25: p4.d = 3.5#
p4.t = "trail  "
PRINT p4.i; p4.l; p4.s; p4.d; "[" + p4.t + "]"; LEN(p4.t); LEN(p4)
q4 = p4: q4.i = q4.i + 1: arr4(2) = q4
PRINT p4.i; q4.i; arr4(2).i; arr4(1).i; "[" + arr4(2).t + "]"
arr4(1).t = "xxxxx": PRINT arr4(1).t
PRINT "#5"
u5% = 17: t5$ = "World"
CALL Bump5(u5%, t5$): PRINT u5%; t5$
CALL Bump5((u5%), (t5$)): PRINT u5%; t5$
Bump5 u5%, t5$: PRINT u5%
PRINT Fact5&(3)
y5# = 6.375: PRINT Twice5#(y5#); y5#; Twice5#((y5#)); y5#
CALL Count5: Count5: CALL Count5: PRINT g5%
PRINT "#6"
FOR k6% = -4 TO -5 STEP -1: PRINT k6%;: NEXT: PRINT k6%
FOR q6! = 0 TO 3 STEP 0.25: PRINT q6!;: NEXT q6!: PRINT
x6% = 10
IF x6% < 0 THEN
  PRINT "neg"
ELSEIF x6% = 0 THEN
  PRINT "zero"
ELSEIF x6% MOD 2 = 0 THEN
  PRINT "even"
ELSE
  PRINT "odd"
END IF
SELECT CASE x6%
  CASE IS < 0: PRINT "a"
  CASE 0, 1: PRINT "b"
  CASE 2 TO 5: PRINT "c"
  CASE 8: PRINT "d"
  CASE ELSE: PRINT "e"
END SELECT
k6% = 0
DO
  k6% = k6% + 1
  IF k6% = 5 THEN EXIT DO
LOOP WHILE k6% < 2
PRINT k6%
k6% = 0: DO UNTIL k6% >= 4: k6% = k6% + 1: LOOP: PRINT k6%
k6% = 0: WHILE k6% < 0: k6% = k6% + 1: WEND: PRINT k6%
FOR k6% = 1 TO 10: IF k6% = 8 THEN EXIT FOR
NEXT
PRINT k6%
ON 3 GOSUB g6a, g6b, g6c: PRINT "back"
GOTO g6z
g6a: PRINT "A": RETURN
g6b: PRINT "B": RETURN
g6c: PRINT "C": RETURN
g6z:
PRINT "#7"
DIM f7%(3)
e7! = LOG(0): PRINT "after"; ERR
e7$ = MID$("abc", 0, 1): PRINT "after"; ERR
e7! = LOG(0): PRINT "after"; ERR
PRINT "#8"
OPEN "F8.DAT" FOR OUTPUT AS #1
PRINT #1, 103; "World"
WRITE #1, 103, "World", 0.0625
PRINT #1, "line two"
CLOSE #1
OPEN "F8.DAT" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1
OPEN "F8.DAT" FOR INPUT AS #1
INPUT #1, fa8%, fb8$
PRINT fa8%; "[" + fb8$ + "]"; EOF(1)
LINE INPUT #1, fl8$: PRINT "[" + fl8$ + "]"
DO WHILE NOT EOF(1): LINE INPUT #1, fl8$: PRINT "[" + fl8$ + "]": LOOP
PRINT LOF(1); EOF(1)
CLOSE #1
OPEN "G8.DAT" FOR BINARY AS #2
bi8% = -29281: PUT #2, , bi8%: bs8$ = "World": PUT #2, , bs8$
PRINT LOF(2); LOC(2); SEEK(2)
bi8% = 0: GET #2, 1, bi8%: PRINT bi8%; LOC(2)
bs8$ = SPACE$(2): GET #2, , bs8$: PRINT "[" + bs8$ + "]"; LOC(2)
CLOSE #2
OPEN "G8.DAT" FOR RANDOM AS #3 LEN = 6
FIELD #3, 2 AS fx8$, 4 AS fy8$
LSET fx8$ = MKI$(558): RSET fy8$ = "Wor": PUT #3, 2
GET #3, 1: PRINT CVI(fx8$); "[" + fy8$ + "]"; LOF(3); LOC(3)
CLOSE #3
KILL "G8.DAT"
KILL "F8.DAT"
PRINT "#9"
x9! = 45: y9! = 9: q9! = x9! / y9!
PRINT q9!; STR$(q9!); q9! * 3; -q9!
PRINT USING "###.####"; q9!; q9! * 80
PRINT VAL("103.1849"); CINT(q9! * 13)
z9# = CDBL(45) / 9#: PRINT z9#; CSNG(z9#)
PRINT "#10"
RESTORE d10
READ r10x0%, r10x1$, r10x2$, r10x3!, r10x4$, r10x5%, r10x6!
PRINT r10x0%; "[" + r10x1$ + "]"; "[" + r10x2$ + "]"; r10x3!; "[" + r10x4$ + "]"; r10x5%; r10x6!
RESTORE d10: READ r10x0%: PRINT r10x0%
GOTO e10
d10:
DATA 73,"a, b",plain text,12.5,,&HD6,1E3
e10:
PRINT "#11"
v11x0% = 0
v11x1& = 65536
v11x2! = (-.25)
v11x3# = .5#
v11x1& = (((v11x0% AND 40000) OR (v11x0% + 1)) * (-((v11x1& \ 70000)))): PRINT v11x1&;
v11x2! = 7.75: PRINT v11x2!;
v11x1& = (((70000 < 86351)) EQV v11x1&): PRINT v11x1&;
PRINT "#12"
b12% = 32766
w12% = b12% - 2: PRINT w12%;
w12% = b12% * b12%: PRINT w12%;
w12% = b12% \ -1: PRINT w12%;
w12% = ABS(b12%): PRINT w12%;
PRINT
c12& = 2147483647
z12& = c12& + 1: PRINT z12&;
z12& = c12& - 1: PRINT z12&;
z12& = c12& * 2: PRINT z12&;
z12& = c12& \ 2: PRINT z12&;
PRINT
PRINT CINT(-2.5); CLNG(-2.5); INT(-2.5); FIX(-2.5)
PRINT "#13"
PRINT STR$(-16020); STR$(-1024.5); LEN(STR$(-16020))
PRINT VAL(""); VAL("-16020")
PRINT HEX$(-16020); " "; OCT$(16020); " "; ASC("0"); CHR$(75)
PRINT CVI(MKI$(-16020)); CVL(MKL$(-48060)); CVS(MKS$(-1024.5)); CVD(MKD$(-1024.5))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(17))
PRINT CSNG(-16020); CDBL(-1024.5); CINT(-1023.75)
PRINT "#14"
s14x0$ = "mid"
s14x1$ = RTRIM$(OCT$(2431))
PRINT INSTR(MID$(STR$(347), 6), " "); INSTR(1, MID$(STR$(347), 6), "l")
PRINT LEN(LEFT$(STRING$(0, "*"), 2))
PRINT (LCASE$(LCASE$(RTRIM$("xyz123"))) < "xyz123"); (LCASE$(LCASE$(RTRIM$("xyz123"))) = "xyz123"); (LCASE$(LCASE$(RTRIM$("xyz123"))) >= "xyz123")
PRINT "#15"
PRINT "ab"; -0.25;
PRINT 3.5; 3.5; 100000;
PRINT -2;
PRINT "a"; TAB(10); "b"; SPC(3); "c"
PRINT 1, 2, 3; "x"
PRINT USING "$$##.##"; 1234.5
PRINT USING "+#.###"; -0.5
PRINT USING "#.##-"; 3.25
PRINT USING "\  \"; "Hello"
PRINT USING "## & ##.#"; 28; "and"; 33.75
PRINT USING "#.#"; 12.5
PRINT "#16"
DIM a16!(2 TO 5)
FOR i16% = 2 TO 5: a16!(i16%) = i16% * 1 / 4: NEXT i16%
FOR i16% = 5 TO 2 STEP -1: PRINT a16!(i16%);: NEXT i16%: PRINT
PRINT LBOUND(a16!); UBOUND(a16!)
DIM m16%(1 TO 2, 0 TO 3)
FOR i16% = LBOUND(m16%, 1) TO UBOUND(m16%, 1): FOR j16% = LBOUND(m16%, 2) TO UBOUND(m16%, 2): m16%(i16%, j16%) = i16% * 10 + j16%: NEXT j16%, i16%
PRINT m16%(1, 2); UBOUND(m16%, 1); LBOUND(m16%, 2)
REDIM d16%(4): d16%(1) = 7: PRINT d16%(1); UBOUND(d16%)
REDIM d16%(6): PRINT d16%(1); UBOUND(d16%)
ERASE a16!: PRINT a16!(2)
a16!(6) = 1
PRINT "#17"
DIM p17 AS R17, q17 AS R17, arr17(3) AS R17
p17.i = 554: p17.l = 61541: p17.s = 2.75: p17.d = 2.75#
p17.t = "mid"
PRINT p17.i; p17.l; p17.s; p17.d; "[" + p17.t + "]"; LEN(p17.t); LEN(p17)
q17 = p17: q17.i = q17.i + 1: arr17(2) = q17
PRINT p17.i; q17.i; arr17(2).i; arr17(1).i; "[" + arr17(2).t + "]"
arr17(1).t = "xxxxx": PRINT arr17(1).t
PRINT "#18"
u18% = -15: t18$ = "a,b"
CALL Bump18(u18%, t18$): PRINT u18%; t18$
CALL Bump18((u18%), (t18$)): PRINT u18%; t18$
Bump18 u18%, t18$: PRINT u18%
PRINT Fact18&(3)
y18# = 0.5: PRINT Twice18#(y18#); y18#; Twice18#((y18#)); y18#
CALL Count18: Count18: CALL Count18: PRINT g18%
PRINT "#19"
FOR k19% = -3 TO 4 STEP 1: PRINT k19%;: NEXT: PRINT k19%
FOR q19! = 1 TO 2 STEP 0.25: PRINT q19!;: NEXT q19!: PRINT
x19% = -1
IF x19% < 0 THEN
  PRINT "neg"
ELSEIF x19% = 0 THEN
  PRINT "zero"
ELSEIF x19% MOD 2 = 0 THEN
  PRINT "even"
ELSE
  PRINT "odd"
END IF
SELECT CASE x19%
  CASE IS < 0: PRINT "a"
  CASE 0, 1: PRINT "b"
  CASE 2 TO 5: PRINT "c"
  CASE 6: PRINT "d"
  CASE ELSE: PRINT "e"
END SELECT
k19% = 0
DO
  k19% = k19% + 1
  IF k19% = 1 THEN EXIT DO
LOOP WHILE k19% < 2
PRINT k19%
k19% = 2: DO UNTIL k19% >= 4: k19% = k19% + 1: LOOP: PRINT k19%
k19% = 0: WHILE k19% < 4: k19% = k19% + 1: WEND: PRINT k19%
FOR k19% = 1 TO 10: IF k19% = 2 THEN EXIT FOR
NEXT
PRINT k19%
ON 3 GOSUB g19a, g19b, g19c: PRINT "back"
GOTO g19z
g19a: PRINT "A": RETURN
g19b: PRINT "B": RETURN
g19c: PRINT "C": RETURN
g19z:
PRINT "#20"
DIM f20%(3)
e20% = 32767 + 3: PRINT "after"; ERR
e20% = 32767 + 3: PRINT "after"; ERR
CLOSE: PRINT #2, "x": PRINT "after"; ERR
PRINT "#21"
OPEN "F21.DAT" FOR OUTPUT AS #1
PRINT #1, -359; "xyz123"
WRITE #1, -359, "xyz123", 12.5
PRINT #1, "line two"
CLOSE #1
OPEN "F21.DAT" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1
OPEN "F21.DAT" FOR INPUT AS #1
INPUT #1, fa21%, fb21$
PRINT fa21%; "[" + fb21$ + "]"; EOF(1)
LINE INPUT #1, fl21$: PRINT "[" + fl21$ + "]"
DO WHILE NOT EOF(1): LINE INPUT #1, fl21$: PRINT "[" + fl21$ + "]": LOOP
PRINT LOF(1); EOF(1)
CLOSE #1
OPEN "G21.DAT" FOR BINARY AS #2
bi21% = -18576: PUT #2, , bi21%: bs21$ = "xyz123": PUT #2, , bs21$
PRINT LOF(2); LOC(2); SEEK(2)
bi21% = 0: GET #2, 1, bi21%: PRINT bi21%; LOC(2)
bs21$ = SPACE$(1): GET #2, , bs21$: PRINT "[" + bs21$ + "]"; LOC(2)
CLOSE #2
OPEN "G21.DAT" FOR RANDOM AS #3 LEN = 6
FIELD #3, 2 AS fx21$, 4 AS fy21$
LSET fx21$ = MKI$(937): RSET fy21$ = "xyz": PUT #3, 2
GET #3, 1: PRINT CVI(fx21$); "[" + fy21$ + "]"; LOF(3); LOC(3)
CLOSE #3
KILL "G21.DAT"
KILL "F21.DAT"
PRINT "#22"
x22! = 84: y22! = 10: q22! = x22! / y22!
PRINT q22!; STR$(q22!); q22! * 100; -q22!
PRINT USING "###.####"; q22!; q22! * 671
PRINT VAL("437.3080"); CINT(q22! * 25)
z22# = CDBL(84) / 10#: PRINT z22#; CSNG(z22#)
PRINT "#23"
RESTORE d23
READ r23x0%, r23x1$, r23x2$, r23x3!, r23x4$, r23x5%, r23x6!
PRINT r23x0%; "[" + r23x1$ + "]"; "[" + r23x2$ + "]"; r23x3!; "[" + r23x4$ + "]"; r23x5%; r23x6!
RESTORE d23: READ r23x0%: PRINT r23x0%
GOTO e23
d23:
DATA 76,"a, b",plain text,100.5,,&HF,1E3
e23:
PRINT "#24"
v24x0% = 7
v24x1& = 70000
v24x2! = 3.5!
v24x3# = (-3.5#)
v24x0% = ((v24x0% * v24x0%) AND (v24x0% OR 13)): PRINT v24x0%;
PRINT v24x2!
PRINT (((SGN((-77028))) >= (v24x0% EQV v24x1&)))
PRINT "#25"
b25% = 255
w25% = b25% * 2: PRINT w25%;
w25% = -b25%: PRINT w25%;
PRINT
c25& = 65536
z25& = c25& + 1: PRINT z25&;
z25& = c25& - 1: PRINT z25&;
z25& = c25& * 2: PRINT z25&;
z25& = c25& \ 2: PRINT z25&;
PRINT
PRINT CINT(3.5); CLNG(3.5); INT(3.5); FIX(3.5)
PRINT "#26"
PRINT STR$(21496); STR$(3.5); LEN(STR$(21496))
PRINT VAL("12abc"); VAL("21496")
PRINT HEX$(21496); " "; OCT$(21496); " "; ASC(" ~"); CHR$(68)
PRINT CVI(MKI$(21496)); CVL(MKL$(64488)); CVS(MKS$(3.5)); CVD(MKD$(3.5))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(145))
PRINT CSNG(21496); CDBL(3.5); CINT(4.25)
PRINT "#27"
s27x0$ = CHR$(70)
s27x1$ = MID$(LEFT$("World", 5), 4)
PRINT "[" + s27x0$ + "]"
PRINT (OCT$(2488) < "HELLO"); (OCT$(2488) = "HELLO"); (OCT$(2488) >= "HELLO")
MID$(s27x0$, 1, 3) = "##": PRINT "[" + s27x0$ + "]"
PRINT "#28"
PRINT 3.5;
PRINT 100000; -0.25
PRINT -70425; -0.25
PRINT "a"; TAB(15); "b"; SPC(5); "c"
PRINT 1, 2, 3; "x"
PRINT USING "#.##-"; -0.5
PRINT USING "####"; 1
PRINT USING "**##.#"; 12345
PRINT USING "\ \"; "abcdef"
PRINT USING "## & ##.#"; 40; "and"; 33.75
PRINT USING "#.#"; 12.5
PRINT "#29"
DIM a29$(-2 TO 2)
FOR i29% = -2 TO 2: a29$(i29%) = CHR$(65 + i29% - (-2)): NEXT i29%
FOR i29% = 2 TO -2 STEP -2: PRINT a29$(i29%);: NEXT i29%: PRINT
PRINT LBOUND(a29$); UBOUND(a29$)
DIM m29%(1 TO 3, 1 TO 3)
FOR i29% = LBOUND(m29%, 1) TO UBOUND(m29%, 1): FOR j29% = LBOUND(m29%, 2) TO UBOUND(m29%, 2): m29%(i29%, j29%) = i29% * 10 + j29%: NEXT j29%, i29%
PRINT m29%(1, 2); UBOUND(m29%, 1); LBOUND(m29%, 2)
REDIM d29%(2): d29%(1) = 7: PRINT d29%(1); UBOUND(d29%)
REDIM d29%(8): PRINT d29%(1); UBOUND(d29%)
ERASE a29$: PRINT a29$(-2) = ""
a29$(3) = "x"
PRINT "#30"
DIM p30 AS R30, q30 AS R30, arr30(3) AS R30
p30.i = -867: p30.l = 75689: p30.s = 0.0625: p30.d = 3.5#
p30.t = "mid"
PRINT p30.i; p30.l; p30.s; p30.d; "[" + p30.t + "]"; LEN(p30.t); LEN(p30)
q30 = p30: q30.i = q30.i + 1: arr30(2) = q30
PRINT p30.i; q30.i; arr30(2).i; arr30(1).i; "[" + arr30(2).t + "]"
arr30(1).t = "xxxxxxx": PRINT arr30(1).t
PRINT "#31"
u31% = -7: t31$ = " pad "
CALL Bump31(u31%, t31$): PRINT u31%; t31$
CALL Bump31((u31%), (t31$)): PRINT u31%; t31$
Bump31 u31%, t31$: PRINT u31%
PRINT Fact31&(11)
y31# = 0.5: PRINT Twice31#(y31#); y31#; Twice31#((y31#)); y31#
CALL Count31: Count31: CALL Count31: PRINT g31%
PRINT "#32"
FOR k32% = 5 TO 1 STEP 1: PRINT k32%;: NEXT: PRINT k32%
FOR q32! = -1 TO 3 STEP 0.25: PRINT q32!;: NEXT q32!: PRINT
x32% = 0
IF x32% < 0 THEN
  PRINT "neg"
ELSEIF x32% = 0 THEN
  PRINT "zero"
ELSEIF x32% MOD 2 = 0 THEN
  PRINT "even"
ELSE
  PRINT "odd"
END IF
SELECT CASE x32%
  CASE IS < 0: PRINT "a"
  CASE 0, 1: PRINT "b"
  CASE 2 TO 5: PRINT "c"
  CASE 8: PRINT "d"
  CASE ELSE: PRINT "e"
END SELECT
k32% = 0
DO
  k32% = k32% + 1
  IF k32% = 2 THEN EXIT DO
LOOP WHILE k32% < 6
PRINT k32%
k32% = 2: DO UNTIL k32% >= 4: k32% = k32% + 1: LOOP: PRINT k32%
k32% = 0: WHILE k32% < 4: k32% = k32% + 1: WEND: PRINT k32%
FOR k32% = 1 TO 10: IF k32% = 11 THEN EXIT FOR
NEXT
PRINT k32%
ON 2 GOSUB g32a, g32b, g32c: PRINT "back"
GOTO g32z
g32a: PRINT "A": RETURN
g32b: PRINT "B": RETURN
g32c: PRINT "C": RETURN
g32z:
PRINT "#33"
DIM f33%(3)
e33$ = STRING$(-1, 65): PRINT "after"; ERR
e33% = 10 \ 0: PRINT "after"; ERR
e33! = LOG(0): PRINT "after"; ERR
PRINT "#34"
OPEN "F34.DAT" FOR OUTPUT AS #1
PRINT #1, 503; "A"
WRITE #1, 503, "A", 10.25
PRINT #1, "line two"
CLOSE #1
OPEN "F34.DAT" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1
OPEN "F34.DAT" FOR INPUT AS #1
INPUT #1, fa34%, fb34$
PRINT fa34%; "[" + fb34$ + "]"; EOF(1)
LINE INPUT #1, fl34$: PRINT "[" + fl34$ + "]"
DO WHILE NOT EOF(1): LINE INPUT #1, fl34$: PRINT "[" + fl34$ + "]": LOOP
PRINT LOF(1); EOF(1)
CLOSE #1
OPEN "G34.DAT" FOR BINARY AS #2
bi34% = 17714: PUT #2, , bi34%: bs34$ = "A": PUT #2, , bs34$
PRINT LOF(2); LOC(2); SEEK(2)
bi34% = 0: GET #2, 1, bi34%: PRINT bi34%; LOC(2)
bs34$ = SPACE$(3): GET #2, , bs34$: PRINT "[" + bs34$ + "]"; LOC(2)
CLOSE #2
OPEN "G34.DAT" FOR RANDOM AS #3 LEN = 6
FIELD #3, 2 AS fx34$, 4 AS fy34$
LSET fx34$ = MKI$(-305): RSET fy34$ = "A": PUT #3, 3
GET #3, 1: PRINT CVI(fx34$); "[" + fy34$ + "]"; LOF(3); LOC(3)
CLOSE #3
KILL "G34.DAT"
KILL "F34.DAT"
PRINT "#35"
x35! = 28: y35! = 10: q35! = x35! / y35!
PRINT q35!; STR$(q35!); q35! * 1000; -q35!
PRINT USING "###.####"; q35!; q35! * 540
PRINT VAL("778.1626"); CINT(q35! * 72)
z35# = CDBL(28) / 10#: PRINT z35#; CSNG(z35#)
PRINT "#36"
RESTORE d36
READ r36x0%, r36x1$, r36x2$, r36x3!, r36x4$, r36x5%, r36x6!
PRINT r36x0%; "[" + r36x1$ + "]"; "[" + r36x2$ + "]"; r36x3!; "[" + r36x4$ + "]"; r36x5%; r36x6!
RESTORE d36: READ r36x0%: PRINT r36x0%
GOTO e36
d36:
DATA -11,"a, b",plain text,0.125,,&H0,1E3
e36:
PRINT "#37"
v37x0% = 0
v37x1& = 65536
v37x2! = 6!
v37x3# = 2.75#
PRINT ((v37x0% XOR v37x0%) XOR (100 IMP v37x0%))
PRINT ((v37x3# + v37x3#) * (.25# ^ 2))
PRINT (13 MOD 1000)
PRINT "#38"
b38% = 32767
w38% = b38% + -1: PRINT w38%;
w38% = b38% * 2: PRINT w38%;
PRINT
c38& = -2147483647
z38& = c38& + 1: PRINT z38&;
z38& = c38& - 1: PRINT z38&;
z38& = c38& * 2: PRINT z38&;
z38& = c38& \ 2: PRINT z38&;
PRINT
PRINT CINT(32766.5); CLNG(32766.5); INT(32766.5); FIX(32766.5)
PRINT "#39"
PRINT STR$(24379); STR$(7.75); LEN(STR$(24379))
PRINT VAL("&H1F"); VAL("24379")
PRINT HEX$(24379); " "; OCT$(24379); " "; ASC("0"); CHR$(82)
PRINT CVI(MKI$(24379)); CVL(MKL$(73137)); CVS(MKS$(7.75)); CVD(MKD$(7.75))
PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(212))
PRINT CSNG(24379); CDBL(7.75); CINT(8.25)
PRINT "#40"
s40x0$ = STRING$(3, "ab")
s40x1$ = STRING$(3, "ab")
PRINT ASC("  lead")
PRINT "[" + CHR$(111) + "]"
PRINT (RTRIM$(MID$(MID$("", 7), 5, 3)) < "a,b"); (RTRIM$(MID$(MID$("", 7), 5, 3)) = "a,b"); (RTRIM$(MID$(MID$("", 7), 5, 3)) >= "a,b")
END
trap: PRINT "E"; ERR: RESUME NEXT
SUB Bump5 (x AS INTEGER, s AS STRING)
  x = x + 9: s = s + "!"
END SUB
FUNCTION Fact5& (m AS INTEGER)
  IF m <= 1 THEN Fact5& = 1 ELSE Fact5& = m * Fact5&(m - 1)
END FUNCTION
FUNCTION Twice5# (y#)
  y# = y# * 2
  Twice5# = y# + 0.5
END FUNCTION
SUB Count5 STATIC
  c% = c% + 1
  g5% = g5% + 10
  PRINT c%;
END SUB
SUB Bump18 (x AS INTEGER, s AS STRING)
  x = x + 1: s = s + "!"
END SUB
FUNCTION Fact18& (m AS INTEGER)
  IF m <= 1 THEN Fact18& = 1 ELSE Fact18& = m * Fact18&(m - 1)
END FUNCTION
FUNCTION Twice18# (y#)
  y# = y# * 2
  Twice18# = y# + 0.5
END FUNCTION
SUB Count18 STATIC
  c% = c% + 1
  g18% = g18% + 10
  PRINT c%;
END SUB
SUB Bump31 (x AS INTEGER, s AS STRING)
  x = x + 1: s = s + "!"
END SUB
FUNCTION Fact31& (m AS INTEGER)
  IF m <= 1 THEN Fact31& = 1 ELSE Fact31& = m * Fact31&(m - 1)
END FUNCTION
FUNCTION Twice31# (y#)
  y# = y# * 2
  Twice31# = y# + 1.5
END FUNCTION
SUB Count31 STATIC
  c% = c% + 1
  g31% = g31% + 10
  PRINT c%;
END SUB
