' CASIO-MINESWEEPER.BAS - QBasic 1.1 Minesweeper after seed document 003:
' "MINE SWEEPER FX", a machine-code game for the Casio FX-890P / Z-1GR pocket
' computers. Hosts its: opening title (credits) screen, then the level choice
' (the document's "title") EASY / NORMAL / HARD /
' CUSTOM; CUSTOM sizes X 6..20, Y 6..49 and up to (Y-1)*X-1 bombs, changed with
' [4] [6] and confirmed with RET; ten-key cursor (8 2 4 6 and the diagonals
' 7 9 1 3, or the arrow keys); the cursor cell in reverse video; [S] digs, [S]
' on a dug number opens the cells around it, [A] flags; a field taller than the
' screen scrolls with the cursor; after CLEAR or GAME OVER, RET plays the same
' size again and Esc (the pocket computer's CLS key) goes back to the title;
' the automatic opening of its Q&A: the dug cell is the base, the eight cells
' around it are examined clockwise from the top, a base with no bomb around it
' is recorded and the walk moves on; at a dead end the last base is called
' back. Each record is packed into one INTEGER (x, y and direction).
' Esc on the title screen ends the program.
DEFINT A-Z
DECLARE SUB TitleScreen ()
DECLARE FUNCTION TitleMenu ()
DECLARE FUNCTION CustomMenu ()
DECLARE FUNCTION WaitKey$ ()
DECLARE SUB PlayGame ()
DECLARE SUB NewField ()
DECLARE SUB PlaceBombs (sx, sy)
DECLARE SUB DrawScreen ()
DECLARE SUB DrawView ()
DECLARE SUB DrawCell (x, y, hilite)
DECLARE SUB DrawInfo ()
DECLARE SUB Dig (x, y)
DECLARE SUB OpenAround (x, y)
DECLARE SUB Expand (x0, y0)
DECLARE SUB EndGame (won)

CONST MAXX = 20, MAXY = 49, VIEWH = 20, TOPROW = 3
CONST COVERED = 0, DUG = 1, FLAGGED = 2
CONST PLAYING = 0, CLEARED = 1, BOOM = 2

DIM SHARED cnt(1 TO MAXX, 1 TO MAXY), st(1 TO MAXX, 1 TO MAXY)
DIM SHARED walk(1 TO MAXX * MAXY), dirX(7), dirY(7)
DIM SHARED lvlName$(1 TO 4), lvlX(1 TO 4), lvlY(1 TO 4), lvlB(1 TO 4)
DIM SHARED level, fx, fy, bombs, flags, dugCount, placed, state
DIM SHARED cx, cy, topY

FOR i = 0 TO 7: READ dirX(i), dirY(i): NEXT
FOR i = 1 TO 4: READ lvlName$(i), lvlX(i), lvlY(i), lvlB(i): NEXT
RANDOMIZE TIMER
WIDTH 80, 25
TitleScreen
level = 1
DO
  level = TitleMenu
  IF level = 0 THEN EXIT DO
  IF level < 4 THEN
    PlayGame
  ELSEIF CustomMenu THEN
    PlayGame
  END IF
LOOP
COLOR 7, 0: CLS
PRINT "MINE SWEEPER FX - bye."
END

' Directions, clockwise from the top: up, up-right, right, down-right, down,
' down-left, left, up-left.
DATA 0,-1, 1,-1, 1,0, 1,1, 0,1, -1,1, -1,0, -1,-1
' Levels: name, X, Y, bombs (CUSTOM starts from these values).
DATA "EASY", 8, 8, 10, "NORMAL", 16, 16, 40, "HARD", 20, 30, 99
DATA "CUSTOM", 10, 12, 20

