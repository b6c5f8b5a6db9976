' Golden: programs/minesweeper.bas, copied byte for byte below these comment lines (the unit test
' test/unit/minesweeper-goldens.test.ts checks it), played with lost.keys (11 keys) to YOU BLEW IT!
' Expected output derived without our interpreter by scripts/minesweeper-oracle.py: the listing's
' SUBs re-done by hand on QBasic's RND LCG (no RANDOMIZE: seed &H50000) give the mines
' 2 6 17 22 43 49 84 95 after the first click; .out is every PRINT; .png is the last
' frame drawn by PC-BASIC 2.0.8 (SCREEN 7) from the final field plus the VGA 8x8 font text rows.
' Derivation, boards and key-by-key reasoning: test/golden/minesweeper/README.md.
DECLARE SUB main (w AS INTEGER, h AS INTEGER, m AS INTEGER)
DECLARE SUB getNearbyCells (x AS INTEGER, y AS INTEGER, adrLst() AS INTEGER)
DECLARE SUB renderField (x AS INTEGER, y AS INTEGER)
DECLARE SUB fieldInit (cellId AS INTEGER)
DECLARE SUB fieldPopulate ()
DECLARE SUB fieldSafeClick (cellId AS INTEGER)
DECLARE SUB fieldNearMines ()
DECLARE SUB fieldRevealAll ()
DECLARE SUB fieldFlag (cellId AS INTEGER)
DECLARE FUNCTION fieldReveal% (x AS INTEGER, y AS INTEGER)

CONST MaxFieldSize = 256 ' Maximum field size, in cells.
CONST CellCounterMask = &HF ' Cell counter mask.
CONST CellIsMine = 9 ' Counter code for "mine."
CONST cStatClear = &H10 ' Player put a flag on this cell.
CONST cStatMaybe = &H20 ' Player put a question mark on this cell.
CONST cStatReveal = &H40 ' This cell is uncovered.
CONST cStatIsSafe = &H80 ' Can't move mine here.
CONST cStatQueued = &H100 ' Cell queued for reveal.
CONST cellW = 10 ' Width of a cell, in pixels
CONST cellH = 10 ' Height of a cell, in pixels
CONST cellHalfW = cellW \ 2 ' Half the width, in pixels
CONST cellHalfH = cellH \ 2 ' Half the height, in pixels

DIM SHARED gField(MaxFieldSize - 1) AS INTEGER ' Field data.
DIM SHARED gFieldW AS INTEGER ' Field width, in cells.
DIM SHARED gFieldH AS INTEGER ' Field height, in cells.
DIM SHARED gNumCells AS INTEGER ' Total number of cells (gFieldW * gFieldH.)
DIM SHARED gNumMines AS INTEGER ' Number of mines.
DIM SHARED gNumClear AS INTEGER ' Number of cells cleared.

' Set graphic mode 13 (320x200, 256 colors)
SCREEN 13

' Start a new game with a 10x10 field and 8 mines
main 10, 10, 8

''
'' TOGGLE FLAG AND QUESTION MARK.
''
SUB fieldFlag (cellId AS INTEGER)
  ' Replace flag by question mark
  IF (gField(cellId) AND cStatClear) THEN
    gField(cellId) = (gField(cellId) XOR cStatClear) OR cStatMaybe
  ' Remove question mark
  ELSEIF (gField(cellId) AND cStatMaybe) THEN
    gField(cellId) = gField(cellId) XOR cStatMaybe
  ' Place flag
  ELSE
    gField(cellId) = gField(cellId) OR cStatClear
  END IF
END SUB

''
'' INITIALIZE FIELD, CALLED ONCE BEFORE PROCESSING THE 1ST CLICK.
'' "CELLID" IS THE INDEX OF THE CELL THE PLAYER CLICKED.
''
SUB fieldInit (cellId AS INTEGER)
  ' Place mines at random
  fieldPopulate
  ' Move mines triggered by the player
  fieldSafeClick cellId
  ' Reset mine counter of each cell
  fieldNearMines
END SUB

