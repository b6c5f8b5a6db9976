' OCAML-MINESWEEPER.BAS - QBasic 1.1 Minesweeper after seed document 001:
' "Relatorio do Trabalho de Programacao III - Minesweeper" (OCaml, J. Couto and
' M. Grilo). Hosts its position type (hidden, hidden mine, marked, marked mine,
' found mine, number, empty) as CONST codes in a 2-D board and its commands:
'   EMPTY n      new n x n board, all hidden, no mines (0..181)
'   RANDOM k     k mines at random places (refused unless k < n*n and room)
'   MINE r c     one mine at row r, column c (invalid / already a mine / ok)
'   DUMP         the board: _ hidden, blank empty, + found mine, digits, # marked
'                (a board bigger than the screen is shown a screenful at a time:
'                after a move, the part around the place played; DUMP alone
'                pages through all of it; DUMP r c shows the part around r c)
'   STEP r c     boom (game over, final board) / marked / sonar / already revealed
'                (or just "r,c"); sonar opens a place, mover spreads from an empty
'                one to its 8 neighbours (through a list of pending places rather
'                than recursion, so that a big board fits QBasic's stack)
'   MARK r c, UNMARK r c, F r,c (toggle), DONE (verificar_done: ok or fail)
'   SAVE file, LOAD file   guardar / carregar: tokens E M X MX + 0 and digits
' Text mode; rows and columns count from 0 as in the report. NEW = EMPTY 8 +
' RANDOM 10. Opening every safe place is announced, but the game goes on until
' the player types DONE. The board size is capped only by QBasic's 64 KB array.
' Esc (or QUIT) ends the program.
DEFINT A-Z
DECLARE FUNCTION ReadLine$ (prompt$)
DECLARE SUB SplitWords (l$, words$(), count)
DECLARE SUB NewBoard (size)
DECLARE SUB PlaceRandom (k)
DECLARE SUB PlaceMine (r, c)
DECLARE SUB Dump ()
DECLARE SUB DumpAll ()
DECLARE SUB DumpPart (r0, r1, c0, c1)
DECLARE FUNCTION Around (f, size)
DECLARE FUNCTION ColWidth ()
DECLARE SUB StepOn (r, c)
DECLARE SUB Sonar (r, c)
DECLARE SUB Mover (r, c)
DECLARE SUB Spread (r, c)
DECLARE SUB Mark (r, c, toggle)
DECLARE SUB Unmark (r, c)
DECLARE SUB SaveBoard (f$)
DECLARE SUB LoadBoard (f$)
DECLARE FUNCTION CountMines (r, c)
DECLARE FUNCTION Valid (r, c)
DECLARE FUNCTION Done ()
DECLARE FUNCTION SafeLeft ()
DECLARE FUNCTION Cell$ (v, w)
DECLARE FUNCTION ToNum (s$)

' A place is one of the report's position types; a number is NUMBER + count.
CONST HIDDEN = 0, HIDMINE = 1, MARKED = 2, MARKMINE = 3, FOUND = 4
CONST EMPTY = 5, NUMBER = 10, MAXN = 181
' The most rows of a board shown at once: with the column numbers, a note and
' the prompt they fit the 25-line screen.
CONST VIEWROWS = 20

' kind() and pend() are dynamic: NewBoard sizes them. 181 x 181 INTEGERs is
' the largest board that fits one 64 KB array.
REDIM SHARED kind(0, 0), pend(0)
DIM SHARED w$(1 TO 4), nw, n, over, fileErr, top
' fr, fc: the place the last move named; a big board is shown around it.
DIM SHARED fr, fc

RANDOMIZE TIMER
CLS
COLOR 15: PRINT "MINESWEEPER - after an OCaml top-level game": COLOR 7
PRINT "Commands: STEP r c (or r,c)  F r,c  MARK r c  UNMARK r c  DUMP  DONE"
PRINT "          EMPTY n  RANDOM k  MINE r c  NEW  SAVE f  LOAD f  HELP  QUIT"
PRINT "Esc quits."
NewBoard 8
PlaceRandom 10
Dump