FUNCTION CustomMenu
  CLS
  COLOR 15: LOCATE 3, 30: PRINT "CUSTOM FIELD": COLOR 7
  LOCATE 18, 14: PRINT "8/2: choose   4/6: less/more   RET: start   Esc: title"
  f = 1
  DO
    maxB = (lvlY(4) - 1) * lvlX(4) - 1
    IF lvlB(4) > maxB THEN lvlB(4) = maxB
    FOR i = 1 TO 3
      IF i = f THEN COLOR 0, 7 ELSE COLOR 7, 0
      LOCATE 7 + 3 * i, 28
      SELECT CASE i
      CASE 1: PRINT USING " X (6 to 20)     ### "; lvlX(4)
      CASE 2: PRINT USING " Y (6 to 49)     ### "; lvlY(4)
      CASE 3: PRINT USING " BOMBS (max ###) ### "; maxB; lvlB(4)
      END SELECT
    NEXT
    COLOR 7, 0
    k$ = WaitKey$
    d = 0
    SELECT CASE k$
    CASE "8", CHR$(0) + "H": IF f > 1 THEN f = f - 1
    CASE "2", CHR$(0) + "P": IF f < 3 THEN f = f + 1
    CASE "4", CHR$(0) + "K": d = -1
    CASE "6", CHR$(0) + "M": d = 1
    CASE CHR$(13): CustomMenu = -1: EXIT FUNCTION
    CASE CHR$(27): CustomMenu = 0: EXIT FUNCTION
    END SELECT
    SELECT CASE f
    CASE 1: IF lvlX(4) + d >= 6 AND lvlX(4) + d <= MAXX THEN lvlX(4) = lvlX(4) + d
    CASE 2: IF lvlY(4) + d >= 6 AND lvlY(4) + d <= MAXY THEN lvlY(4) = lvlY(4) + d
    CASE 3: IF lvlB(4) + d >= 1 AND lvlB(4) + d <= maxB THEN lvlB(4) = lvlB(4) + d
    END SELECT
  LOOP
END FUNCTION

SUB Dig (x, y)
  IF NOT placed THEN PlaceBombs x, y
  SELECT CASE st(x, y)
  CASE FLAGGED
  CASE DUG
    OpenAround x, y
  CASE COVERED
    IF cnt(x, y) = -1 THEN st(x, y) = DUG: EndGame 0: EXIT SUB
    st(x, y) = DUG: dugCount = dugCount + 1
    DrawCell x, y, 0
    IF cnt(x, y) = 0 THEN Expand x, y
  END SELECT
  IF state = PLAYING AND dugCount = fx * fy - bombs THEN EndGame -1
END SUB

SUB DrawCell (x, y, hilite)
  IF y < topY OR y >= topY + VIEWH THEN EXIT SUB
  fg = 7: bg = 0
  SELECT CASE st(x, y)
  CASE COVERED
    c$ = CHR$(254)
    IF state <> PLAYING AND cnt(x, y) = -1 THEN c$ = CHR$(15): fg = 15
  CASE FLAGGED
    c$ = CHR$(16): fg = 12
    IF state = BOOM AND cnt(x, y) <> -1 THEN c$ = "X": fg = 14
  CASE DUG
    SELECT CASE cnt(x, y)
    CASE -1: c$ = CHR$(15): fg = 15: bg = 4
    CASE 0: c$ = CHR$(250): fg = 8
    CASE ELSE: c$ = CHR$(48 + cnt(x, y)): fg = 8 + cnt(x, y) MOD 8
    END SELECT
  END SELECT
  IF hilite THEN fg = 0: bg = 7
  LOCATE TOPROW + y - topY, 2 * x + 1
  COLOR fg, bg: PRINT c$; : COLOR 7, 0
END SUB

SUB DrawInfo
  COLOR 15: LOCATE 3, 50: PRINT "MINE SWEEPER FX": COLOR 7
  LOCATE 5, 50: PRINT "LEVEL  "; lvlName$(level); "  "
  LOCATE 6, 50: PRINT USING "FIELD  ## x ##"; fx; fy
  LOCATE 7, 50: PRINT USING "BOMB   ###"; bombs
  LOCATE 8, 50: PRINT USING "FLAG   ###"; flags
  lastY = topY + VIEWH - 1: IF lastY > fy THEN lastY = fy
  LOCATE 9, 50: PRINT USING "ROWS   ## to ##"; topY; lastY
END SUB