''
'' UPDATE NEARBY MINES COUNTERS
''
SUB fieldNearMines
  DIM rowId AS INTEGER, near(7) AS INTEGER

  ' For each row, ...
  FOR r% = 0 TO gFieldH - 1
    ' Get the address of the 1st cell of the row
    rowId = r% * gFieldW
    ' For each column, ...
    FOR c% = 0 TO gFieldW - 1
      ' This cell contains a mine, update neighbors mine counter
      IF ((gField(rowId + c%) AND CellCounterMask) = CellIsMine) THEN
        ' Get list of nearby cells
        getNearbyCells c%, r%, near()
        ' Go through the neighbor list
        FOR i% = 0 TO 7
          ' This is a valid cell index
          IF (near(i%) <> -1) THEN
            ' Increment the mine counter if the cell doesn't contain a mine
            gField(near(i%)) = gField(near(i%)) - (gField(near(i%)) <> CellIsMine)
          END IF
        NEXT i%
      END IF
    NEXT c%
  NEXT r%
END SUB

''
'' PLACE MINES AT RANDOM
''
SUB fieldPopulate
  DIM remain AS INTEGER ' Number of mines left to place
  remain = gNumMines
  ' Go through the whole field
  FOR t% = 0 TO gNumCells - 1
    ' The ratio system balances the odds itself. It's pretty neat.
    IF (RND < (remain / (gNumCells - t%))) THEN
      gField(t%) = CellIsMine
      remain = remain - 1
    ELSE
      gField(t%) = 0
    END IF
  NEXT t%
END SUB

''
'' REVEAL CELLS STARTING WITH THE ONE LOCATED AT X,Y. THIS
'' FUNCTION RETURNS THE TOTAL NUMBER OF CELLS REVEALED OR
'' -1 IF THE PLAYER DUG UP A MINE. THE ROUTINE IS ITERATIVE
'' RATHER THAN RECURSIVE (IT MAINTAINS A LIST OF CELLS TO
'' PROCESS RATHER THAN CALL ITSELF OVER AND OVER AGAIN.)
''
FUNCTION fieldReveal% (x AS INTEGER, y AS INTEGER)
  DIM cell(MaxFieldSize - 1) AS INTEGER ' Reveal queue
  DIM numCells AS INTEGER ' Reveal queue size
  DIM index AS INTEGER ' Convenience variable: cell index
  DIM near(7) AS INTEGER ' Indices of adjacent cells

  ' Get cell index
  index = x + y * gFieldW

  ' Cell is revealed or is protected by a flag/question mark, abort.
  IF (gField(index) AND (cStatClear OR cStatMaybe OR cStatReveal)) THEN
    fieldReveal% = 0
    EXIT FUNCTION
  END IF

  ' Cell is a mine, game over.
  IF ((gField(index) AND CellCounterMask) = CellIsMine) THEN
    fieldReveal% = -1
    EXIT FUNCTION
  END IF

  ' Push cell into list and set "queued" flag. The queued flag is used to
  ' prevent cells that have not been processed yet to be inserted into the
  ' list again. The flag is cleared as soon as the cell has been processed
  ' and its content is revealed. Cells that are already visible cannot enter
  ' the queue.
  cell(numCells) = index
  numCells = numCells + 1
  gField(index) = gField(index) OR cStatQueued

  ' The queue is not empty, keep going.
  DO WHILE (numCells)
    ' This function returns the number of cells that have been
    ' successfuly revealed after each click, and we're just about
    ' to reveal one more cell, so let's update the counter now!
    revealCount = revealCount + 1

    ' Pop cell from queue, ...
    numCells = numCells - 1
    index = cell(numCells)

    ' ... and clear its "queued" flag.
    gField(index) = gField(index) XOR cStatQueued

    ' Tag as "revealed."
    gField(index) = gField(index) OR cStatReveal

    ' If there's no mine nearby, get all adjacent cells and
    ' push them into the queue so we can process them later.
    IF ((gField(index) AND CellCounterMask) = 0) THEN
      ' Get neighbors list.
      getNearbyCells index MOD gFieldW, index \ gFieldW, near()

      ' Go through the list.
      FOR i% = 0 TO 7
        index = near(i%)

        ' This neighbor exists!
        IF (index <> -1) THEN
          ' If the neighbor has not been queued yet and is not revealed...
          IF ((gField(index) AND (cStatReveal OR cStatQueued)) = 0) THEN
            ' Push neighbor cell to queue!
            cell(numCells) = index
            numCells = numCells + 1

            ' ... and set its "queued" flag so we don't
            ' attempt to push it into the queue again later.
            gField(index) = gField(index) OR cStatQueued
          END IF
        END IF
      NEXT i%
    END IF

    ' One cell has been revealed and all its neighbors have been added to the
    ' the queue so they can be processed. Keep going until the whole queue is
    ' depleted (see the DO statement earlier.)
  LOOP

  ' Return the number of cells revealed.
  fieldReveal% = revealCount
