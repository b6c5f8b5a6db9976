' expected: REDIM PRESERVE keeps the values that are still in range (Microsoft BASIC PDS 7.1 and
' VBDOS help "REDIM"; QBasic 1.1 / QuickBASIC 4.5 do not have PRESERVE, accepted here as an
' extension). QB64-PE spells it REDIM _PRESERVE.
REDIM a(1 TO 3) AS INTEGER
a(1) = 10: a(2) = 20: a(3) = 30
REDIM PRESERVE a(1 TO 5) AS INTEGER
PRINT a(1); a(2); a(3); a(4); a(5)
REDIM PRESERVE a(1 TO 2) AS INTEGER
PRINT a(1); a(2); UBOUND(a)
