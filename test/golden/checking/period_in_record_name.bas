' expected: QBasic help "Identifier cannot include period": a variable dimensioned as a user-defined
' type may not have a period in its name. Column 1 = start of the DIM.
TYPE pt
  x AS INTEGER
END TYPE
DIM my.p AS pt
