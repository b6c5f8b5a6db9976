' expected: QB4.5 help "$INCLUDE Metacommand": '$INCLUDE: 'file' inserts the file's source at that
' point (the file is include_defs.bi next to this program).
'$INCLUDE: 'include_defs.bi'
PRINT Twice%(21); greeting$
FUNCTION Twice% (n%)
  Twice% = n% * 2
END FUNCTION
