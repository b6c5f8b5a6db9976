' bench gotoloop: the xorloop work as an older listing writes it: line numbers, GOTO loops closed by single-line IFs.
DEFINT A-Z
CONST SIZE = 60 ' bench:size (repetitions of 30000 steps)
10 R = 1
20 I = 1
30 X = X XOR (I + R)
40 C = C + (X AND 255): IF C > 30000 THEN C = C - 30000
50 I = I + 1: IF I <= 30000 THEN 30
60 R = R + 1: IF R <= SIZE THEN 20
70 PRINT X
80 PRINT C
