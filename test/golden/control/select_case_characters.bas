' expected: QB4.5 help, "SELECT CASE Statement" and "Relational Operators": strings compare character by
' character by their codes, and a string that is the start of another is less than it; the first CASE
' that holds runs. Here every one-character string (all 256 codes) and longer ones against values, a range
' whose bound is longer than one character, IS relations and the empty string.
DIM n(6)
FOR c = 0 TO 255
  SELECT CASE CHR$(c)
    CASE "a", "e", "i", "o", "u": a = 1
    CASE "0" TO "9": a = 2
    CASE "A" TO "Mz": a = 3
    CASE IS >= "x": a = 4
    CASE "": a = 5
    CASE ELSE: a = 6
  END SELECT
  n(a) = n(a) + 1
  IF c >= 32 AND c < 127 THEN t$ = t$ + MID$("vduleo", a, 1)
NEXT c
FOR i = 1 TO 6: PRINT n(i);: NEXT i
PRINT
PRINT t$
FOR j = 1 TO 7
  READ w$
  SELECT CASE w$
    CASE "a", "e", "i", "o", "u": PRINT "vowel ";
    CASE "0" TO "9": PRINT "digitish ";
    CASE "A" TO "Mz": PRINT "upper ";
    CASE IS >= "x": PRINT "late ";
    CASE "": PRINT "empty ";
    CASE ELSE: PRINT "other ";
  END SELECT
NEXT j
PRINT
DATA "ab", "12", "Mz", "Mza", "", "xylophone", "Hello"
