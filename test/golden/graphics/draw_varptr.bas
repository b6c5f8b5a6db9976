' Expected image: QBasic 1.1 under DOSBox (oracle capture).
' DRAW's X and = commands take VARPTR$ strings (QBasic help, DRAW and VARPTR$); no ';' may follow one
' (an Illegal function call in QBasic 1.1: graphics/draw_semicolons).
SCREEN 13
a$ = "R10 D10 L10 U10": n% = 20: m% = -15: s% = 8: t% = 30: c% = 12: x% = 2
DRAW "BM20,20 C4 X" + VARPTR$(a$)
DRAW "BM60,20 C2 R=" + VARPTR$(n%) + " D=" + VARPTR$(n%)
DRAW "BM100,40 C3 U=" + VARPTR$(m%) + " R" + STR$(n%) + " L-5 D-10 E-5 F-4 G-3 H-6"
DRAW "BM140,20 C=" + VARPTR$(c%) + " S=" + VARPTR$(s%) + " R5 D5 S4 L5"
DRAW "BM200,40 C5 TA=" + VARPTR$(t%) + " R20 TA-45 R20 TA0 A=" + VARPTR$(x%) + " U5"
b$ = "C6 R10 D10 L10 U10 BR15 R5"
DRAW "BM20,80 X" + VARPTR$(b$) + " A1 X" + VARPTR$(a$) + " A2 X" + VARPTR$(a$) + " A3 X" + VARPTR$(a$) + " A0"
DRAW "BM100,80 C7 M+=" + VARPTR$(n%) + ",=" + VARPTR$(m%) + " NM-10,+10 BM+=" + VARPTR$(x%) + ",0 D8"
DRAW "BM160,100 C9 S2 R10 S8 R10 S16 U10 S4 TA90 R20 TA180 R10 TA270 R5 TA0"
DRAW "BM20,150 C10 R30 D20 L30 U20 BM+5,+5 P14,10"
DRAW "BM100,150 C11 R-10 U-10 M-5,-5 NR3 NL3 NU3 ND3 NE3 NF3 NG3 NH3"
PSET (250, 150), 13: DRAW "E10 F10 B R10 R5 N U5"
