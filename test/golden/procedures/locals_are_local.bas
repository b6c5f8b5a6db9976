' expected: QBasic help "SUB": variables in a procedure are local unless SHARED; a module-level
' variable of the same name is a different variable. Locals start at 0 on every call.
DECLARE SUB Test ()
x = 5
Test
Test
PRINT x
SUB Test
  PRINT x;
  x = x + 1
  PRINT x
END SUB
