' expected: QBasic help "STRING * n" and KB Q35245 / Q27631: an unassigned fixed-length string
' holds n CHR$(0) bytes; assigning pads with spaces or truncates to n characters; the padding
' takes part in comparisons and concatenation. QB64-PE agrees.
DIM s AS STRING * 5
PRINT ASC(s); ASC(RIGHT$(s, 1)); LEN(s); LEN(RTRIM$(s))
s = ""
PRINT "["; s; "]"; LEN(RTRIM$(s))
s = "ab"
PRINT "["; s; "]"; LEN(s)
PRINT s = "ab"; RTRIM$(s) = "ab"; s = "ab   "
s = "abcdefg"
PRINT "["; s; "]"
PRINT s + "!"