DO
  l$ = ReadLine$("> ")
  IF l$ = CHR$(27) THEN EXIT DO
  SplitWords l$, w$(), nw
  cmd$ = UCASE$(w$(1))
  r = ToNum(w$(2)): c = ToNum(w$(3))
  IF nw >= 2 AND ToNum(cmd$) >= 0 THEN r = ToNum(w$(1)): c = ToNum(w$(2)): cmd$ = "STEP": nw = 3
  IF (cmd$ = "F" OR cmd$ = "MARK" OR cmd$ = "UNMARK" OR cmd$ = "STEP" OR cmd$ = "MINE") AND nw < 3 THEN
    PRINT "usage: "; cmd$; " row column"
    cmd$ = ""
  ELSEIF over AND (cmd$ = "F" OR cmd$ = "MARK" OR cmd$ = "UNMARK" OR cmd$ = "STEP") THEN
    PRINT "the game is over - type NEW or EMPTY n"
    cmd$ = ""
  END IF
  SELECT CASE cmd$
  CASE ""
  CASE "EMPTY"
    IF r < 0 OR r > MAXN THEN PRINT "invalid size (0 to" + STR$(MAXN) + ")" ELSE NewBoard r: PRINT "ok"
  CASE "RANDOM": PlaceRandom r
  CASE "MINE": PlaceMine r, c
  CASE "NEW": NewBoard 8: PlaceRandom 10: Dump
  CASE "DUMP"
    IF nw >= 3 THEN
      IF Valid(r, c) THEN fr = r: fc = c: Dump ELSE PRINT "invalid position"
    ELSE
      DumpAll
    END IF
  CASE "STEP": StepOn r, c
  CASE "MARK": Mark r, c, 0
  CASE "F": Mark r, c, -1
  CASE "UNMARK": Unmark r, c
  CASE "DONE": IF Done THEN PRINT "ok" ELSE PRINT "fail"
  CASE "SAVE", "LOAD"
    IF nw < 2 THEN
      PRINT "usage: "; cmd$; " filename"
    ELSE
      ON ERROR GOTO FileTrap
      IF cmd$ = "SAVE" THEN SaveBoard w$(2) ELSE LoadBoard w$(2)
      ON ERROR GOTO 0
    END IF
  CASE "HELP"
    PRINT "STEP r c or r,c digs (rows and columns from 0); F r,c flags;"
    PRINT "DONE says ok once every mine is marked and no other place is."
    PRINT "A board bigger than the screen: DUMP pages through it, DUMP r c shows"
    PRINT "the part around r c; after a move you see the part around that place."
  CASE "QUIT", "EXIT": EXIT DO
  CASE ELSE: PRINT "unknown command "; cmd$; " - type HELP"
  END SELECT
LOOP
COLOR 7
PRINT "Bye."
END

FileTrap:
  fileErr = ERR
  RESUME NEXT

' A number printed right-aligned in a column w characters wide.
FUNCTION Cell$ (v, w)
  Cell$ = RIGHT$(SPACE$(w) + LTRIM$(STR$(v)), w)
END FUNCTION

FUNCTION CountMines (r, c)
  cnt = 0
  FOR a = -1 TO 1: FOR b = -1 TO 1
    IF Valid(r + a, c + b) THEN
      SELECT CASE kind(r + a, c + b)
      CASE HIDMINE, MARKMINE, FOUND: cnt = cnt + 1
      END SELECT
    END IF
  NEXT: NEXT
  CountMines = cnt
END FUNCTION

' verificar_done: no hidden mine, no wrongly marked place, at least one marked mine
FUNCTION Done
  hid = 0: wrong = 0: good = 0
  FOR r = 0 TO n - 1: FOR c = 0 TO n - 1
    SELECT CASE kind(r, c)
    CASE HIDMINE: hid = hid + 1
    CASE MARKED: wrong = wrong + 1
    CASE MARKMINE: good = good + 1
    END SELECT
  NEXT: NEXT
  Done = (hid = 0 AND wrong = 0 AND good > 0)
END FUNCTION

' Where a window of size places starts so that it holds place f, centred on it
' where the board allows.
FUNCTION Around (f, size)
  a = f - size \ 2
  IF a > n - size THEN a = n - size
  IF a < 0 THEN a = 0
  Around = a
END FUNCTION

' Columns are one character wider than the biggest number, at least 2.
FUNCTION ColWidth
  w = LEN(STR$(n - 1)): IF w < 2 THEN w = 2
  ColWidth = w
