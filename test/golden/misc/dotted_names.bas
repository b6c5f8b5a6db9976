' expected: QBasic help "Naming conventions": names may contain letters, digits and periods, so
' my.total is one ordinary variable (there is no TYPE here).
my.total = 5
my.total = my.total + 1
first.name$ = "Ada"
PRINT my.total; first.name$
