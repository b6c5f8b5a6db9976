' expected: QBasic help "$STATIC, $DYNAMIC": after '$DYNAMIC, DIM makes dynamic arrays, and ERASE
' frees them, so the next use is "Subscript out of range". Column 1 = the failing assignment.
'$DYNAMIC
DIM a(5)
a(1) = 1
ERASE a
a(1) = 2
