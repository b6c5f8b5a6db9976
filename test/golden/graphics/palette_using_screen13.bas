' Expected image: a derivation from the documented rules (QBasic help, PALETTE USING; qbasic-facts.md):
' in SCREEN 13 PALETTE USING arr&(i) gives attributes 0..255 the colours arr&(i..i+255), each
' 65536*blue + 256*green + red with 0..63 shown as 8-bit (v<<2)|(v>>4), and -1 leaves an attribute as
' it was; untouched attributes keep the VGA default palette (shared/reference). scripts/golden-derive.py.
SCREEN 13
FOR i = 0 TO 7: LINE (i * 40, 0)-STEP(39, 99), i * 3 + 1, BF: NEXT i
FOR i = 0 TO 7: LINE (i * 40, 100)-STEP(39, 99), 100 + i, BF: NEXT i
DIM p&(300): FOR i = 0 TO 300: p&(i) = -1: NEXT i
FOR i = 0 TO 7: p&(10 + i * 3 + 1) = 65536 * (i * 9) + 256 * 63 + (63 - i * 9): NEXT i
p&(10 + 101) = 0: p&(10 + 103) = 65536 * 63 + 63
PALETTE 102, 256 * 32: PALETTE 107, 256 * 40
PALETTE USING p&(10)
