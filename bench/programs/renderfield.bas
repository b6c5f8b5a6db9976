' bench renderfield: the Minesweeper listing's renderField SUB (verbatim) on a 16x16 board whose cells
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

''
'' DRAW THE WHOLE FIELD AT X,Y
''
SUB renderField (x AS INTEGER, y AS INTEGER)
  DIM ofsX AS INTEGER, ofsY AS INTEGER
  DIM cellOfs AS INTEGER, cellIndex AS INTEGER
  DIM digit(7) AS STRING

  ' Digit drawing codes (there can be up to 8 mines around)
  digit(0) = "c1 bm+0,1ed3gr2" ' 1: blue
  digit(1) = "c2 rfg2dr2" ' 2: green
  digit(2) = "c4 rfgfgl" ' 3: red
  digit(3) = "c1 d2r2gd" ' 4: blue
  digit(4) = "c4 bm+2,0l2d2rfgl" ' 5: red
  digit(5) = "c3 bm+2,0lgd3r2u2l" ' 6: cyan
  digit(6) = "c0 r2dgd2" ' 7: black
  digit(7) = "c8 r2dg2dr2uh2" ' 8: gray

  ' Draw tiles surface (light gray)
  LINE (x, y)-STEP(gFieldW * cellW - 1, gFieldH * cellH - 1), 7, BF

  ' For each row...
  FOR r% = 0 TO gFieldH - 1

    ' Get the drawing offset
    ofsY = y + r% * cellH

    ' Get the index of the 1st cell of the row
    cellOfs = r% * gFieldW

    ' For each column...
    FOR c% = 0 TO gFieldW - 1

      ' Get the drawing offset
      ofsX = x + c% * cellW

      ' Compute the full cell index
      cellIndex = cellOfs + c%

      ' If the cell is revealed...
      IF (gField(cellIndex) AND cStatReveal) THEN

        ' Get the counter value
        cnt = gField(cellIndex) AND CellCounterMask

        SELECT CASE cnt

          ' There are between 1 and 8 mines nearby, draw number
          CASE 1 TO 8
            DRAW "bm" + STR$(ofsX + cellHalfW - 2) + "," + STR$(ofsY + cellHalfH - 3) + digit(cnt - 1)

          ' The cell itself is a mine
          CASE 9
            CIRCLE (ofsX + cellHalfW - 1, ofsY + cellHalfH - 1), cellH \ 3, 0
            PAINT (ofsX + cellHalfW - 1, ofsY + cellHalfH - 1), 0

        END SELECT

      ' The cell is still covered...
      ELSE

        ' Draw emboss
        LINE (ofsX, ofsY + (cellH - 2))-STEP(0, -(cellH - 2)), 15
        LINE -STEP((cellW - 2), 0), 15
        LINE (ofsX + (cellW - 1), ofsY + 1)-STEP(0, (cellH - 2)), 8
        LINE -STEP(-(cellW - 2), 0), 8

        ' The player put a flag on it
        IF (gField(cellIndex) AND cStatClear) THEN
          DRAW "bm " + STR$(ofsX + 3) + "," + STR$(ofsY + 7) + " c0r2h1u4r1 c4r1h-1l2d1r1"

        ' The player put a question mark on it
        ELSEIF (gField(cellIndex) AND cStatMaybe) THEN
          DRAW "bm " + STR$(ofsX + 3) + "," + STR$(ofsY + 3) + " c0u1r3d1g2 bm+0,+2 r0"
        END IF

      END IF

    NEXT c%
  NEXT r%

END SUB
