' Sound: a scale with SOUND, then a tune with PLAY's music language
CLS
PRINT "A scale with SOUND"
FOR note = 0 TO 7
  READ hz
  PRINT hz;
  SOUND hz, 3
NEXT
PRINT
PRINT "A tune with PLAY"
PLAY "T160 O3 L8 E E F G G F E D C C D E L4 E. L8 D L2 D"
PRINT "The end"
DATA 262, 294, 330, 349, 392, 440, 494, 523
