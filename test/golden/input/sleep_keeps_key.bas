' expected: KB Q36397 "Must Use A$=INKEY$ after SLEEP to Clear Keyboard Buffer": SLEEP ends on a key
' press but leaves the key in the buffer, so INKEY$ (or INPUT) reads it afterwards.
SLEEP
k$ = INKEY$
PRINT "["; k$; "]"
SLEEP
INPUT a$
PRINT a$
