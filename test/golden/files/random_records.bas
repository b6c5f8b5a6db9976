' expected: QBasic help "OPEN" (RANDOM, LEN), "PUT #", "GET #", "LOC", "LOF": records are LEN bytes;
' writing record 3 extends the file (record 2 reads back as zero bytes); LOC is the last record
' used. QB64-PE agrees.
TYPE Rec
  n AS INTEGER
  s AS STRING * 4
END TYPE
DIM r AS Rec, q AS Rec
OPEN "R.DAT" FOR RANDOM AS #1 LEN = 6
r.n = 7: r.s = "ab"
PUT #1, 1, r
r.n = -2: r.s = "wxyz"
PUT #1, 3, r
PRINT LOF(1)
GET #1, 3, q
PRINT q.n; q.s; LOC(1)
GET #1, 1, q
PRINT q.n; "["; q.s; "]"
GET #1, 2, q
PRINT q.n; ASC(q.s); LOC(1)
CLOSE #1
