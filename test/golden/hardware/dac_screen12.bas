' expected: IBM VGA Technical Reference (DAC ports 3C7h read index, 3C8h write index, 3C9h data: red, green,
' blue, 6 bits each, the index moving on after blue) and the VGA BIOS mode 12h attribute controller
' (attributes 0-5 and 7 show DAC entries 0-5 and 7, attribute 6 entry 20, 8-15 entries 56-63): in SCREEN 12
' attribute 1 turns red through entry 1, attribute 8 green through entry 56, and entry 8 shows nowhere.
' The PNG was made from that description (left half 255,0,0, right half 0,255,0), not by this program.
SCREEN 12
LINE (0, 0)-(319, 479), 1, BF
LINE (320, 0)-(639, 479), 8, BF
OUT &H3C8, 1: OUT &H3C9, 63: OUT &H3C9, 0: OUT &H3C9, 0
OUT &H3C8, 56: OUT &H3C9, 0: OUT &H3C9, 63: OUT &H3C9, 0
OUT &H3C8, 8: OUT &H3C9, 63: OUT &H3C9, 63: OUT &H3C9, 0
