' expected: QBasic help "DATA" / "READ": DATA belongs to the module; a READ inside a SUB takes the
' next item of the same list.
DECLARE SUB ReadOne ()
READ a
ReadOne
READ c
PRINT a; c
SUB ReadOne
  READ b
  PRINT "sub read"; b
END SUB
DATA 10, 20, 30
