' expected: IBM PC AT Technical Reference: port 60h is the keyboard controller's output, the scan code
' of the last key whatever the BIOS buffer holds; reading the key with INKEY$ (which takes it out of
' the BIOS buffer) does not change the port. A key's make code (Esc 01h, Up 48h, A 1Eh) comes when it
' is pressed, its break code (+80h) when released; each scripted key is one press and release.
DO
  k$ = INKEY$
  IF k$ <> "" THEN
    p = INP(&H60)
    PRINT LEN(k$); ASC(RIGHT$(k$, 1)); p; INP(&H60)
    IF p = 1 THEN EXIT DO
  END IF
LOOP
k$ = INPUT$(1)
PRINT k$; INP(&H60)
