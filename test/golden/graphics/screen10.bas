' expected: QB45 help, "SCREEN Statement Details": SCREEN 10 is 640 x 350 graphics on a monochrome EGA,
' 80 x 25 or 80 x 43 text, 4 attributes (0-3), 9 pseudo-colours (PALETTE colours 0-8), 2 pages with
' 256K; COLOR foreground 0-3; POINT outside the screen is -1. PEN: no light pen, so PEN(n) reads 0 (this
' interpreter's documented choice), and n outside 0-9 is Illegal function call.
ON ERROR GOTO Trouble
SCREEN 10
PSET (639, 349), 3
PRINT POINT(639, 349); POINT(640, 349); POINT(0, 350)
LINE (0, 20)-(100, 40), 2, BF
PRINT POINT(50, 30)
PALETTE 1, 8
PALETTE 1, 9
COLOR 3
COLOR 4
SCREEN 10, , 1, 1
SCREEN 10, , 2, 2
WIDTH 80, 43
LOCATE 43, 1: PRINT "row 43";
LOCATE 1, 1
PRINT PEN(0); PEN(9)
PRINT PEN(10)
END
Trouble:
PRINT "error"; ERR
RESUME NEXT
