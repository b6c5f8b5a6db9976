' ALLEGRO-MINESWEEPER.BAS - QBasic 1.1 Minesweeper after seed document 004:
' "Jeu classique, le demineur" (C with the Allegro library). Hosts its:
'  - field of TY = 20 rows by TX = 15 columns, 0 = nothing, MINE = 9,
'    DRAPEAU (flag) = +10, an opened cell = -1
'  - init_mine: TX*TY/10 mines at rand() places, then increment_voisins
'  - affiche_matrice: a green grid of TCAR-pixel squares centred on the screen
'    (DECX, DECY), here SCREEN 12, 640x480 in 16 colours, TCAR = 22
'  - cherche: the recursive search (a recursive FUNCTION here): 0 opens and
'    fills green and searches the 8 neighbours, -1 stops, MINE loses and
'    affiche_mines shows the mines (red, or cyan under a flag), 1..8 prints
'  - drapeaux: a flag (yellow square) is put or taken away
'  - the event loop: the mouse's buttons are read (mouse_b); on a click the
'    loop waits for the release, turns the pointer position in pixels into a
'    field position ((x - DECX) \ TCAR), and a left click digs, a right click
'    flags, with the pointer hidden while drawing (scare_mouse / unscare_mouse);
'    Enter starts a new game, Esc quits. QBasic 1.1 has no mouse statement:
'    the mouse driver (INT 33h) is called through CALL ABSOLUTE and a small
'    machine-code routine. The keys still work, with or without a mouse: the
'    arrows move the pointer, Space (or Z) digs and F (or X) flags.
'  - "find all the mines in the shortest time": a TIMER clock and a win test.
DEFINT A-Z
DECLARE SUB InitMine (nbMines)
DECLARE SUB IncrementVoisins (x, y)
DECLARE SUB AfficheMatrice ()
DECLARE FUNCTION Cherche (x, y)
DECLARE SUB AfficheMines ()
DECLARE SUB Drapeaux (x, y)
DECLARE SUB DrawNumber (xe, ye, n)
DECLARE SUB ShowPointer ()
DECLARE SUB NewGame ()
DECLARE SUB Status (msg$)
DECLARE SUB MouseCall (ax, bx, cx, dx)
DECLARE SUB DoMove (x, y, dig)

CONST TY = 20, TX = 15, TCAR = 22, MINE = 9, DRAPEAU = 10
CONST DECX = (640 - TX * TCAR) \ 2, DECY = (480 - TY * TCAR) \ 2
CONST MINECOUNT = TX * TY \ 10

' cherche recurses once per empty cell: more than the default 2K of stack.
CLEAR , , 16384

DIM SHARED t(TY - 1, TX - 1), arrow(60), glyph$(1 TO 8)
DIM SHARED px, py, stopped, started, t0 AS SINGLE, shownTime
DIM SHARED mouse$, hasMouse, pointerOn

FOR i = 1 TO 8: READ glyph$(i): NEXT
' the mouse routine: loads AX, BX, CX, DX from its four arguments, INT 33h,
' and stores the registers back (push bp / mov bp,sp ... int 33h ... retf 8)
FOR i = 1 TO 57: READ h$: mouse$ = mouse$ + CHR$(VAL("&H" + h$)): NEXT
RANDOMIZE TIMER
SCREEN 12
' the pointer: an arrow drawn once and kept for PUT ... XOR
LINE (0, 0)-(0, 11), 15: LINE -(3, 8), 15: LINE -(8, 8), 15: LINE -(0, 0), 15
PAINT (1, 4), 15
GET (0, 0)-(8, 11), arrow
ax = 0: MouseCall ax, bx, cx, dx
hasMouse = (ax = -1)
NewGame