END FUNCTION

' dump: the whole board when it fits the screen; else the part around the
' place played last (VIEWROWS rows, as many columns as fit in 79 characters),
' with a line saying which part it is.
SUB Dump
  per = (75 - ColWidth) \ ColWidth
  IF n <= VIEWROWS AND n <= per THEN DumpPart 0, n - 1, 0, n - 1: EXIT SUB
  r0 = Around(fr, VIEWROWS): c0 = Around(fc, per)
  r1 = r0 + VIEWROWS - 1: IF r1 > n - 1 THEN r1 = n - 1
  c1 = c0 + per - 1: IF c1 > n - 1 THEN c1 = n - 1
  PRINT "rows"; r0; "to"; r1; "and columns"; c0; "to"; c1; "of"; n; "x"; n; "(DUMP shows all)"
  DumpPart r0, r1, c0, c1
END SUB

' The whole board a screenful at a time: strips of columns, VIEWROWS rows each,
' waiting for a key between them (Esc stops).
SUB DumpAll
  per = (75 - ColWidth) \ ColWidth
  IF n <= VIEWROWS AND n <= per THEN DumpPart 0, n - 1, 0, n - 1: EXIT SUB
  FOR c0 = 0 TO n - 1 STEP per
    c1 = c0 + per - 1: IF c1 > n - 1 THEN c1 = n - 1
    FOR r0 = 0 TO n - 1 STEP VIEWROWS
      r1 = r0 + VIEWROWS - 1: IF r1 > n - 1 THEN r1 = n - 1
      DumpPart r0, r1, c0, c1
      IF r1 < n - 1 OR c1 < n - 1 THEN
        PRINT "-- more: any key, Esc stops --";
        DO: k$ = INKEY$: LOOP WHILE k$ = ""
        PRINT
        IF k$ = CHR$(27) THEN EXIT SUB
      END IF
    NEXT
  NEXT
END SUB

' The column numbers c0 to c1, then rows r0 to r1, each between "(" and ")"
' where the part reaches the board's first and last column.
SUB DumpPart (r0, r1, c0, c1)
  w = ColWidth
  PRINT SPACE$(w + 2);
  FOR c = c0 TO c1: PRINT Cell$(c, w); : NEXT
  PRINT
  FOR r = r0 TO r1
    PRINT Cell$(r, w);
    IF c0 = 0 THEN PRINT " ("; ELSE PRINT "  ";
    FOR c = c0 TO c1
      PRINT SPACE$(w - 1);
      k = kind(r, c)
      SELECT CASE k
      CASE HIDDEN, HIDMINE: COLOR 7: PRINT "_";
      CASE EMPTY: PRINT " ";
      CASE FOUND: COLOR 28: PRINT "+";
      CASE MARKED, MARKMINE: COLOR 14: PRINT "#";
      CASE ELSE: COLOR 8 + (k - NUMBER) MOD 7: PRINT CHR$(48 + k - NUMBER);
      END SELECT
    NEXT
    COLOR 7
    IF c1 = n - 1 THEN PRINT " )" ELSE PRINT
  NEXT
END SUB

SUB LoadBoard (f$)
  fileErr = 0
  OPEN f$ FOR INPUT AS #1
  IF fileErr THEN PRINT "cannot open "; f$: EXIT SUB
  LINE INPUT #1, l$
  size = ToNum(LTRIM$(RTRIM$(l$)))
  IF size < 0 OR size > MAXN THEN PRINT "fail: bad size": CLOSE #1: EXIT SUB
  NewBoard size
  FOR r = 0 TO n - 1
    IF EOF(1) THEN PRINT "fail: file too short": CLOSE #1: EXIT SUB
    LINE INPUT #1, l$
    p = 1: c = -1
    DO WHILE p <= LEN(l$)
      DO WHILE MID$(l$, p, 1) = " ": p = p + 1: LOOP
      IF p > LEN(l$) THEN EXIT DO
      q = INSTR(p, l$, " "): IF q = 0 THEN q = LEN(l$) + 1
      t$ = MID$(l$, p, q - p): p = q: c = c + 1
      IF c < n THEN
        SELECT CASE t$
        CASE "E": kind(r, c) = HIDDEN
        CASE "M": kind(r, c) = HIDMINE
        CASE "X": kind(r, c) = MARKED
        CASE "MX": kind(r, c) = MARKMINE
        CASE "+": kind(r, c) = FOUND
        CASE "0": kind(r, c) = EMPTY
        CASE ELSE
          v = ToNum(t$)
          IF v < 1 OR v > 8 THEN PRINT "fail: bad place "; t$: CLOSE #1: EXIT SUB
          kind(r, c) = NUMBER + v
        END SELECT
      END IF
    LOOP
    IF c <> n - 1 THEN PRINT "fail: row"; r; "has"; c + 1; "places": CLOSE #1: EXIT SUB
  NEXT
  CLOSE #1
  PRINT "loaded "; f$
  Dump
