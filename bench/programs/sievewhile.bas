' bench sievewhile: the classic 8191-flag sieve: DEFINT A-Z, FOR over the array, IF flags(i) THEN, a WHILE inner loop.
DEFINT A-Z
CONST SIZE = 60 ' bench:size (repetitions)
DIM flags(8190)
FOR iter = 1 TO SIZE
  count = 0
  FOR i = 0 TO 8190
    flags(i) = 1
  NEXT i
  FOR i = 0 TO 8190
    IF flags(i) THEN
      prime = i + i + 3
      k = i + prime
      WHILE k <= 8190
        flags(k) = 0
        k = k + prime
      WEND
      count = count + 1
    END IF
  NEXT i
NEXT iter
PRINT count
