' Expected output: QBasic 1.1 under DOSBox (the oracle). In DRAW a ';' goes with the number before it (or a
' move's missing one); anywhere else it is an Illegal function call: at the start, after another ';', after
' B or N, after a VARPTR$ argument. C, A and S need a number; TA does not.
ON ERROR GOTO failed
SCREEN 13
n% = 20: a$ = "R5"
DRAW "BM10,10 R10;": DRAW "BM10,10 ;R10": DRAW "BM10,10 R10 ; D10": DRAW "R10; "
DRAW "BM10,10 U;R5": DRAW "BM10,10 A1;": DRAW "BM10,10 TA30;A0": DRAW "BM10,10 P1,2;"
DRAW "BM10,10 M10 ;,20": DRAW "BM10,10 NU;": DRAW "BM10,10 TA;R5": DRAW "BM10,10 C 4;R5"
DRAW "R=" + VARPTR$(n%): DRAW "X" + VARPTR$(a$) + " D5": DRAW "R=" + VARPTR$(n%) + "D5"
PRINT "ok"
DRAW ";": PRINT 1
DRAW " ; R5": PRINT 2
DRAW "BM10,10 R10;;": PRINT 3
DRAW "BM10,10 B;R5": PRINT 4
DRAW "BM10,10 N;R5": PRINT 5
DRAW "X" + VARPTR$(a$) + " ;": PRINT 6
DRAW "R=" + VARPTR$(n%) + ";": PRINT 7
DRAW "BM10,10 C;": PRINT 8
DRAW "BM10,10 A;R5": PRINT 9
DRAW "BM10,10 S;R5": PRINT 10
PRINT POINT(0); POINT(1)
END
failed: PRINT "error"; ERR: RESUME NEXT
