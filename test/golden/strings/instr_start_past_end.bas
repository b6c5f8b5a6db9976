' expected: QBasic help "INSTR": a start position greater than the string length gives 0, even for
' an empty search string. QB64-PE agrees.
PRINT INSTR(6, "hello", ""); INSTR(7, "hello", ""); INSTR(5, "hello", "o"); INSTR(5, "hello", "lo")
