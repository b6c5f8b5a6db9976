' expected: QBasic help "CALL": an expression passed to an INTEGER parameter is converted (rounded
' half to even, KB Q28855); a variable of another type than the parameter is "Type mismatch" at
' compile time, so only expressions are used here.
DECLARE SUB ShowInt (n AS INTEGER)
ShowInt 2.5
ShowInt 3.5
ShowInt 7 / 2
SUB ShowInt (n AS INTEGER)
  PRINT n;
END SUB
