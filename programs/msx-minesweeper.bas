' MSX-MINESWEEPER.BAS - QBasic 1.1 Minesweeper after seed document 000, MarMSX
' "Desenvolvimento do Jogo Minesweeper" (MSX 2, Turbo Pascal). Hosts its:
'  ch.3 bar menu (arrows) in a blue box with a white frame and white text (the
'       text is printed, saved and ORed onto the blue, as SCREEN 13 prints on
'       black); the bar is ORed on (PUT ... OR) and the menu restored from a
'       saved copy (GET/PUT), as the MSX copied page 1 back to page 0
'  ch.4 mine map (-1 = bomb, neighbours notified +1); ch.5/6 game objects drawn
'       once and copied as 10x10 tiles from one board origin; ch.7 recursive
'       8-neighbour flood fill, which opens flagged cells too (the flag goes
'       back to the counter); ch.8 game control: arrows, Z open, X flag,
'       C open the neighbours of a number next to a flag, Esc abandons, Enter
'  ch.9 game timer from TIMER, started by the first Z or X; ch.10 best-times
'       ranking, 10 per game, in minerank.dat: a random-access file of 30 rank
'       records (name STRING * 80, time INTEGER, -1 = empty), games one after
'       the other; ch.11 RANDOMIZE TIMER and an evenly
'       spread random range. Games: 8x8/10, 16x16/40, Super Mines 30x16/99.
DEFINT A-Z
DECLARE SUB MakeTiles ()
DECLARE SUB DrawTile (k)
DECLARE FUNCTION MenuChoice ()
DECLARE SUB NewGame (lvl)
DECLARE SUB PlayGame ()
DECLARE SUB DrawBoard ()
DECLARE SUB DrawCell (x, y)
DECLARE SUB DrawFace (mood)
DECLARE SUB PrintLabels ()
DECLARE SUB FloodFill (i, j)
DECLARE SUB OpenMine (x, y)
DECLARE SUB OpenNeighbors (x, y)
DECLARE SUB ChangeFlag (x, y)
DECLARE SUB Explode (x, y)
DECLARE FUNCTION RandRange (lo, hi)
DECLARE FUNCTION Elapsed ()
DECLARE SUB LoadRanking ()
DECLARE SUB SaveRanking ()
DECLARE SUB EnterRecord (secs)
DECLARE SUB ShowRecords ()

CONST TILE = 10, TCOVER = 9, TMINE = 10, TBOOM = 11, TFLAG = 12, TWRONG = 13
CONST PLAYING = 0, LOST = 1, WON = 2
CONST RANKFILE = "minerank.dat"
CONST MENUX = 84, MENUY = 44

TYPE RankEntry
  nm AS STRING * 80
  secs AS INTEGER
END TYPE

' Recursive flood fill needs more than the default 2K of stack (CLEAR help).
CLEAR , , 16384

DIM SHARED tiles(51, 13)            ' 14 tiles of 10x10 pixels (GET format)
DIM SHARED barImg(770), menuImg(7300)
DIM SHARED mineMap(1 TO 30, 1 TO 16), openMap(1 TO 30, 1 TO 16)
DIM SHARED flagMap(1 TO 30, 1 TO 16)
DIM SHARED glyph$(1 TO 8), glyphColor(1 TO 8)
DIM SHARED lvlName$(1 TO 3), lvlW(1 TO 3), lvlH(1 TO 3), lvlMines(1 TO 3)
DIM SHARED ranks(1 TO 3, 1 TO 10) AS RankEntry
DIM SHARED level, gameW, gameH, gameMines, bx0, by0
DIM SHARED flags, opened, state, curX, curY, timeStarted, shownTime, shownFlags
DIM SHARED t0 AS SINGLE, fileErr, needSave

FOR i = 1 TO 8: READ glyph$(i), glyphColor(i): NEXT
FOR i = 1 TO 3: READ lvlName$(i), lvlW(i), lvlH(i), lvlMines(i): NEXT

RANDOMIZE TIMER
SCREEN 13
MakeTiles
ON ERROR GOTO FileTrap
LoadRanking
ON ERROR GOTO 0

