' Graphics: SCREEN 13, 256 colours, lines, circles and a filled box
SCREEN 13
FOR i = 0 TO 99
  LINE (160, 100)-(i * 3.2, 0), 32 + i MOD 72
  LINE (160, 100)-(319 - i * 3.2, 199), 32 + i MOD 72
NEXT
FOR r = 10 TO 90 STEP 10
  CIRCLE (160, 100), r, 15
NEXT
LINE (120, 90)-(200, 110), 1, BF
LOCATE 13, 17: PRINT "QBasic"
