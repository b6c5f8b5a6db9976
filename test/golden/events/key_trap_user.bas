' expected: QB45 help, "ON KEY(n) Statement Details" and "KEY Statements": KEY n, CHR$(shift) + CHR$(scan
' code) makes keys 15-25 stand for a key (scan codes: space 57, A 30; shift state 0 for none, 1-3 for
' Shift); a trapped key is destroyed, so INKEY$ gets only the others. KEY 26 is Illegal function call.
KEY 15, CHR$(0) + CHR$(57)
KEY 16, CHR$(3) + CHR$(30)
ON KEY(15) GOSUB Space
ON KEY(16) GOSUB ShiftA
KEY(15) ON: KEY(16) ON
DO
  k$ = INKEY$
  IF k$ <> "" THEN seen$ = seen$ + k$
LOOP UNTIL LEN(seen$) = 2 AND spaces + shifted = 2
PRINT "INKEY$ saw "; seen$; ", space"; spaces; "Shift+A"; shifted
KEY 26, CHR$(0) + CHR$(57)
END

Space:
spaces = spaces + 1
RETURN

ShiftA:
shifted = shifted + 1
RETURN
