' expected: QBasic help "FUNCTION": string functions may recurse; each call has its own parameters.
DECLARE FUNCTION Rev$ (s$)
PRINT Rev$("recursion"); "|"; Rev$(""); "|"; Rev$("a")
FUNCTION Rev$ (s$)
  IF LEN(s$) <= 1 THEN
    Rev$ = s$
  ELSE
    Rev$ = Rev$(MID$(s$, 2)) + LEFT$(s$, 1)
  END IF
END FUNCTION
