' bench gotoskip: FOR loops as older listings write their bodies: line numbers, DEFINT A-Z, IF ... THEN n
' jumping ahead in the body and to the NEXT line, ON n GOTO to three lines that jump on to a common line.
DEFINT A-Z
CONST SIZE = 60 ' bench:size (passes over the array)
DIM A(999)
FOR I = 0 TO 999: A(I) = (I * 7) MOD 13: NEXT I
FOR R = 1 TO SIZE
  FOR I = 0 TO 999
10  IF A(I) = 0 THEN 50
20  ON A(I) MOD 3 + 1 GOTO 30, 32, 34
30  C0& = C0& + A(I): GOTO 40
32  C1& = C1& + 1: GOTO 40
34  C2& = C2& + 2
40  IF A(I) > 10 THEN 50
45  C3& = C3& + 1
50 NEXT I
NEXT R
PRINT C0&; C1&; C2&; C3&
