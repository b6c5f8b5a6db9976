' expected: Ralf Brown's Interrupt List / IBM BIOS and MS-DOS 5 references: INT 21h AH=30h gives the DOS
' version in AL (QBasic 1.1 shipped with MS-DOS 5: 5); INT 21h AH=02h writes the character in DL; INT 10h
' AH=0Fh gives the video mode in AL (03h 80-column text, 13h after SCREEN 13) and the columns in AH; AH=02h
' puts the cursor at row DH, column DL (from 0: LOCATE's row - 1); INT 16h AH=00h waits for a key and gives
' its scan code in AH (A: 1Eh) and character in AL; an interrupt the machine cannot serve is reported.
'$INCLUDE: 'regs.bi'
DIM r AS RegType
r.ax = &H3000: CALL INTERRUPT(&H21, r, r)
PRINT "DOS"; r.ax AND 255
r.ax = &H200: r.dx = ASC("*"): CALL INTERRUPT(&H21, r, r)
PRINT
r.ax = &HF00: CALL INTERRUPT(&H10, r, r)
PRINT HEX$(r.ax AND 255); (r.ax AND &HFF00&) \ 256
r.ax = &H200: r.bx = 0: r.dx = 5 * 256 + 9: CALL INTERRUPT(&H10, r, r)
row = CSRLIN: col = POS(0): PRINT row; col
r.ax = 0: CALL INTERRUPT(&H16, r, r)
PRINT HEX$(r.ax)
ON ERROR GOTO Trouble
r.ax = &H1234: CALL INTERRUPT(&H2F, r, r)
END
Trouble:
PRINT "error"; ERR
RESUME NEXT
