' expected: QB4.5 help, "SELECT CASE Statement": the first matching CASE runs (values, TO ranges,
' IS comparisons, lists); CASE ELSE when none matches; strings compare as strings.
FOR n = 0 TO 6
  SELECT CASE n
    CASE 0: PRINT "zero";
    CASE 1, 3: PRINT "one or three";
    CASE 2 TO 4: PRINT "two to four";
    CASE IS >= 6: PRINT "six+";
    CASE ELSE: PRINT "else";
  END SELECT
  PRINT ","; 
NEXT
PRINT
FOR i = 1 TO 3
  READ w$
  SELECT CASE w$
    CASE "apple": PRINT "fruit"
    CASE "b" TO "d": PRINT "b..d "; w$
    CASE ELSE: PRINT "other "; w$
  END SELECT
NEXT
DATA apple, carrot, zebra