SUB DrawScreen
  CLS
  LOCATE 1, 3: PRINT "MINE SWEEPER FX"
  LOCATE 12, 50: PRINT "8 2 4 6 or arrows: move"
  LOCATE 13, 50: PRINT "7 9 1 3: diagonal"
  LOCATE 14, 50: PRINT "S: dig   A: flag"
  LOCATE 15, 50: PRINT "Esc: title"
  DrawView
END SUB

SUB DrawView
  FOR y = topY TO topY + VIEWH - 1
    IF y <= fy THEN
      FOR x = 1 TO fx: DrawCell x, y, 0: NEXT
    END IF
  NEXT
  DrawInfo
END SUB

SUB EndGame (won)
  IF won THEN
    state = CLEARED
    FOR y = 1 TO fy: FOR x = 1 TO fx
      IF cnt(x, y) = -1 AND st(x, y) <> FLAGGED THEN st(x, y) = FLAGGED: flags = flags + 1
    NEXT: NEXT
    msg$ = "CLEAR!  RET: again   Esc: title"
  ELSE
    state = BOOM
    msg$ = "GAME OVER  RET: again   Esc: title"
  END IF
  DrawView
  COLOR 14: LOCATE 24, 3: PRINT msg$; : COLOR 7
END SUB

' The automatic opening of the article's Q&A, with an explicit list of bases.
SUB Expand (x0, y0)
  sp = 1: walk(1) = (y0 * 32 + x0) * 8
  DO WHILE sp > 0
    d = walk(sp) MOD 8: xy = walk(sp) \ 8
    x = xy MOD 32: y = xy \ 32
    IF d = 7 THEN sp = sp - 1 ELSE walk(sp) = walk(sp) + 1
    nx = x + dirX(d): ny = y + dirY(d)
    IF nx >= 1 AND ny >= 1 AND nx <= fx AND ny <= fy THEN
      IF st(nx, ny) = COVERED THEN
        st(nx, ny) = DUG: dugCount = dugCount + 1
        DrawCell nx, ny, 0
        IF cnt(nx, ny) = 0 THEN sp = sp + 1: walk(sp) = (ny * 32 + nx) * 8
      END IF
    END IF
  LOOP
END SUB

SUB NewField
  fx = lvlX(level): fy = lvlY(level): bombs = lvlB(level)
  FOR y = 1 TO MAXY: FOR x = 1 TO MAXX: cnt(x, y) = 0: st(x, y) = COVERED: NEXT: NEXT
  flags = 0: dugCount = 0: placed = 0: state = PLAYING
  cx = (fx + 1) \ 2: cy = (fy + 1) \ 2: topY = 1
  IF cy > VIEWH THEN topY = cy - VIEWH \ 2
END SUB

SUB OpenAround (x, y)
  IF cnt(x, y) < 1 THEN EXIT SUB
  near = 0
  FOR d = 0 TO 7
    nx = x + dirX(d): ny = y + dirY(d)
    IF nx >= 1 AND ny >= 1 AND nx <= fx AND ny <= fy THEN
      IF st(nx, ny) = FLAGGED THEN near = near + 1
    END IF
  NEXT
  IF near <> cnt(x, y) THEN EXIT SUB
  FOR d = 0 TO 7
    nx = x + dirX(d): ny = y + dirY(d)
    IF nx >= 1 AND ny >= 1 AND nx <= fx AND ny <= fy AND state = PLAYING THEN
      IF st(nx, ny) = COVERED THEN Dig nx, ny
    END IF
  NEXT
END SUB

' Bombs go in after the first dig, never under it.
SUB PlaceBombs (sx, sy)
  FOR b = 1 TO bombs
    DO
      x = INT(RND * fx) + 1: y = INT(RND * fy) + 1
    LOOP WHILE cnt(x, y) = -1 OR (x = sx AND y = sy)
    cnt(x, y) = -1
  NEXT
  FOR y = 1 TO fy: FOR x = 1 TO fx
    IF cnt(x, y) <> -1 THEN
      FOR d = 0 TO 7
        nx = x + dirX(d): ny = y + dirY(d)
        IF nx >= 1 AND ny >= 1 AND nx <= fx AND ny <= fy THEN
          IF cnt(nx, ny) = -1 THEN cnt(x, y) = cnt(x, y) + 1
        END IF
      NEXT
    END IF
  NEXT: NEXT
  placed = -1
