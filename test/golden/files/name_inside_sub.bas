' expected: QBasic help "NAME": NAME renames a file, here inside a SUB (the statement that shares its
' keyword with a name caught the compiler's first walk of the program out once); the SUB is called twice.
DECLARE SUB Rotate (from$, to$)
OPEN "A.TXT" FOR OUTPUT AS #1: PRINT #1, "kept": CLOSE #1
Rotate "A.TXT", "B.TXT"
Rotate "B.TXT", "C.TXT"
OPEN "C.TXT" FOR INPUT AS #1
LINE INPUT #1, t$: PRINT t$
CLOSE #1

SUB Rotate (from$, to$)
  NAME from$ AS to$
  PRINT from$; " -> "; to$
END SUB
