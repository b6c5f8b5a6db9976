' SUBs and FUNCTIONs: a framed title drawn by a SUB, an average worked out by a FUNCTION
DECLARE SUB Frame (row%, text$)
DECLARE FUNCTION Average! (values!())
CLS
Frame 2, "SUBs and FUNCTIONs"
DIM marks(1 TO 5) AS SINGLE
FOR i = 1 TO 5
  READ marks(i)
NEXT
LOCATE 7, 1
PRINT "The average mark is"; Average!(marks())
Frame 10, "That's all"
DATA 7, 9, 6.5, 8, 10

SUB Frame (row%, text$)
  wide% = LEN(text$) + 4
  LOCATE row%, 1: PRINT CHR$(201); STRING$(wide% - 2, 205); CHR$(187)
  LOCATE row% + 1, 1: PRINT CHR$(186); " "; text$; " "; CHR$(186)
  LOCATE row% + 2, 1: PRINT CHR$(200); STRING$(wide% - 2, 205); CHR$(188)
END SUB

FUNCTION Average! (values!())
  total! = 0
  FOR i% = LBOUND(values!) TO UBOUND(values!)
    total! = total! + values!(i%)
  NEXT
  Average! = total! / (UBOUND(values!) - LBOUND(values!) + 1)
END FUNCTION
