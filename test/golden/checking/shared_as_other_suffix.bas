' expected: QBasic help, DIM: a variable declared AS a type cannot also be used with a different type
' suffix; DIM SHARED makes the name the same variable in every procedure, so x# in the SUB is a
' Duplicate definition there (column of the name), while an unshared one would not be (see
' procedures/local_name_other_suffix).
DIM SHARED x AS INTEGER
Show
SUB Show
  x# = 2.5
END SUB