END SUB

SUB Mark (r, c, toggle)
  IF NOT Valid(r, c) THEN PRINT "invalid position": EXIT SUB
  fr = r: fc = c
  SELECT CASE kind(r, c)
  CASE HIDDEN: kind(r, c) = MARKED
  CASE HIDMINE: kind(r, c) = MARKMINE
  CASE MARKED, MARKMINE
    IF toggle THEN Unmark r, c ELSE PRINT "fail: already marked"
    EXIT SUB
  CASE ELSE: PRINT "fail: that place is revealed": EXIT SUB
  END SELECT
  Dump
END SUB

' mover: sonar on the 8 places around an empty one
SUB Mover (r, c)
  FOR a = -1 TO 1: FOR b = -1 TO 1
    IF a <> 0 OR b <> 0 THEN Sonar r + a, c + b
  NEXT: NEXT
END SUB

SUB NewBoard (size)
  n = size: over = 0: fr = 0: fc = 0: m = n - 1: IF m < 0 THEN m = 0
  REDIM kind(0 TO m, 0 TO m), pend(0 TO (m + 1) * (m + 1) - 1)
END SUB

' Hidden places without a mine (marked or not).
FUNCTION SafeLeft
  cnt = 0
  FOR r = 0 TO n - 1: FOR c = 0 TO n - 1
    IF kind(r, c) = HIDDEN OR kind(r, c) = MARKED THEN cnt = cnt + 1
  NEXT: NEXT
  SafeLeft = cnt
END FUNCTION

' sonar at (r, c), then mover around each empty place it opened
SUB Spread (r, c)
  top = 0
  Sonar r, c
  DO WHILE top > 0
    top = top - 1
    Mover pend(top) \ n, pend(top) MOD n
  LOOP
END SUB

' A typed row, column or count: digits only (else -1), kept inside INTEGER range.
FUNCTION ToNum (s$)
  ToNum = -1
  IF LEN(s$) = 0 OR LEN(s$) > 4 THEN EXIT FUNCTION
  FOR i = 1 TO LEN(s$)
    IF MID$(s$, i, 1) < "0" OR MID$(s$, i, 1) > "9" THEN EXIT FUNCTION
  NEXT
  ToNum = VAL(s$)
END FUNCTION

SUB PlaceMine (r, c)
  IF NOT Valid(r, c) THEN
    PRINT "invalid position"
  ELSEIF kind(r, c) = HIDMINE OR kind(r, c) = MARKMINE THEN
    PRINT "invalid: already a mine there"
  ELSEIF kind(r, c) <> HIDDEN THEN
    PRINT "invalid: that place is not hidden"
  ELSE
    kind(r, c) = HIDMINE: fr = r: fc = c
    PRINT "ok"
  END IF
END SUB

SUB PlaceRandom (k)
  free = 0
  FOR r = 0 TO n - 1: FOR c = 0 TO n - 1
    IF kind(r, c) = HIDDEN THEN free = free + 1
  NEXT: NEXT
  IF k < 1 OR k >= n * n OR k > free THEN PRINT "fail: cannot place"; k; "mines": EXIT SUB
  FOR i = 1 TO k
    DO
      r = INT(RND * n): c = INT(RND * n)
    LOOP UNTIL kind(r, c) = HIDDEN
    kind(r, c) = HIDMINE
  NEXT
END SUB

