' expected: QBasic help (ABS SGN INT FIX SQR SIN COS TAN ATN EXP LOG); SINGLE results printed with
' 7 significant digits (qbasic-facts.md "Printing numbers").
PRINT ABS(-3.5); SGN(-3); SGN(0); SGN(7.2)
PRINT INT(2.7); INT(-2.5); INT(-0.5); FIX(2.7); FIX(-2.5)
PRINT SQR(16); SQR(2)
PRINT SIN(0); COS(0); TAN(0); ATN(1) * 4
PRINT EXP(0); EXP(1); LOG(1)
