' expected: QBasic help "SELECT CASE": the first CASE whose test matches runs, tests being values,
' `lo TO hi` ranges and `IS` relations; strings compare character by character by their codes (so "Z" <
' "a", "10" < "9", and a shorter string that starts a longer one comes first); a range whose lo is past
' its hi matches nothing; CASE ELSE runs when none matches.
DECLARE FUNCTION Kind$ (c$)
DECLARE FUNCTION Kind2$ (c$)
t$ = "Hello, World 123! zZ~" + CHR$(0) + CHR$(200) + "9"
FOR i = 1 TO LEN(t$)
  PRINT Kind$(MID$(t$, i, 1));
NEXT i
PRINT
FOR i = 1 TO LEN(t$)
  PRINT Kind2$(MID$(t$, i, 1));
NEXT i
PRINT
FOR Each = 1 TO 9
  READ w$
  SELECT CASE w$
    CASE "apple" TO "banana": PRINT w$; " early"
    CASE "cherry", "b" TO "c", "kiwi": PRINT w$; " middle"
    CASE "z" TO "a": PRINT w$; " never"
    CASE "10" TO "9": PRINT w$; " digits"
    CASE "": PRINT "(empty)"
    CASE ELSE: PRINT w$; " late"
  END SELECT
NEXT Each
DATA apple, apples, banana, bananas, cherry, kiwi, 5, "", zebra
' the first matching CASE wins, a range before a word or a word before a range
FOR i = 1 TO 4
  c$ = MID$("mAzq", i, 1)
  SELECT CASE c$
    CASE "a" TO "n": PRINT c$; "=first";
    CASE "m", "z": PRINT c$; "=second";
    CASE "A" TO "Z", "q": PRINT c$; "=third";
  END SELECT
NEXT i
PRINT
' the selector is evaluated once, before the tests
n = 0
SELECT CASE MID$("xyz", 2 + n, 1)
  CASE "a" TO "x": PRINT "low"
  CASE "y" TO "y": PRINT "y itself"
END SELECT
PRINT "done"
END

FUNCTION Kind$ (c$)
  SELECT CASE c$
    CASE "a", "e", "i", "o", "u", "A", "E", "I", "O", "U": Kind$ = "v"
    CASE "a" TO "z", "A" TO "Z": Kind$ = "c"
    CASE "0" TO "9": Kind$ = "d"
    CASE " ": Kind$ = "_"
    CASE ELSE: Kind$ = "p"
  END SELECT
END FUNCTION

FUNCTION Kind2$ (c$)
  SELECT CASE c$
    CASE "0" TO "9", IS < " ": Kind2$ = "^"
    CASE IS > "~": Kind2$ = "+"
    CASE ELSE: Kind2$ = Kind$(c$)
  END SELECT
END FUNCTION