END FUNCTION

''
'' REVEAL THE WHOLE FIELD
''
SUB fieldRevealAll
  FOR i% = 0 TO gNumCells - 1
    gField(i%) = gField(i%) OR cStatReveal
  NEXT i%
END SUB

''
'' MOVE MINES ADJACENT TO THE PROVIDED CELL INDEX ELSEWEHRE.
''
SUB fieldSafeClick (cellId AS INTEGER)
  DIM x AS INTEGER, y AS INTEGER, near(7) AS INTEGER
  DIM index AS INTEGER, move AS INTEGER

  ' Get list of nearby cells
  x = cellId MOD gFieldW
  y = cellId \ gFieldW
  getNearbyCells x, y, near()

  ' There's a mine in the master cell (the one the player just clicked)
  IF ((gField(cellId) AND CellCounterMask) = CellIsMine) THEN
    ' Remove it
    gField(cellId) = 0
    ' Increment the number of mines we have to move
    move = move + 1
  END IF

  ' We cannot place a mine on this cell
  gField(cellId) = gField(cellId) OR cStatIsSafe

  ' Parse every neighbor
  FOR i% = 0 TO 7
    index = near(i%)
    ' This tile exists
    IF (index <> -1) THEN
      ' It contains a mine
      IF ((gField(index) AND CellCounterMask) = CellIsMine) THEN
        ' Remove it
        gField(index) = 0
        ' Increment the number of mines we have to move
        move = move + 1
      END IF
      ' We cannot place a mine on this cell
      gField(index) = gField(index) OR cStatIsSafe
    END IF
  NEXT i%

  ' Move mines top the top left corner of the board
  index = 0
  WHILE (move)
    ' The cell is not locked and doesn't have any mine, move one here
    IF (((gField(index) AND cStatIsSafe) = 0) AND (gField(index) = 0)) THEN
      gField(index) = CellIsMine
      move = move - 1
    END IF
    ' Test the next tile
    index = index + 1
  WEND
END SUB

''
'' THIS ROUTINE TAKES AN 8-INTEGER ARRAY AND FILLS IT
'' WITH THE INDICES OF NEIGHBORING CELLS. IF THE CELL
'' DOES NOT EXIST (LOCATED OUTSIDE THE AREA,) THEN ITS
'' INDEX NUMBER IS SET TO -1.
''
SUB getNearbyCells (x AS INTEGER, y AS INTEGER, adrLst() AS INTEGER)
  DIM maskLf AS INTEGER, maskRt AS INTEGER
  DIM maskUp AS INTEGER, maskDn AS INTEGER
  DIM index AS INTEGER, baseId AS INTEGER

  ' Get the vertical and horizontal masks. If the coordinate is located on the
  ' first or last row/column, then the mask is set to -1. Next, we're going to
  ' compute the index of the cell and apply the mask with the OR operator. If
  ' the mask is -1, the end result is -1. If the mask is 0, the end result is
  ' the index of the cell. In other words, any cell index that falls outside
  ' the field is represented as -1.
  maskLf = (x <= 0): maskRt = (x >= gFieldW - 1)
  maskUp = (y <= 0): maskDn = (y >= gFieldH - 1)

  ' Get the index of the selected cell
  baseId = x + y * gFieldW

  ' Top row
  index = baseId - gFieldW
  adrLst(0) = (index - 1) OR maskUp OR maskLf
  adrLst(1) = index OR maskUp
  adrLst(2) = (index + 1) OR maskUp OR maskRt

  ' Center row
  adrLst(3) = (baseId - 1) OR maskLf
  adrLst(4) = (baseId + 1) OR maskRt

  ' Bottom row
  index = baseId + gFieldW
  adrLst(5) = (index - 1) OR maskDn OR maskLf
  adrLst(6) = index OR maskDn
  adrLst(7) = (index + 1) OR maskDn OR maskRt
