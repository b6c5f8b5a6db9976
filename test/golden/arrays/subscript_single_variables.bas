' expected: QBasic help "DIM" and "CINT Function": a SINGLE or DOUBLE subscript is rounded to the nearest
' whole number, halves to the even one, whether it is a variable or a variable plus or minus a whole
' constant (the sum computed in the variable's precision first); a value past the LONG range is an Overflow
' (6), one past the bounds Subscript out of range (9).
ON ERROR GOTO handler
DIM a(10) AS INTEGER, b(4, 4) AS INTEGER
FOR i = 0 TO 10: a(i) = i * 10: NEXT
FOR i = 0 TO 4: FOR j = 0 TO 4: b(i, j) = i * 10 + j: NEXT j, i
x! = 2.5: PRINT a(x!); a(x! + 1); a(x! - 1); a(x! + 0)
x! = 3.5: PRINT a(x!); a(x! + 2); a(x! - 3)
x! = -.5: PRINT a(x!); a(x! + 1)
d# = .5: PRINT a(d#); a(d# + 2); a(d# + 5)
d# = 1.4999999999: PRINT a(d#); a(d# + 1)
FOR x! = 0 TO 8 STEP 1.25: PRINT a(x!); a(x! + 2); : NEXT: PRINT
FOR y = 1 TO 3: PRINT b(y, y + 1); b(y - 1, y); : NEXT: PRINT
x! = 1.5: i% = 3: PRINT b(x!, x! + 1); b(x! - 1, x!); b(i%, x!); b(x!, i% - 1)
x! = 40000: PRINT a(x!)
x! = 3E+10: PRINT a(x!)
x! = 16777215: PRINT a(x! - 16777210); a(x! + 1)
PRINT "done"
END
handler:
PRINT "error"; ERR
RESUME NEXT
