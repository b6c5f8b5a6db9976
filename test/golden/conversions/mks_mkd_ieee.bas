' expected: QBasic help MKS$/MKD$ (QuickBASIC 4.x uses IEEE format; MKSMBF$ gives the old
' Microsoft Binary Format): 1! is bytes 00 00 80 3F, 1# is 00 00 00 00 00 00 F0 3F. QB64-PE agrees.
a$ = MKS$(1)
FOR i = 1 TO 4: PRINT HEX$(ASC(MID$(a$, i, 1))); " ";: NEXT
PRINT
b$ = MKD$(1)
FOR i = 1 TO 8: PRINT HEX$(ASC(MID$(b$, i, 1))); " ";: NEXT
PRINT
PRINT CVS(MKS$(1.5)); CVS(MKS$(-.1)); CVD(MKD$(1# / 3)); LEN(b$)