END SUB

''
'' MAIN LOOP, WHERE THE MAGIC HAPPENS
''
SUB main (w AS INTEGER, h AS INTEGER, m AS INTEGER)
  DIM scrX AS INTEGER, scrY AS INTEGER ' on-screen position
  DIM userStr AS STRING, userInt AS INTEGER ' user inputs
  DIM plX AS INTEGER, plY AS INTEGER ' player cursor (column and row)
  DIM cleared AS INTEGER, gameOver AS INTEGER ' tiles cleared, game over status

  ' Setup field variables
  gFieldW = w
  gFieldH = h
  gNumCells = w * h
  gNumMines = m

  ' Compute on-screen vertical and horizontal position,
  ' center the field on the screen.
  scrX = ((320 - cellW * gFieldW) \ 2)
  scrY = ((200 - cellH * gFieldH) \ 2)

  ' Number of mines and field size
  LOCATE 1, 1
  PRINT " MINES:"; gNumMines
  PRINT " CELLS:"; gNumCells

  ' Main loop
  DO
    ' Redraw whole field
    renderField scrX, scrY

    ' Redraw player cursor
    LINE (scrX + plX * cellW, scrY + plY * cellH)-STEP(cellW - 1, cellH - 1), 4, B

    ' Percentage of the field revealed
    LOCATE 3, 1
    PRINT "CLEARED:"; STR$((gNumClear * 100) \ (gNumCells - gNumMines)); "%"

    ' Game status: everything has been revealed
    IF (gNumClear + gNumMines = gNumCells) THEN
      PRINT "ALL DONE!"
      EXIT SUB
    ' Game status: player found a mine
    ELSEIF (gameOver) THEN
      PRINT "YOU BLEW IT!"
      EXIT SUB
    END IF

    ' User input, etc.
    DO
      userStr = INKEY$
      IF (LEN(userStr) = 1) THEN
        userInt = ASC(userStr)
      ELSEIF (LEN(userStr) = 2) THEN
        userInt = CVI(userStr)
      END IF

      IF (userInt) THEN
        SELECT CASE userInt
          CASE &H1B ' escape, abort game
            EXIT SUB
          CASE &H2B ' plus, place a flag or question mark
            IF (gNumClear) THEN
              fieldFlag plX + plY * gFieldW
            END IF
          CASE &H20, &HD ' space (or enter,) reveal a tile
            ' First click, initialize mine field now
            IF (gNumClear = 0) THEN fieldInit plX + plY * gFieldW
            ' Reveal cells
            cleared = fieldReveal%(plX, plY)
            IF (cleared = -1) THEN
              gameOver = -1
              fieldRevealAll
            ELSE
              gNumClear = gNumClear + cleared
            END IF
          CASE &H4800 ' up arrow, move cursor up
            plY = plY + (plY > 0)
          CASE &H5000 ' down arrow, move cursor down
            plY = plY - (plY < gFieldH - 1)
          CASE &H4B00 ' left arrow, move cursor left
            plX = plX + (plX > 0)
          CASE &H4D00 ' right arrow, move cursor right
            plX = plX - (plX < gFieldW - 1)
        END SELECT

        ' Clear user input
        userInt = 0
        EXIT DO
      END IF
    LOOP
  LOOP
END SUB

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