DO
  choice = MenuChoice
  SELECT CASE choice
  CASE 1 TO 3
    NewGame choice
    PlayGame
    IF needSave THEN
      ON ERROR GOTO FileTrap
      SaveRanking
      ON ERROR GOTO 0
      needSave = 0
    END IF
  CASE 4
    ShowRecords
  END SELECT
LOOP UNTIL choice = 5

SCREEN 0: WIDTH 80
PRINT "Thanks for playing MSX Minesweeper."
END

FileTrap:
  fileErr = ERR
  RESUME NEXT

' Digit glyphs, 3x5 pixels, drawn from the top-left corner, and their colours.
DATA "BR1D4BL1R2BU4BL2R1", 1, "R2D2L2D2R2", 2, "R2D4L2BU2R2", 4
DATA "D2R2BU2D4", 5, "BR2L2D2R2D2L2", 6, "BR2L2D4R2U2L2", 3
DATA "R2D4", 0, "R2D4L2U4BD2R2", 8
' Games: name, width, height, mines.
DATA "Mines Easy", 8, 8, 10, "Mines Hard", 16, 16, 40
DATA "Super Mines", 30, 16, 99

SUB ChangeFlag (x, y)
  IF openMap(x, y) THEN EXIT SUB
  flagMap(x, y) = NOT flagMap(x, y)
  IF flagMap(x, y) THEN flags = flags - 1 ELSE flags = flags + 1
  DrawCell x, y
END SUB

SUB DrawBoard
  CLS
  bx0 = (320 - gameW * TILE) \ 2
  by0 = 24
  LINE (bx0 - 3, 2)-(bx0 + gameW * TILE + 2, 20), 8, B
  LINE (bx0 - 3, by0 - 3)-(bx0 + gameW * TILE + 2, by0 + gameH * TILE + 2), 8, B
  FOR y = 1 TO gameH: FOR x = 1 TO gameW: DrawCell x, y: NEXT: NEXT
  DrawFace PLAYING
  PrintLabels
  LOCATE 25, 1: PRINT "Z open X flag C around Esc quit";
END SUB

SUB DrawCell (x, y)
  k = TCOVER: IF flagMap(x, y) THEN k = TFLAG
  IF openMap(x, y) THEN k = mineMap(x, y): IF k = -1 THEN k = TBOOM
  PUT (bx0 + (x - 1) * TILE, by0 + (y - 1) * TILE), tiles(0, k), PSET
END SUB

SUB DrawFace (mood)
  LINE (150, 3)-(170, 19), 0, BF
  CIRCLE (160, 11), 8, 14
  PAINT (160, 11), 14
  SELECT CASE mood
  CASE PLAYING
    PSET (157, 9), 0: PSET (163, 9), 0
    CIRCLE (160, 11), 5, 0, 3.6, 5.8
  CASE LOST
    LINE (156, 7)-(158, 9), 0: LINE (158, 7)-(156, 9), 0
    LINE (162, 7)-(164, 9), 0: LINE (164, 7)-(162, 9), 0
    CIRCLE (160, 18), 4, 0, .6, 2.5
  CASE WON
    LINE (155, 8)-(165, 9), 0, BF
    CIRCLE (160, 11), 5, 0, 3.6, 5.8
  END SELECT
END SUB

SUB DrawTile (k)
  SELECT CASE k
  CASE TCOVER, TFLAG
    LINE (0, 0)-(9, 9), 7, BF
    LINE (0, 0)-(8, 0), 15: LINE (0, 0)-(0, 8), 15
    LINE (9, 1)-(9, 9), 8: LINE (1, 9)-(9, 9), 8
    IF k = TFLAG THEN
      LINE (5, 2)-(5, 7), 0: LINE (3, 7)-(7, 7), 0
      LINE (3, 2)-(4, 4), 4, BF: PSET (2, 3), 4
    END IF
  CASE ELSE
    IF k = TBOOM THEN LINE (0, 0)-(9, 9), 4, BF ELSE LINE (0, 0)-(9, 9), 7, BF
    LINE (0, 0)-(9, 0), 8: LINE (0, 0)-(0, 9), 8
    IF k >= 1 AND k <= 8 THEN
      DRAW "C" + STR$(glyphColor(k)) + " BM4,3" + glyph$(k)
    ELSEIF k >= TMINE THEN
      CIRCLE (5, 5), 3, 0: PAINT (5, 5), 0
      LINE (5, 1)-(5, 9), 0: LINE (1, 5)-(9, 5), 0: PSET (4, 4), 15
      IF k = TWRONG THEN LINE (1, 1)-(8, 8), 4: LINE (8, 1)-(1, 8), 4
    END IF
  END SELECT