DO
  k$ = INKEY$
  IF hasMouse THEN
    ax = 3: MouseCall ax, clic, mx, my
    IF clic <> 0 AND stopped = 0 THEN
      ' wait for the button to come up, then play where the pointer is
      DO: ax = 3: MouseCall ax, b, mx, my: LOOP WHILE b <> 0
      px = mx: py = my
      DoMove (mx - DECX) \ TCAR, (my - DECY) \ TCAR, (clic AND 1) <> 0
    END IF
  END IF
  IF started AND stopped = 0 THEN
    e! = TIMER - t0: IF e! < 0 THEN e! = e! + 86400
    IF INT(e!) <> shownTime THEN shownTime = INT(e!): LOCATE 1, 70: PRINT USING "Time ####"; shownTime;
  END IF
  dx = 0: dy = 0
  SELECT CASE UCASE$(k$)
  CASE CHR$(0) + "H": dy = -TCAR
  CASE CHR$(0) + "P": dy = TCAR
  CASE CHR$(0) + "K": dx = -TCAR
  CASE CHR$(0) + "M": dx = TCAR
  CASE " ", "Z", "F", "X"
    IF stopped = 0 THEN DoMove (px - DECX) \ TCAR, (py - DECY) \ TCAR, UCASE$(k$) = " " OR UCASE$(k$) = "Z"

  CASE CHR$(13): NewGame
  CASE CHR$(27): EXIT DO
  END SELECT
  IF dx OR dy THEN
    IF px + dx > DECX AND px + dx < DECX + TX * TCAR AND py + dy > DECY AND py + dy < DECY + TY * TCAR THEN
      CALL ShowPointer   ' "ShowPointer: ..." would be a line label (KB Q30858)
      px = px + dx: py = py + dy
      IF hasMouse THEN ax = 4: MouseCall ax, bx, px, py
      ShowPointer
    END IF
  END IF
LOOP
SCREEN 0: WIDTH 80
PRINT "Au revoir."
END

' Digits 1..8 as DRAW strings on a 3x5 grid, drawn from the top-left corner.
DATA "BR1D4BL1R2BU4BL2R1", "R2D2L2D2R2", "R2D4L2BU2R2", "D2R2BU2D4"
DATA "BR2L2D2R2D2L2", "BR2L2D4R2U2L2", "R2D4", "R2D4L2U4BD2R2"
DATA 55,89,E5,8B,5E,0C,8B,07,50,8B,5E,0A,8B,07,50,8B,5E,08,8B,0F,8B,5E,06,8B,17,5B,58
DATA 1E,07,CD,33,53,8B,5E,0C,89,07,58,8B,5E,0A,89,07,8B,5E,08,89,0F,8B,5E,06,89,17,5D
DATA CA,08,00

SUB AfficheMatrice
  FOR j = 0 TO TY - 1
    FOR i = 0 TO TX - 1
      x = DECX + i * TCAR: y = DECY + j * TCAR
      LINE (x, y)-(x + TCAR, y + TCAR), 10, B
    NEXT
  NEXT
END SUB

' Shows every mine: red, or cyan where a flag covers it.
SUB AfficheMines
  FOR y = 0 TO TY - 1
    FOR x = 0 TO TX - 1
      xe = DECX + x * TCAR: ye = DECY + y * TCAR
      IF t(y, x) = MINE THEN LINE (xe + 1, ye + 1)-(xe + TCAR - 1, ye + TCAR - 1), 12, BF
      IF t(y, x) = MINE + DRAPEAU THEN LINE (xe + 1, ye + 1)-(xe + TCAR - 1, ye + TCAR - 1), 11, BF
    NEXT
  NEXT
END SUB

' The recursive search: returns 1 when (x, y) holds a mine.
FUNCTION Cherche (x, y)
  res = 0
  IF x >= 0 AND x < TX AND y >= 0 AND y < TY THEN
    xe = DECX + x * TCAR: ye = DECY + y * TCAR
    SELECT CASE t(y, x)
    CASE 0
      t(y, x) = -1
      LINE (xe + 1, ye + 1)-(xe + TCAR - 1, ye + TCAR - 1), 10, BF
      res = Cherche(x + 1, y) OR Cherche(x + 1, y - 1) OR Cherche(x, y - 1)
      res = res OR Cherche(x - 1, y - 1) OR Cherche(x - 1, y) OR Cherche(x - 1, y + 1)
      res = res OR Cherche(x, y + 1) OR Cherche(x + 1, y + 1)
    CASE -1
    CASE MINE
      res = 1
      AfficheMines
    CASE ELSE
      IF t(y, x) < MINE THEN
        DrawNumber xe, ye, t(y, x)
        t(y, x) = -1
      END IF
    END SELECT
  END IF
  Cherche = res
END FUNCTION

