' expected: QBasic help "PUT #"/"GET #": without a record number the next record is used.
OPEN "S.DAT" FOR RANDOM AS #1 LEN = 2
FOR i% = 1 TO 3
  PUT #1, , i%
NEXT
PRINT LOF(1); LOC(1)
GET #1, 1, v%
GET #1, , w%
PRINT v%; w%
CLOSE #1