END SUB

FUNCTION Elapsed
  e! = TIMER - t0
  IF e! < 0 THEN e! = e! + 86400   ' the clock passed midnight
  IF e! > 999 THEN e! = 999
  Elapsed = INT(e!)
END FUNCTION

SUB EnterRecord (secs)
  place = 1
  DO WHILE place <= 10
    IF ranks(level, place).secs = -1 OR secs < ranks(level, place).secs THEN EXIT DO
    place = place + 1
  LOOP
  IF place > 10 THEN EXIT SUB
  CLS
  LOCATE 8, 8: PRINT "A new record for "; lvlName$(level)
  LOCATE 10, 8: PRINT "Time:"; secs; "seconds, place"; place
  LOCATE 12, 8: LINE INPUT "Your name: "; nm$
  FOR i = 10 TO place + 1 STEP -1: ranks(level, i) = ranks(level, i - 1): NEXT
  ranks(level, place).nm = nm$: ranks(level, place).secs = secs
  LOCATE 14, 8: PRINT "Writing ranking to disk ..."
  needSave = -1
END SUB

SUB Explode (x, y)
  state = LOST
  FOR j = 1 TO gameH: FOR i = 1 TO gameW
      k = -1
      IF mineMap(i, j) = -1 AND NOT flagMap(i, j) THEN k = TMINE
      IF mineMap(i, j) <> -1 AND flagMap(i, j) THEN k = TWRONG
      IF k >= 0 THEN PUT (bx0 + (i - 1) * TILE, by0 + (j - 1) * TILE), tiles(0, k), PSET
  NEXT: NEXT
  openMap(x, y) = -1: DrawCell x, y
  DrawFace LOST
END SUB

' Flood fill from the article: stop at the border, at opened cells and at
' numbers. Like the article's flood_fill it ignores flags: a flagged cell it
' reaches is opened, and its flag returns to the counter.
SUB FloodFill (i, j)
  IF i < 1 OR j < 1 OR i > gameW OR j > gameH THEN EXIT SUB
  IF openMap(i, j) THEN EXIT SUB
  IF flagMap(i, j) THEN flagMap(i, j) = 0: flags = flags + 1
  openMap(i, j) = -1: opened = opened + 1
  DrawCell i, j
  IF mineMap(i, j) <> 0 THEN EXIT SUB
  FOR dx = -1 TO 1: FOR dy = -1 TO 1
    IF dx <> 0 OR dy <> 0 THEN FloodFill i + dx, j + dy
  NEXT: NEXT
END SUB

