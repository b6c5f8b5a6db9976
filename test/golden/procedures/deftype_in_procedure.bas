' Expected output: QBasic 1.1 under DOSBox (the oracle). A DEFtype is positional in the source: one written
' inside a SUB holds on for the procedures after it (here sb's x is an INTEGER, as in DEFENDER.BAS, whose
' DECLAREs were written under the DEFINT a SUB carries).
DECLARE SUB sa ()
DECLARE SUB sb ()
x = 2.5: PRINT x
sa
sb
y = 3.5: PRINT y

DEFSNG A-Z
SUB sa
DEFINT A-Z
  x = 2.5: PRINT x
END SUB

SUB sb
  x = 2.5: PRINT x
END SUB
