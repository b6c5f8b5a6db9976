10 ' bench linenum: an older listing: line numbers, default types, DEF FN, GOSUB, single-line IF ... THEN ... ELSE
20 CONST SIZE = 200 ' bench:size (rounds)
30 DEF FNW (V) = (V * 3 + 1) MOD 1000
40 T = 0: U = 0
50 FOR R = 1 TO SIZE
60 FOR I = 1 TO 5000
70 GOSUB 1000
80 NEXT I
90 NEXT R
100 PRINT T; U
110 END
1000 X = FNW(I + R)
1010 IF X > 500 THEN T = T + 1 ELSE T = T - 1 + (X AND 3)
1020 IF T > 100000 THEN T = T - 100000: U = U + 1
1030 RETURN
