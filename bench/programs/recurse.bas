' bench recurse: a recursive quicksort SUB over a SHARED SINGLE array, default types throughout, the
' bounds passed by reference as listings pass them; a checksum of sampled elements.
DECLARE SUB qsort (lo, hi)
CONST SIZE = 20 ' bench:size (sorts)
CONST N = 2000
DIM SHARED a(1 TO N)
FOR r = 1 TO SIZE
  seed = r
  FOR i = 1 TO N
    seed = (seed * 421 + 1) MOD 32768
    a(i) = seed
  NEXT i
  qsort 1, N
  c = (c + a(1) + a(N \ 2) * 3 + a(N) * 7) MOD 100000
NEXT r
PRINT c

SUB qsort (lo, hi)
  IF lo >= hi THEN EXIT SUB
  p = a((lo + hi) \ 2)
  i = lo: j = hi
  DO WHILE i <= j
    DO WHILE a(i) < p: i = i + 1: LOOP
    DO WHILE a(j) > p: j = j - 1: LOOP
    IF i <= j THEN SWAP a(i), a(j): i = i + 1: j = j - 1
  LOOP
  qsort lo, j
  qsort i, hi
END SUB
