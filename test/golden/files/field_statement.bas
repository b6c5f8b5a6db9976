' expected: QBasic help "FIELD", "LSET", "PUT #", "GET #", "MKI$", "CVI": FIELD maps string variables
' onto the record buffer; LSET/RSET fill them; PUT writes the buffer, GET reads it back.
OPEN "FLD.DAT" FOR RANDOM AS #1 LEN = 12
FIELD #1, 10 AS nm$, 2 AS num$
LSET nm$ = "Alice"
LSET num$ = MKI$(1234)
PUT #1, 1
RSET nm$ = "Bob"
LSET num$ = MKI$(-5)
PUT #1, 2
GET #1, 1
PRINT "["; nm$; "]"; CVI(num$)
GET #1, 2
PRINT "["; nm$; "]"; CVI(num$); LOF(1)
CLOSE #1