' Reads a line with INKEY$ so that Esc can end the game (INPUT would just clear the line).
FUNCTION ReadLine$ (prompt$)
  PRINT prompt$;
  LOCATE , , 1
  l$ = ""
  DO
    DO: k$ = INKEY$: LOOP WHILE k$ = ""
    SELECT CASE k$
    CASE CHR$(27): PRINT : ReadLine$ = k$: EXIT FUNCTION
    CASE CHR$(13): EXIT DO
    CASE CHR$(8)
      IF LEN(l$) THEN
        l$ = LEFT$(l$, LEN(l$) - 1)
        LOCATE , POS(0) - 1: PRINT " "; : LOCATE , POS(0) - 1
      END IF
    CASE " " TO "~"
      IF LEN(l$) < 60 THEN l$ = l$ + k$: PRINT k$;
    END SELECT
  LOOP
  PRINT
  ReadLine$ = l$
END FUNCTION

SUB SaveBoard (f$)
  fileErr = 0
  OPEN f$ FOR OUTPUT AS #1
  IF fileErr THEN PRINT "cannot create "; f$: EXIT SUB
  PRINT #1, LTRIM$(STR$(n))
  FOR r = 0 TO n - 1
    l$ = ""
    FOR c = 0 TO n - 1
      SELECT CASE kind(r, c)
      CASE HIDDEN: t$ = "E"
      CASE HIDMINE: t$ = "M"
      CASE MARKED: t$ = "X"
      CASE MARKMINE: t$ = "MX"
      CASE FOUND: t$ = "+"
      CASE EMPTY: t$ = "0"
      CASE ELSE: t$ = LTRIM$(STR$(kind(r, c) - NUMBER))
      END SELECT
      IF c > 0 THEN l$ = l$ + " "
      l$ = l$ + t$
    NEXT
    PRINT #1, l$
  NEXT
  CLOSE #1
  IF fileErr THEN PRINT "fail: error"; fileErr; "writing "; f$ ELSE PRINT "saved "; f$
END SUB

' sonar: a hidden place becomes empty (left for the mover) or gets its number
SUB Sonar (r, c)
  IF NOT Valid(r, c) THEN EXIT SUB
  IF kind(r, c) <> HIDDEN THEN EXIT SUB
  cnt = CountMines(r, c)
  IF cnt = 0 THEN
    kind(r, c) = EMPTY
    pend(top) = r * n + c: top = top + 1
  ELSE
    kind(r, c) = NUMBER + cnt
  END IF
END SUB

' Splits a line at spaces and commas into words$(1..UBOUND); count = words found.
SUB SplitWords (l$, words$(), count)
  FOR i = 1 TO UBOUND(words$): words$(i) = "": NEXT
  count = 0: inWord = 0
  FOR p = 1 TO LEN(l$)
    ch$ = MID$(l$, p, 1)
    IF ch$ = " " OR ch$ = "," THEN
      inWord = 0
    ELSE
      IF NOT inWord THEN count = count + 1: inWord = -1
      IF count <= UBOUND(words$) THEN words$(count) = words$(count) + ch$
    END IF
  NEXT
END SUB

SUB StepOn (r, c)
  IF NOT Valid(r, c) THEN PRINT "invalid position": EXIT SUB
  fr = r: fc = c
  SELECT CASE kind(r, c)
  CASE HIDMINE
    kind(r, c) = FOUND
    over = -1
    COLOR 12: PRINT "boom": COLOR 7
    PRINT "final board:"
    Dump
  CASE MARKED, MARKMINE
    PRINT "that place is marked - choose another one"
  CASE HIDDEN
    Spread r, c
    Dump
    IF SafeLeft = 0 THEN
      COLOR 10: PRINT "every safe place is open - mark the mines, then DONE": COLOR 7
    END IF
  CASE ELSE
    PRINT "that place is already revealed"
  END SELECT
END SUB

SUB Unmark (r, c)
  IF NOT Valid(r, c) THEN PRINT "invalid position": EXIT SUB
  fr = r: fc = c
  SELECT CASE kind(r, c)
  CASE MARKED: kind(r, c) = HIDDEN
  CASE MARKMINE: kind(r, c) = HIDMINE
  CASE ELSE: PRINT "fail: that place is not marked": EXIT SUB
  END SELECT
  Dump
END SUB

FUNCTION Valid (r, c)
  Valid = (r >= 0 AND r < n AND c >= 0 AND c < n)
END FUNCTION