' The article's clearRanking, then its FileExists test (OPEN FOR INPUT fails
' when the file is missing; OPEN FOR RANDOM would create it) and the records.
SUB LoadRanking
  FOR l = 1 TO 3: FOR i = 1 TO 10: ranks(l, i).nm = "": ranks(l, i).secs = -1: NEXT: NEXT
  fileErr = 0
  OPEN RANKFILE FOR INPUT AS #1
  IF fileErr THEN EXIT SUB
  CLOSE #1
  OPEN RANKFILE FOR RANDOM AS #1 LEN = LEN(ranks(1, 1))
  n = LOF(1) \ LEN(ranks(1, 1)): IF n > 30 THEN n = 30
  FOR r = 1 TO n
    GET #1, r, ranks((r - 1) \ 10 + 1, (r - 1) MOD 10 + 1)
  NEXT
  CLOSE #1
END SUB

SUB MakeTiles
  FOR k = 0 TO 13
    LINE (0, 0)-(TILE - 1, TILE - 1), 0, BF
    DrawTile k
    GET (0, 0)-(TILE - 1, TILE - 1), tiles(0, k)
  NEXT
  LINE (0, 0)-(127, 11), 3, BF
  GET (0, 0)-(127, 11), barImg
  CLS
END SUB

FUNCTION MenuChoice
  CLS
  COLOR 14: LOCATE 3, 15: PRINT "MINESWEEPER"
  COLOR 7: LOCATE 4, 12: PRINT "after MarMSX 2006"
  ' white text on black, kept, then ORed onto the blue box: 15 OR 1 = 15, 0 OR 1 = 1
  COLOR 15
  FOR i = 1 TO 3: LOCATE 6 + 2 * i, 14: PRINT lvlName$(i): NEXT
  LOCATE 14, 14: PRINT "Records"
  LOCATE 16, 14: PRINT "Exit"
  COLOR 7: LOCATE 21, 6: PRINT "Up/Down: choose  Enter: start"
  COLOR 15
  GET (MENUX, MENUY)-(MENUX + 151, MENUY + 95), menuImg
  LINE (MENUX, MENUY)-(MENUX + 151, MENUY + 95), 1, BF
  PUT (MENUX, MENUY), menuImg, OR
  LINE (MENUX, MENUY)-(MENUX + 151, MENUY + 95), 15, B
  GET (MENUX, MENUY)-(MENUX + 151, MENUY + 95), menuImg
  i = 1
  DO
    PUT (MENUX, MENUY), menuImg, PSET
    PUT (96, 54 + (i - 1) * 16), barImg, OR
    DO: k$ = INKEY$: LOOP WHILE k$ = ""
    SELECT CASE k$
    CASE CHR$(0) + "P": i = i + 1: IF i > 5 THEN i = 1
    CASE CHR$(0) + "H": i = i - 1: IF i < 1 THEN i = 5
    CASE CHR$(27): i = 5: EXIT DO
    END SELECT
  LOOP UNTIL k$ = CHR$(13)
  MenuChoice = i
END FUNCTION

SUB NewGame (lvl)
  level = lvl
  gameW = lvlW(lvl): gameH = lvlH(lvl): gameMines = lvlMines(lvl)
  FOR y = 1 TO 16: FOR x = 1 TO 30
    mineMap(x, y) = 0: openMap(x, y) = 0: flagMap(x, y) = 0
  NEXT: NEXT
  FOR m = 1 TO gameMines
    DO
      x = RandRange(1, gameW): y = RandRange(1, gameH)
    LOOP WHILE mineMap(x, y) = -1
    mineMap(x, y) = -1
    FOR dy = -1 TO 1: FOR dx = -1 TO 1
      nx = x + dx: ny = y + dy
      IF nx >= 1 AND ny >= 1 AND nx <= gameW AND ny <= gameH THEN
        IF mineMap(nx, ny) <> -1 THEN mineMap(nx, ny) = mineMap(nx, ny) + 1
      END IF
    NEXT: NEXT
  NEXT
  flags = gameMines: opened = 0: state = PLAYING
  curX = 1: curY = 1: timeStarted = 0: shownTime = -1: shownFlags = -1
END SUB

SUB OpenMine (x, y)
  IF openMap(x, y) OR flagMap(x, y) THEN EXIT SUB
  IF mineMap(x, y) = -1 THEN Explode x, y ELSE FloodFill x, y
END SUB

SUB OpenNeighbors (x, y)
  IF NOT openMap(x, y) OR mineMap(x, y) < 1 THEN EXIT SUB
  near = 0
  FOR dy = -1 TO 1: FOR dx = -1 TO 1
    nx = x + dx: ny = y + dy
    IF nx >= 1 AND ny >= 1 AND nx <= gameW AND ny <= gameH THEN
      IF flagMap(nx, ny) THEN near = near + 1
    END IF
  NEXT: NEXT
  IF near = 0 THEN EXIT SUB
  FOR dy = -1 TO 1: FOR dx = -1 TO 1
    nx = x + dx: ny = y + dy
    IF nx >= 1 AND ny >= 1 AND nx <= gameW AND ny <= gameH AND state = PLAYING THEN
      OpenMine nx, ny
    END IF
  NEXT: NEXT
END SUB

SUB PlayGame
  DrawBoard
  DO
    PrintLabels
    LINE (bx0 + (curX - 1) * TILE, by0 + (curY - 1) * TILE)-STEP(TILE - 1, TILE - 1), 14, B
    DO
      k$ = INKEY$
      IF timeStarted AND state = PLAYING THEN PrintLabels
    LOOP WHILE k$ = ""
    DrawCell curX, curY
    k$ = UCASE$(k$)
    IF (k$ = "Z" OR k$ = "X") AND NOT timeStarted AND state = PLAYING THEN
      timeStarted = -1: t0 = TIMER
    END IF
    before = state
    SELECT CASE k$
    CASE CHR$(0) + "M": IF curX < gameW THEN curX = curX + 1
    CASE CHR$(0) + "K": IF curX > 1 THEN curX = curX - 1
    CASE CHR$(0) + "P": IF curY < gameH THEN curY = curY + 1
    CASE CHR$(0) + "H": IF curY > 1 THEN curY = curY - 1
    CASE "Z": IF state = PLAYING THEN OpenMine curX, curY
    CASE "X": IF state = PLAYING THEN ChangeFlag curX, curY
    CASE "C": IF state = PLAYING THEN OpenNeighbors curX, curY
    CASE CHR$(27): EXIT DO
    CASE CHR$(13): IF state <> PLAYING THEN EXIT DO
    END SELECT
    IF state = PLAYING AND opened = gameW * gameH - gameMines THEN state = WON: DrawFace WON
    IF state <> before THEN
      LOCATE 25, 1
      IF state = WON THEN PRINT "You won! Press Enter             ";
      IF state = LOST THEN PRINT "BOOM! Press Enter                ";
    END IF
  LOOP
  IF state = WON THEN EnterRecord shownTime: ShowRecords
END SUB

SUB PrintLabels
  t = 0
  IF timeStarted THEN t = Elapsed
  IF state <> PLAYING THEN t = shownTime
  IF t = shownTime AND flags = shownFlags THEN EXIT SUB
  shownTime = t: shownFlags = flags
  LOCATE 2, bx0 \ 8 + 1: PRINT USING "###"; flags
  LOCATE 2, (bx0 + gameW * TILE) \ 8 - 2: PRINT USING "###"; t
END SUB

' Ch.11: take a big range that is a multiple of the wanted one, then divide.
FUNCTION RandRange (lo, hi)
  span = hi - lo + 1
  RandRange = INT(RND * (span * 1000&)) \ 1000 + lo
END FUNCTION

' The article's saveRanking: every record, Easy's 10 first, then Hard, Super.
SUB SaveRanking
  fileErr = 0
  OPEN RANKFILE FOR RANDOM AS #1 LEN = LEN(ranks(1, 1))
  IF fileErr THEN EXIT SUB
  FOR l = 1 TO 3
    FOR i = 1 TO 10
      PUT #1, (l - 1) * 10 + i, ranks(l, i)
    NEXT
  NEXT
  CLOSE #1
END SUB

SUB ShowRecords
  CLS
  COLOR 14: LOCATE 1, 16: PRINT "RECORDS": COLOR 15
  FOR l = 1 TO 3
    LOCATE 3 + (l - 1) * 7, 2: COLOR 11: PRINT lvlName$(l): COLOR 15
    FOR i = 1 TO 5
      LOCATE 3 + (l - 1) * 7 + i, 2
      IF ranks(l, i).secs = -1 THEN
        PRINT USING "##."; i;
        PRINT " (empty)"
      ELSE
        PRINT USING "##. \                        \ ####"; i; ranks(l, i).nm; ranks(l, i).secs
      END IF
    NEXT
  NEXT
  LOCATE 25, 8: PRINT "Press any key for the menu";
  DO: LOOP WHILE INKEY$ = ""
END SUB
