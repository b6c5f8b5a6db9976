' expected: QBasic help "Identifier cannot include period" and "Naming conventions": any name may
' contain periods (constants, arrays, SUBs, FUNCTIONs, DEF FN, labels); only a TYPE, its elements
' and a variable declared AS a TYPE may not, and there `rec.x` is the field x of record rec. Real
' QBasic 1.1 (DOSBox) prints this output.
TYPE pt
  x AS INTEGER
END TYPE
DEF FNhalf.of (n) = n / 2
CONST grid.size = 3, grid.cells = grid.size * grid.size
DIM cell.value(grid.cells)
DIM p AS pt
p.x = 7
cell.value(grid.cells) = p.x + grid.size
GOSUB show.it
Draw.Row grid.size
PRINT Twice.Of((p.x)); FNhalf.of(grid.cells)
END
show.it:
PRINT grid.size; grid.cells; cell.value(9)
RETURN
SUB Draw.Row (n)
  PRINT STRING$(n, "*")
END SUB
FUNCTION Twice.Of (n)
  Twice.Of = n * 2
END FUNCTION
