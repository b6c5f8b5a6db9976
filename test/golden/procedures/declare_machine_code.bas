' expected: the DECLAREs QuickBASIC 4.5's QB.BI gives the built-in machine-code routines (register
' records for INTERRUPT/INTERRUPTX, `AS ANY` in other include files) are accepted; a declared SUB may be
' called without CALL (QB45 help "CALL Statement"). Nothing here reaches the routines themselves.
TYPE RegType
  ax AS INTEGER
  bx AS INTEGER
END TYPE
DECLARE SUB ABSOLUTE (address AS INTEGER)
DECLARE SUB INTERRUPT (intnum AS INTEGER, inregs AS RegType, outregs AS RegType)
DECLARE SUB INTERRUPTX (intnum AS INTEGER, inregs AS ANY, outregs AS ANY)
DIM code%(10), r AS RegType
IF code%(0) = 1 THEN ABSOLUTE VARPTR(code%(0)): INTERRUPT &H33, r, r
PRINT "declared"
