' expected: IBM PC AT Technical Reference: port 60h holds the scan code of the last key, its make code when
' pressed (A is 1Eh, Esc 01h) and the break code (make code + 80h) once released; the BIOS data area at
' 0:41Ah / 0:41Ch holds the keyboard buffer's head and tail, equal when it is empty, so POKE &H41A,
' PEEK(&H41C) empties it (a common idiom); 0:46Ch counts the timer's ticks since midnight, 18.2 a second.
DEF SEG = 0
DO: k = INP(&H60): LOOP UNTIL k = &H1E
PRINT "make"; k
PRINT "waiting"; PEEK(&H41A) <> PEEK(&H41C)
POKE &H41A, PEEK(&H41C)
PRINT "after clearing"; PEEK(&H41A) <> PEEK(&H41C)
t = PEEK(&H46C)
DO: LOOP UNTIL PEEK(&H46C) <> t
PRINT "tick"
DO: LOOP UNTIL INP(&H60) = 1
PRINT "esc, then break code"; INP(&H60)
DEF SEG
