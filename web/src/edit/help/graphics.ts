// Help pages: graphics and sound.
import type { HelpEntry } from './entry.js';

export const GRAPHICS_HELP: HelpEntry[] = [
  {
    words: ['SCREEN'],
    syntax: 'SCREEN mode [, [colorswitch] [, [activepage] [, visualpage]]]\nSCREEN(row, column [, colorflag])',
    text: `Chooses the display mode. 0 is text (80 x 25). The graphics modes: 1 (320 x 200, 4 colours), 2 (640 x 200, 2 colours), 7 (320 x 200, 16 colours, 8 pages), 8 (640 x 200, 16), 9 (640 x 350, 16), 10 (640 x 350, monochrome), 11 (640 x 480, 2), 12 (640 x 480, 16) and 13 (320 x 200, 256 colours). The page arguments let you draw on one page while showing another.

As a function, SCREEN(row, column) gives the character code at a text position (with 1 at the end, its colour).`,
    example: `SCREEN 13
FOR c = 0 TO 255
  LINE (c, 0)-(c, 199), c
NEXT
LOCATE 12, 12: PRINT "256 colours"`,
  },
  {
    words: ['PSET', 'PRESET'],
    syntax: 'PSET [STEP] (x, y) [, colour]\nPRESET [STEP] (x, y) [, colour]',
    text: `Draw one pixel. PSET uses the current foreground colour when none is given, PRESET the background colour (so it erases). STEP makes the coordinates relative to the last point drawn.`,
    example: `SCREEN 13
FOR i = 1 TO 2000
  PSET (RND * 320, RND * 200), RND * 255
NEXT
PRESET (160, 100)`,
  },
  {
    words: ['LINE'],
    title: 'LINE and LINE INPUT',
    syntax: 'LINE [[STEP](x1, y1)]-[STEP](x2, y2) [, [colour] [, [B | BF] [, style]]]\nLINE INPUT [;] ["prompt";] variable$\nLINE INPUT #number, variable$',
    text: `In graphics modes LINE draws a straight line between two points; with B it draws a box with those corners and with BF a filled box. A style number draws dashed lines (each bit of the 16-bit pattern is a pixel).

LINE INPUT reads a whole line of text, commas and quotes included, from the keyboard or (with #) from a file.`,
    example: `SCREEN 12
LINE (20, 20)-(620, 460), 15, B
LINE (40, 40)-(200, 200), 4, BF
LINE (0, 0)-(639, 479), 14
LINE (0, 479)-(639, 0), 10, , &HF0F0`,
  },
  {
    words: ['CIRCLE'],
    syntax: 'CIRCLE [STEP] (x, y), radius [, [colour] [, [start] [, [end] [, aspect]]]]',
    text: `Draws a circle, an ellipse or an arc around a centre. Start and end angles (radians) draw an arc; make them negative to join the ends to the centre, as in a pie slice. The aspect is the ratio of height to width: below 1 flattens the circle, above 1 stretches it.`,
    example: `SCREEN 13
CIRCLE (160, 100), 80, 14
CIRCLE (160, 100), 60, 12, , , .5
CIRCLE (160, 100), 40, 10, -.1, -1.5`,
  },
  {
    words: ['PAINT'],
    syntax: 'PAINT [STEP] (x, y) [, [colour | pattern$] [, [border] [, background$]]]',
    text: `Fills an area, starting at a point and spreading until it meets the border colour (the fill colour when none is given). The area must be closed or the paint leaks out. A string instead of a colour fills with a tile pattern.`,
    example: `SCREEN 13
CIRCLE (160, 100), 50, 15
PAINT (160, 100), 4, 15
LINE (20, 20)-(80, 60), 15, B
PAINT (50, 40), 2, 15`,
  },
  {
    words: ['DRAW'],
    syntax: 'DRAW commands$',
    text: `Draws with a little turtle language. U, D, L, R move up, down, left and right; E, F, G, H diagonally; each takes a distance. M x,y moves to a point (M+x,y relatively). B in front moves without drawing, N draws and comes back. C sets the colour, P fills, A and TA turn, S scales.`,
    example: `SCREEN 13
DRAW "C14 BM100,100 R40 D40 L40 U40"
DRAW "C12 BM200,60 F30 G30 H30 E30"
DRAW "BM110,110 P4,14"`,
  },
  {
    words: ['PALETTE'],
    syntax: 'PALETTE [attribute, colour]\nPALETTE USING array(start)',
    text: `Changes which real colour an attribute shows, for everything already drawn with it. In SCREEN 13 the colour is 65536 * blue + 256 * green + red, each from 0 to 63. PALETTE with nothing restores the defaults.`,
    example: `SCREEN 13
LINE (100, 50)-(220, 150), 1, BF
FOR r = 0 TO 63
  PALETTE 1, r
  t! = TIMER: DO: LOOP WHILE TIMER - t! < .03
NEXT
PRINT "now bright red"`,
  },
  {
    words: ['VIEW'],
    syntax: 'VIEW [[SCREEN] (x1, y1)-(x2, y2) [, [colour] [, border]]]\nVIEW PRINT [top TO bottom]',
    text: `VIEW limits graphics to a rectangle of the screen (a viewport): coordinates become relative to its corner, unless SCREEN is given, and nothing is drawn outside it. VIEW PRINT limits text output and scrolling to a range of rows.`,
    example: `SCREEN 13
VIEW (60, 40)-(260, 160), 1, 15
CIRCLE (100, 60), 90, 14
VIEW PRINT 22 TO 25
PRINT "text stays in the last rows"`,
  },
  {
    words: ['WINDOW', 'PMAP'],
    syntax: 'WINDOW [[SCREEN] (x1, y1)-(x2, y2)]\nPMAP(coordinate, function)',
    text: `WINDOW chooses your own coordinates for the drawing area, for example -1 to 1, so graphs need no scaling by hand. Y grows upwards, as in mathematics, unless SCREEN is given. PMAP converts between your coordinates and pixels (function 0 and 1: x and y to pixels; 2 and 3: back).`,
    example: `SCREEN 12
WINDOW (-6.3, -1.2)-(6.3, 1.2)
LINE (-6.3, 0)-(6.3, 0), 8
FOR x = -6.3 TO 6.3 STEP .01
  PSET (x, SIN(x)), 14
NEXT
PRINT "x = 0 is pixel"; PMAP(0, 0)`,
  },
  {
    words: ['POINT'],
    syntax: 'POINT(x, y)\nPOINT(n)',
    text: `POINT(x, y) gives the colour of a pixel (-1 outside the viewport). POINT(0) and POINT(1) give the last point drawn in pixels, POINT(2) and POINT(3) in WINDOW coordinates.`,
    example: `SCREEN 13
PSET (10, 10), 42
PRINT POINT(10, 10), POINT(11, 10)`,
  },
  {
    words: ['PCOPY'],
    syntax: 'PCOPY source, destination',
    text: `Copies a whole screen page onto another. With SCREEN's active and visible pages it gives smooth animation: draw on a hidden page, then copy it to the shown one.`,
    example: `SCREEN 7, , 1, 0
FOR x = 0 TO 280 STEP 4
  CLS
  CIRCLE (x + 20, 100), 20, 14
  PCOPY 1, 0
NEXT`,
  },
  {
    words: ['BEEP'],
    syntax: 'BEEP',
    text: `Sounds the computer's short beep. Printing CHR$(7) does the same.`,
    example: `PRINT "Beep!"
BEEP`,
  },
  {
    words: ['SOUND'],
    syntax: 'SOUND frequency, duration',
    text: `Plays a tone through the speaker: frequency in hertz (37 to 32767) for a duration in clock ticks (18.2 ticks make a second). A duration of 0 stops the sound that is playing.`,
    example: `FOR f = 200 TO 800 STEP 100
  SOUND f, 2
NEXT
SOUND 440, 9`,
  },
  {
    words: ['PLAY'],
    syntax: 'PLAY commands$\nPLAY(n)\nON PLAY(n) GOSUB line  /  PLAY {ON | OFF | STOP}',
    text: `Plays music written as a string. Notes are A to G, with + or # for sharp and - for flat, and an optional length (4 a quarter note). O sets the octave (0-6) and < > change it; L sets the default length, T the tempo, P a pause; MF plays in the foreground, MB in the background so the program goes on. PLAY(n) gives the number of notes still queued.`,
    example: `PLAY "T180 O3 L8 C D E F G4 G4 A A A A G2"
PLAY "MB L16 O4 C E G > C"
PRINT "music plays on in the background"`,
  },
];