END SUB

SUB PlayGame
  NewField
  DrawScreen
  DO
    DrawCell cx, cy, -1
    k$ = WaitKey$
    DrawCell cx, cy, 0
    dx = 0: dy = 0
    SELECT CASE UCASE$(k$)
    CASE "8", CHR$(0) + "H": dy = -1
    CASE "2", CHR$(0) + "P": dy = 1
    CASE "4", CHR$(0) + "K": dx = -1
    CASE "6", CHR$(0) + "M": dx = 1
    CASE "7", CHR$(0) + "G": dx = -1: dy = -1
    CASE "9", CHR$(0) + "I": dx = 1: dy = -1
    CASE "1", CHR$(0) + "O": dx = -1: dy = 1
    CASE "3", CHR$(0) + "Q": dx = 1: dy = 1
    CASE "S": IF state = PLAYING THEN Dig cx, cy
    CASE "A"
      IF state = PLAYING AND st(cx, cy) <> DUG THEN
        IF st(cx, cy) = FLAGGED THEN st(cx, cy) = COVERED: flags = flags - 1 ELSE st(cx, cy) = FLAGGED: flags = flags + 1
        DrawInfo
      END IF
    CASE CHR$(13): IF state <> PLAYING THEN NewField: DrawScreen
    CASE CHR$(27): EXIT SUB
    END SELECT
    IF cx + dx >= 1 AND cx + dx <= fx THEN cx = cx + dx
    IF cy + dy >= 1 AND cy + dy <= fy THEN cy = cy + dy
    IF cy < topY THEN topY = cy: DrawView
    IF cy >= topY + VIEWH THEN topY = cy - VIEWH + 1: DrawView
  LOOP
END SUB

FUNCTION TitleMenu
  CLS
  COLOR 15
  LOCATE 4, 25: PRINT "******************************"
  LOCATE 5, 25: PRINT "*      MINE SWEEPER FX       *"
  LOCATE 6, 25: PRINT "******************************"
  COLOR 7
  LOCATE 8, 22: PRINT "after the FX-890P machine-code game"
  LOCATE 20, 18: PRINT "8/2 or arrows: choose   RET: start   Esc: quit"
  DO
    FOR i = 1 TO 4
      IF i = level THEN COLOR 0, 7 ELSE COLOR 7, 0
      LOCATE 10 + 2 * i, 30
      PRINT USING " [\    \]  ## x ##  ### "; lvlName$(i); lvlX(i); lvlY(i); lvlB(i)
    NEXT
    COLOR 7, 0
    SELECT CASE WaitKey$
    CASE "8", CHR$(0) + "H": IF level > 1 THEN level = level - 1
    CASE "2", CHR$(0) + "P": IF level < 4 THEN level = level + 1
    CASE CHR$(13): TitleMenu = level: EXIT FUNCTION
    CASE CHR$(27): TitleMenu = 0: EXIT FUNCTION
    END SELECT
  LOOP
END FUNCTION

' Shown once when the program starts, as the original opens on its copyright
' screen before the level choice. Any key goes on.
SUB TitleScreen
  CLS
  COLOR 15
  LOCATE 6, 22: PRINT "************************************"
  LOCATE 7, 22: PRINT "*                                  *"
  LOCATE 8, 22: PRINT "*         MINE SWEEPER FX          *"
  LOCATE 9, 22: PRINT "*                                  *"
  LOCATE 10, 22: PRINT "************************************"
  COLOR 7
  LOCATE 13, 16: PRINT "A QBasic tribute to MINE SWEEPER FX, the original"
  LOCATE 14, 16: PRINT "machine-code game for the CASIO FX-890P and Z-1GR"
  LOCATE 15, 16: PRINT "pocket computers: the game and its idea are the"
  LOCATE 16, 16: PRINT "work of its author."
  LOCATE 20, 34: PRINT "Press any key"
  k$ = WaitKey$
END SUB

FUNCTION WaitKey$
  DO: k$ = INKEY$: LOOP WHILE k$ = ""
  WaitKey$ = k$
END FUNCTION
