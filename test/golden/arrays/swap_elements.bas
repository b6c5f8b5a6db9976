' expected: real QBasic 1.1 (the oracle, output written with PRINT #): SWAP of array elements of any rank and
' type reads each subscript once (a FUNCTION in a subscript is called once per element), rounds SINGLE
' subscripts, and checks the bounds of both.
DECLARE FUNCTION nx% (k AS INTEGER)
DIM SHARED cnt AS INTEGER
DIM a(1 TO 5) AS SINGLE, b(2, 2) AS DOUBLE, c(1 TO 2, 1 TO 2, 1 TO 2) AS LONG
DIM f(1 TO 3) AS STRING * 3, g(1 TO 3) AS STRING
ON ERROR GOTO h
FOR i = 1 TO 5: a(i) = i / 4: NEXT
SWAP a(nx%(1)), a(nx%(4))
PRINT cnt; a(1); a(4)
b(1, 2) = 1 / 3: c(2, 1, 2) = 123456
SWAP b(1, 2), b(2, 1)
PRINT b(1, 2); b(2, 1)
SWAP c(2, 1, 2), c(1, 1, 1)
PRINT c(1, 1, 1); c(2, 1, 2)
f(1) = "ab": f(2) = "xyz"
SWAP f(1), f(2)
PRINT "["; f(1); "]["; f(2); "]"
g(1) = "long string"
SWAP f(3), g(1)
PRINT "["; f(3); "]["; g(1); "]"
x = 2.5
SWAP a(x), a(x + 1)
PRINT a(2); a(3); a(4)
SWAP a(1), a(6)
PRINT a(1)
SWAP a(0), a(1)
PRINT a(1)
END
h:
PRINT "ERR"; ERR
RESUME NEXT

FUNCTION nx% (k AS INTEGER)
  cnt = cnt + 1
  nx% = k
END FUNCTION
