' Expected image: a derivation from KB Q44034: in SCREEN 13 a PAINT tile string holds one byte per row,
' each byte one pixel's attribute, so the tile is 1 pixel wide and screen row y uses byte (y MOD n).
' The box interior is x 11..59, y 11..39; row y gets CHR$ code tile[y MOD 3]. scripts/golden-derive.py.
SCREEN 13
LINE (10, 10)-(60, 40), 15, B
PAINT (20, 20), CHR$(1) + CHR$(4) + CHR$(14), 15
LINE (100, 10)-(150, 40), 15, B
PAINT (120, 20), CHR$(40) + CHR$(41), 15
