' expected: KB Q66424 "LSET Can Assign One TYPE Variable to a Different TYPE" (QuickBASIC 4.0-4.5,
' PDS 7): LSET copies a record into a record of any TYPE, byte for byte, only as many bytes as the
' shorter of the two holds; the rest of a longer target keeps its bytes. Numbers take the bytes as
' they lie (INTEGER little-endian: "AB" reads as 66 * 256 + 65).
TYPE Type1
  FirstName AS STRING * 10
  LastName AS STRING * 12
END TYPE
TYPE Type2
  FullName AS STRING * 22
END TYPE
TYPE Short
  s AS STRING * 4
END TYPE
TYPE Num
  i AS INTEGER
  t AS STRING * 2
END TYPE
DIM Var1 AS Type1, Var2 AS Type2, v3 AS Short, n(1 TO 2) AS Num
Var1.FirstName = "John"
Var1.LastName = "Smith"
LSET Var2 = Var1
PRINT "[" + Var2.FullName + "]"
LSET v3 = Var1
PRINT "[" + v3.s + "]"
Var2.FullName = STRING$(22, "-")
v3.s = "Abcd"
LSET Var2 = v3
PRINT "[" + Var2.FullName + "]"
v3.s = "ABcd"
LSET n(2) = v3
PRINT n(2).i; "[" + n(2).t + "]"
LSET Var1 = Var1
PRINT "[" + Var1.FirstName + Var1.LastName + "]"
