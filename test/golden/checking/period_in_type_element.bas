' expected: QBasic help "Identifier cannot include period": an element of a user-defined type may
' not have a period in its name.
TYPE pt
  pos.x AS INTEGER
END TYPE
