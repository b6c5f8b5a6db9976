' expected: Microsoft Mouse Programmer's Reference (INT 33h function 0: AX = -1 with a mouse, BX = 2
' buttons; function 3: buttons in BX, x in CX (doubled in SCREEN 13), y in DX) and QB45 help, CALL ABSOLUTE:
' the arguments are passed by reference, the last one is the routine's offset in the DEF SEG segment.
' The routine below (written for this test) loads AX, BX, CX, DX from its four arguments, calls INT 33h and
' stores the registers back: push bp / mov bp,sp / ... / int 33h / ... / pop bp / retf 8.
' Other machine code stays Advanced feature unavailable.
SCREEN 13
m$ = ""
FOR i = 1 TO 57: READ h$: m$ = m$ + CHR$(VAL("&H" + h$)): NEXT
DEF SEG = VARSEG(m$)
a% = 0: CALL ABSOLUTE(a%, b%, c%, d%, SADD(m$))
PRINT a%; b%
DO
  a% = 3: CALL ABSOLUTE(a%, b%, c%, d%, SADD(m$))
LOOP UNTIL b% = 1
PRINT b%; c%; d%
n$ = CHR$(&HCB)
ON ERROR GOTO Trouble
CALL ABSOLUTE(a%, b%, c%, d%, SADD(n$))
DEF SEG
END
Trouble:
PRINT "error"; ERR
RESUME NEXT
DATA 55,89,E5,8B,5E,0C,8B,07,50,8B,5E,0A,8B,07,50,8B,5E,08,8B,0F,8B,5E,06,8B,17,5B,58
DATA 1E,07,CD,33,53,8B,5E,0C,89,07,58,8B,5E,0A,89,07,8B,5E,08,89,0F,8B,5E,06,89,17,5D
DATA CA,08,00
