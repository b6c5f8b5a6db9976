' expected: IBM VGA Technical Reference (DAC ports 3C7h read index, 3C8h write index, 3C9h data, 6-bit
' red, green, blue, the index moving on after blue) and the VGA BIOS palette: in the 16-colour EGA modes the
' DAC's first 64 entries hold the 64 EGA colours (bits rgbRGB), so entry 20 is brown (42, 21, 0) and 63
' white (63, 63, 63), entry 21 (42, 21, 42); SCREEN 9's attribute 6 (brown) shows entry 20, so writing entry 20 recolours it.
SCREEN 9
OUT &H3C7, 20
PRINT INP(&H3C9); INP(&H3C9); INP(&H3C9); INP(&H3C9); INP(&H3C9); INP(&H3C9)
OUT &H3C8, 20: OUT &H3C9, 10: OUT &H3C9, 20: OUT &H3C9, 30: OUT &H3C9, 1: OUT &H3C9, 2: OUT &H3C9, 3
OUT &H3C7, 20
PRINT INP(&H3C9); INP(&H3C9); INP(&H3C9); INP(&H3C9); INP(&H3C9); INP(&H3C9)
OUT &H3C7, 63
PRINT INP(&H3C9); INP(&H3C9); INP(&H3C9)
