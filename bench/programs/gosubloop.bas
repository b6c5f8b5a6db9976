' bench gosubloop: the xorloop work as an older listing writes it with a subroutine: FOR loops that GOSUB a line-numbered subroutine for every step.
DEFINT A-Z
CONST SIZE = 60 ' bench:size (repetitions of 30000 GOSUBs)
FOR R = 1 TO SIZE
  FOR I = 1 TO 30000
    GOSUB 1000
  NEXT I
NEXT R
PRINT X
PRINT C
END
1000 X = X XOR (I + R)
1010 C = C + (X AND 255): IF C > 30000 THEN C = C - 30000
1020 RETURN
