' expected: QuickBASIC 4.5's own help examples DECL_EX.BAS (`DECLARE SUB Sort(A(1) AS SINGLE, ...)`) and
' TYPE_EX.BAS (`SUB BuildDeck(Deck(1) AS Card)`) give an array parameter a number in its brackets (the old
' count of dimensions), which is ignored. Parameters that differ only by suffix are two variables (QBasic
' help "Variable Names": a% and a$ are different variables). Output by PRINT rules.
TYPE Card
  v AS INTEGER
END TYPE
DECLARE SUB Deal (deck(1) AS Card, n AS INTEGER)
DECLARE SUB Two (a%, a$)
DIM d(3) AS Card
d(2).v = 7
Deal d(), 2
Two 3, "x"
END

SUB Deal (deck(1) AS Card, n AS INTEGER)
  PRINT deck(n).v; UBOUND(deck)
END SUB

SUB Two (a%, a$)
  PRINT a%; a$
END SUB
