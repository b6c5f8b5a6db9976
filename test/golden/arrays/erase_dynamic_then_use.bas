' expected: QBasic help "ERASE": ERASE frees a dynamic array; using it again before REDIM is
' "Subscript out of range". Column 1 = the failing assignment.
REDIM d(5)
d(1) = 1
ERASE d
d(1) = 2
