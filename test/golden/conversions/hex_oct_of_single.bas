' expected: QBasic help "HEX$ Function": the argument "is rounded to an integer or long integer before it
' is evaluated", so a SINGLE or DOUBLE that fits an INTEGER gives 16 bits (PC-BASIC 2.0 prints the first
' line and the first two items of the second exactly so) and one beyond it 32 bits, as a LONG does.
PRINT HEX$(-1!), OCT$(-8!), HEX$(-2.4), HEX$(-32768!)
PRINT HEX$(-1.6#), OCT$(-7.9), HEX$(-100000!), HEX$(-1&)
