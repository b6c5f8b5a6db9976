' Expected output: QBasic 1.1 under DOSBox (the oracle). In PLAY, as in DRAW, a ';' goes with the number or
' note before it; at the start, after MB or after a VARPTR$ argument it is an Illegal function call.
ON ERROR GOTO failed
x% = 150: o% = 3: a$ = "C"
PLAY "MBT150;C": PLAY "MBT=" + VARPTR$(x%) + "C": PLAY "MBO=" + VARPTR$(o%) + "C": PLAY "MBC;D;"
PLAY "MBX" + VARPTR$(a$): PLAY "MBC ;"
PRINT "ok"
PLAY "MBT=" + VARPTR$(x%) + ";C": PRINT 1
PLAY "MB;C": PRINT 2
PLAY "MB;": PRINT 3
PLAY "MBX" + VARPTR$(a$) + ";": PRINT 4
END
failed: PRINT "error"; ERR: RESUME NEXT
