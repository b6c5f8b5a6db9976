' bench charscan: a string scanned character by character as listings scan input: no DEFINT (SINGLE
' counters), c$ = MID$(s$, i, 1), a SELECT CASE on c$ with a list of ten vowels, a range "0" TO "9" and
' CASE ELSE, counts per class.
CONST SIZE = 200 ' bench:size (scans)
s$ = ""
FOR i = 1 TO 40: s$ = s$ + "Hello, World 123! ": NEXT i
FOR r = 1 TO SIZE
  v = 0: d = 0: o = 0
  FOR i = 1 TO LEN(s$)
    c$ = MID$(s$, i, 1)
    SELECT CASE c$
      CASE "a", "e", "i", "o", "u", "A", "E", "I", "O", "U": v = v + 1
      CASE "0" TO "9": d = d + 1
      CASE ELSE: o = o + 1
    END SELECT
  NEXT i
NEXT r
PRINT v; d; o
