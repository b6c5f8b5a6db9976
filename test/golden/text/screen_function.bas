' expected: QBasic help "SCREEN Function": SCREEN(row, col) is the character code shown there;
' SCREEN(row, col, 1) its colour attribute (foreground + 16 * background).
CLS
COLOR 14, 1
LOCATE 2, 3
PRINT "Q";
COLOR 7, 0
LOCATE 4, 1
PRINT SCREEN(2, 3); SCREEN(2, 3, 1); SCREEN(1, 1)
