' Expected image: a derivation from the documented rule (QBasic help, PALETTE; qbasic-facts.md):
' in SCREEN 13 PALETTE attr, 65536*blue + 256*green + red with each 0..63, shown as 8-bit (v<<2)|(v>>4);
' untouched attributes keep the VGA default palette (shared/reference). scripts/golden-derive.py.
SCREEN 13
LINE (0, 0)-(63, 99), 1, BF
LINE (64, 0)-(127, 99), 2, BF
LINE (128, 0)-(191, 99), 3, BF
LINE (192, 0)-(255, 99), 200, BF
LINE (256, 0)-(319, 99), 40, BF
LINE (0, 100)-(319, 199), 4, BF
PALETTE 1, 63
PALETTE 2, 63 * 256
PALETTE 3, 65536 * 63 + 256 * 32 + 16
PALETTE 200, 65536 * 10 + 256 * 20 + 30
