' expected: QBasic help "STATIC Statement": variables named in STATIC inside a procedure keep their
' values between calls; the others are reset.
DECLARE FUNCTION NextId% ()
PRINT NextId%; NextId%; NextId%
FUNCTION NextId%
  STATIC id AS INTEGER
  tmp = tmp + 1
  id = id + tmp
  NextId% = id
END FUNCTION
