' expected: QBasic help "MID$ Statement" and "STRING * n": MID$ replaces characters of a
' fixed-length string in place; the length stays n.
DIM s AS STRING * 6
s = "abc"
MID$(s, 4) = "XYZW"
PRINT "["; s; "]"
MID$(s, 1, 2) = "12345"
PRINT "["; s; "]"; LEN(s)
