' expected: QBasic help HEX$/OCT$ and qbasic-facts.md "Numbers": an INTEGER argument gives its 16-bit
' two's complement (HEX$(-1) = "FFFF"), a LONG its 32-bit one; the argument is rounded first.
' Cross-checked with QB64-PE.
PRINT HEX$(255); " "; HEX$(-1); " "; HEX$(&H8000); " "; HEX$(0); " "; HEX$(2.5)
PRINT HEX$(65535); " "; HEX$(-1&); " "; HEX$(65536); " "; HEX$(-32769)
PRINT OCT$(8); " "; OCT$(-1); " "; OCT$(511); " "; OCT$(-1&)
