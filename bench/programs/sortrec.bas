' bench sortrec: an insertion sort of TYPE records (an INTEGER key and a STRING * 6 name) by key, whole
' records copied (t = e(i), e(j + 1) = e(j)), default-typed counters; a checksum of keys and names.
TYPE Entry
  score AS INTEGER
  nm AS STRING * 6
END TYPE
CONST SIZE = 20 ' bench:size (sorts)
CONST N = 400
DIM e(1 TO N) AS Entry, t AS Entry
FOR r = 1 TO SIZE
  FOR i = 1 TO N
    e(i).score = (i * 7919 + r * 13) MOD 1000
    e(i).nm = CHR$(65 + i MOD 26) + LTRIM$(STR$(i))
  NEXT i
  FOR i = 2 TO N
    t = e(i)
    j = i - 1
    DO WHILE j >= 1
      IF e(j).score <= t.score THEN EXIT DO
      e(j + 1) = e(j)
      j = j - 1
    LOOP
    e(j + 1) = t
  NEXT i
  FOR i = 1 TO N
    c = (c * 3 + e(i).score + ASC(MID$(e(i).nm, 2, 1))) MOD 100003
  NEXT i
NEXT r
PRINT c
