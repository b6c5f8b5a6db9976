' expected: real QBasic 1.1 (the oracle, output written with PRINT #): elements of three-dimensional arrays,
' record arrays of two and three dimensions and fields with SINGLE and computed subscripts (rounded), whole
' records copied between them; every subscript read before any bound is checked (Overflow before
' Subscript out of range).
ON ERROR GOTO h
TYPE Pt
  a AS INTEGER
  b AS SINGLE
  nm AS STRING * 3
END TYPE
DIM c(1 TO 3, 0 TO 2, -1 TO 1) AS SINGLE
DIM q(2, 3) AS Pt
DIM r(1 TO 2, 1 TO 2, 1 TO 2) AS Pt
DIM v(1 TO 5) AS Pt
FOR i = 1 TO 3: FOR j = 0 TO 2: FOR k = -1 TO 1
  c(i, j, k) = i * 100 + j * 10 + k + .5
NEXT k, j, i
x = 1.5: y = 2.5: z = .5
PRINT c(x, y, z); c(x + 1, 1, -z); c(2.5, 1.5, -.5)
c(x, y, z) = -7
PRINT c(2, 2, 0)
q(1, 2).a = 12: q(1, 2).b = 1 / 3: q(1, 2).nm = "abcd"
x = 1: y = 2
q(x + 1, y - 1) = q(x, y)
PRINT q(2, 1).a; q(2, 1).b; q(2, 1).nm
q(x + .5, y).a = 99
PRINT q(2, 2).a; q(1, 2).a
r(2, 1, 2).nm = "xyz"
r(1, 1, 1) = r(2, 1, 2)
PRINT r(1, 1, 1).nm; r(x, x, x).nm
FOR j = 1 TO 4
  v(j + 1).a = j * 3
NEXT j
PRINT v(2).a; v(5).a; v(j).a
j = 2.5
PRINT v(j).a; v(j + 1).a
PRINT "errors"
PRINT c(4, 0, 0)
PRINT c(1, 0, 2)
c(0, 0, 0) = 1
q(3, 0).a = 1
r(1, 1, 3) = r(1, 1, 1)
PRINT r(3, 1, 1).a
i% = 32767
PRINT c(i% + 1, 0, 0)
PRINT v(i% + 1).a
w = 1E+10
PRINT c(1, w, 0)
PRINT c(w, 9, 0)
PRINT c(9, w, 0)
PRINT c(9, 0, i% + 1)
h2% = 10
v(h2% - 11).a = 5
PRINT "end"
END
h:
PRINT "ERR"; ERR
RESUME NEXT
