' bench sieve: the sieve of Eratosthenes on an INTEGER array of 16001 flags, repeated.
DEFINT A-Z
CONST SIZE = 60 ' bench:size (repetitions)
CONST N = 16000
DIM flags(N) AS INTEGER
FOR r = 1 TO SIZE
  count = 0
  FOR i = 2 TO N
    flags(i) = -1
  NEXT i
  FOR i = 2 TO N
    IF flags(i) THEN
      count = count + 1
      FOR k = i + i TO N STEP i
        flags(k) = 0
      NEXT k
    END IF
  NEXT i
NEXT r
PRINT count
