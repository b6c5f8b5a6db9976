' expected: QB4.5 help, "SWAP", "MID$ Statement", "LSET/RSET": SWAP exchanges values; MID$ replaces
' characters in place without changing the length; LSET/RSET justify within the current length.
a$ = "left": b$ = "right"
SWAP a$, b$
PRINT a$; " "; b$
x% = 1: y% = 2
SWAP x%, y%
PRINT x%; y%
s$ = "abcdef"
MID$(s$, 2, 3) = "XYZW"
PRINT s$
MID$(s$, 5) = "12345"
PRINT s$
f$ = SPACE$(6)
LSET f$ = "ab"
PRINT "["; f$; "]"
RSET f$ = "ab"
PRINT "["; f$; "]"
