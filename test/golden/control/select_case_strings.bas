' expected: QBasic help "SELECT CASE": string tests compare like the relational operators (ASCII).
DATA "apple", "Mango", "zebra", "kiwi", "b"
FOR i = 1 TO 5
  READ w$
  SELECT CASE w$
    CASE "apple", "b"
      PRINT w$; ": listed"
    CASE "a" TO "m"
      PRINT w$; ": a to m"
    CASE IS < "a"
      PRINT w$; ": uppercase first"
    CASE ELSE
      PRINT w$; ": else"
  END SELECT
NEXT
