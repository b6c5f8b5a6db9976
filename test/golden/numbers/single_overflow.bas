' expected: QBasic help "Overflow": a result too large for its type. SINGLE max is about 3.4E+38;
' 1E+38 * 10 overflows. PRINT of 1E+38 per qbasic-facts.md "Printing numbers".
x! = 1E+38
PRINT x!
y! = x! * 10
PRINT y!
