' bench renderfield: the Minesweeper listing's renderField SUB (taken verbatim from programs/minesweeper.bas) on a 16x16 board whose cells
' cover every state: digits 1-8, blanks, mines, flags, question marks and covered cells.
DECLARE SUB renderField (x AS INTEGER, y AS INTEGER)
CONST SIZE = 60 ' bench:size (renderField calls)
CONST MaxFieldSize = 256 ' Maximum field size, in cells.
CONST CellCounterMask = &HF ' Cell counter mask.
CONST CellIsMine = 9 ' Counter code for "mine."
CONST cStatClear = &H10 ' Player put a flag on this cell.
CONST cStatMaybe = &H20 ' Player put a question mark on this cell.
CONST cStatReveal = &H40 ' This cell is uncovered.
CONST cellW = 10 ' Width of a cell, in pixels
CONST cellH = 10 ' Height of a cell, in pixels
CONST cellHalfW = cellW \ 2 ' Half the width, in pixels
CONST cellHalfH = cellH \ 2 ' Half the height, in pixels
DIM SHARED gField(MaxFieldSize - 1) AS INTEGER ' Field data.
DIM SHARED gFieldW AS INTEGER ' Field width, in cells.
DIM SHARED gFieldH AS INTEGER ' Field height, in cells.
DIM scrX AS INTEGER, scrY AS INTEGER
DIM s AS LONG

SCREEN 13
gFieldW = 16
gFieldH = 16
FOR i% = 0 TO gFieldW * gFieldH - 1
  v% = (i% * 7) MOD 10
  SELECT CASE (i% * 5 + i% \ 16) MOD 8
    CASE 0 TO 3
      v% = v% OR cStatReveal
    CASE 5
      v% = v% OR cStatClear
    CASE 6
      v% = v% OR cStatMaybe
  END SELECT
  gField(i%) = v%
NEXT i%
scrX = ((320 - cellW * gFieldW) \ 2)
scrY = ((200 - cellH * gFieldH) \ 2)
FOR n% = 1 TO SIZE
  renderField scrX, scrY
NEXT n%
FOR y% = scrY TO scrY + cellH * gFieldH - 1
  FOR x% = scrX TO scrX + cellW * gFieldW - 1
    s = (s * 7 + POINT(x%, y%)) MOD 1000003
  NEXT x%
NEXT y%
PRINT s

' bench:sub renderField from programs/minesweeper.bas