SUB Drapeaux (x, y)
  IF x >= 0 AND x < TX AND y >= 0 AND y < TY THEN
    xe = DECX + x * TCAR: ye = DECY + y * TCAR
    IF t(y, x) >= 0 AND t(y, x) <= MINE THEN
      t(y, x) = t(y, x) + DRAPEAU
      LINE (xe + 1, ye + 1)-(xe + TCAR - 1, ye + TCAR - 1), 14, BF
    ELSEIF t(y, x) > MINE THEN
      t(y, x) = t(y, x) - DRAPEAU
      LINE (xe + 1, ye + 1)-(xe + TCAR - 1, ye + TCAR - 1), 0, BF
    END IF
  END IF
END SUB

' The number of neighbouring mines, twice as big as the 3x5 glyph and bold.
SUB DrawNumber (xe, ye, n)
  FOR b = 0 TO 1
    DRAW "S8 C15 BM" + STR$(xe + 8 + b) + "," + STR$(ye + 6) + glyph$(n)
  NEXT
  DRAW "S4"
END SUB

SUB IncrementVoisins (x, y)
  FOR dy = -1 TO 1
    FOR dx = -1 TO 1
      nx = x + dx: ny = y + dy
      IF nx >= 0 AND nx < TX AND ny >= 0 AND ny < TY THEN
        IF t(ny, nx) <> MINE THEN t(ny, nx) = t(ny, nx) + 1
      END IF
    NEXT
  NEXT
END SUB

SUB InitMine (nbMines)
  FOR y = 0 TO TY - 1: FOR x = 0 TO TX - 1: t(y, x) = 0: NEXT: NEXT
  DO WHILE nbMines > 0
    x = INT(RND * TX): y = INT(RND * TY)
    IF t(y, x) <> MINE THEN t(y, x) = MINE: nbMines = nbMines - 1
  LOOP
  FOR y = 0 TO TY - 1
    FOR x = 0 TO TX - 1
      IF t(y, x) = MINE THEN IncrementVoisins x, y
    NEXT
  NEXT
END SUB

' INT 33h through the machine-code routine in mouse$ (AX: the function).
SUB MouseCall (ax, bx, cx, dx)
  DEF SEG = VARSEG(mouse$)
  CALL ABSOLUTE(ax, bx, cx, dx, SADD(mouse$))
  DEF SEG
END SUB

SUB NewGame
  IF pointerOn AND hasMouse THEN ShowPointer
  pointerOn = 0
  CLS
  InitMine MINECOUNT
  AfficheMatrice
  stopped = 0: started = 0: shownTime = -1
  px = DECX + (TX \ 2) * TCAR + TCAR \ 2: py = DECY + (TY \ 2) * TCAR + TCAR \ 2
  LOCATE 1, 1: PRINT "D" + CHR$(130) + "mineur"; TX; "x"; TY; "-"; MINECOUNT; "mines";
  Status "Arrows: move  Space: dig  F: flag  Enter: new game  Esc: quit"
  ShowPointer
END SUB

' One move at field position (x, y): dig (left click) or flag (right click), the
' pointer hidden meanwhile; then lost (a mine) or won (every free cell open).
SUB DoMove (x, y, dig)
  IF NOT started THEN started = -1: t0 = TIMER
  ShowPointer
  IF dig THEN stopped = Cherche(x, y) ELSE Drapeaux x, y
  ShowPointer
  IF stopped THEN
    Status "Perdu! A mine. Enter: new game   Esc: quit"
    EXIT SUB
  END IF
  remaining = 0
  FOR j = 0 TO TY - 1: FOR i = 0 TO TX - 1
    IF t(j, i) <> -1 AND t(j, i) <> MINE AND t(j, i) <> MINE + DRAPEAU THEN remaining = remaining + 1
  NEXT: NEXT
  IF remaining = 0 THEN stopped = -1: Status "Bravo! All mines found. Enter: new game   Esc: quit"
END SUB

' The pointer toggles: the mouse driver's is shown and hidden (functions 1, 2),
' the keyboard's arrow is XORed on and the same PUT takes it away again (CLS
' takes it away too, so NewGame only hides the driver's).
SUB ShowPointer
  pointerOn = NOT pointerOn
  IF hasMouse THEN
    ax = 2 + pointerOn: MouseCall ax, bx, cx, dx
  ELSE
    PUT (px, py), arrow, XOR
  END IF
END SUB

SUB Status (msg$)
  LOCATE 30, 1: PRINT SPACE$(79);
  LOCATE 30, (80 - LEN(msg$)) \ 2: PRINT msg$;
END SUB
