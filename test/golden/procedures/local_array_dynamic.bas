' expected: QB45 help "Static and Dynamic Arrays": in a SUB or FUNCTION not declared STATIC every array is
' dynamic, so REDIM may give an array DIMmed there with constant bounds new bounds (its elements start empty
' again); in a STATIC SUB the same array is static and REDIM is "Array already dimensioned" (error 10,
' Duplicate definition, raised at the REDIM).
DECLARE SUB Grow ()
DECLARE SUB Fixed ()
Grow
Grow
Fixed
SUB Fixed STATIC
  DIM b(2)
  REDIM b(4)
END SUB
SUB Grow
  DIM a$(0)
  a$(0) = "x"
  REDIM a$(5)
  PRINT UBOUND(a$); "["; a$(0); "]"
END SUB
