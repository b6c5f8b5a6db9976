' expected: qbasic-facts.md "Errors": error 9 for a subscript outside DIM's bounds.
DIM a(5)
a(6) = 1
