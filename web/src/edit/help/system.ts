// Help pages: errors, events, memory, ports, DOS and the words QBasic reserves without using.
import type { HelpEntry } from './entry.js';

export const SYSTEM_HELP: HelpEntry[] = [
  {
    words: ['ERROR', 'ERR', 'ERL'],
    syntax: 'ON ERROR GOTO line\nERROR code\nERR\nERL',
    text: `With \`ON ERROR GOTO handler\`, a runtime error (division by zero, a missing file ...) jumps to the handler instead of stopping the program. There, ERR gives the error's code and ERL the line number where it happened (0 when the line has no number), and RESUME decides where to go on. \`ERROR code\` raises an error on purpose; \`ON ERROR GOTO 0\` turns handling off again.`,
    example: `ON ERROR GOTO Handler
PRINT 1 / 0
ERROR 57
PRINT "carried on"
END

Handler:
PRINT "Error"; ERR; "happened"
RESUME NEXT`,
    see: ['RESUME', 'ON'],
  },
  {
    words: ['RESUME'],
    syntax: 'RESUME [0]\nRESUME NEXT\nRESUME line',
    text: `Ends an error handler. RESUME (or RESUME 0) runs the statement that failed again, which makes sense after fixing the cause; RESUME NEXT goes on with the statement after it; RESUME line goes on at a line or label.`,
    example: `ON ERROR GOTO Retry
d = 0
PRINT 10 / d
END

Retry:
PRINT "dividing by zero: trying 2"
d = 2
RESUME`,
  },
  {
    words: ['ERDEV', 'ERDEV$'],
    syntax: 'ERDEV\nERDEV$',
    text: `After a device error, ERDEV gives DOS's error code for it and ERDEV$ the name of the device. There are no real devices in the browser, so they stay 0 and empty.`,
    example: `PRINT "device error code:"; ERDEV
PRINT "device: ["; ERDEV$; "]"`,
  },
  {
    words: ['TIMER', 'OFF'],
    syntax: 'TIMER\nON TIMER(seconds) GOSUB line\nTIMER {ON | OFF | STOP}',
    text: `The function TIMER gives the seconds since midnight (to about 1/18 s): measure time by subtracting two readings. The event form calls a subroutine every few seconds once TIMER ON is given; TIMER OFF stops that and TIMER STOP holds the events back until the next TIMER ON. OFF works the same way for KEY, PLAY, STRIG, PEN and COM events.`,
    example: `start! = TIMER
ticks = 0
ON TIMER(1) GOSUB Tick
TIMER ON
DO: now! = TIMER: LOOP UNTIL ticks = 2
TIMER OFF
PRINT "about"; INT(TIMER - start! + .5); "seconds"
END

Tick:
ticks = ticks + 1
PRINT "tick"; ticks
RETURN`,
  },
  {
    words: ['KEY'],
    syntax: 'KEY(n) {ON | OFF | STOP}\nON KEY(n) GOSUB line\nKEY n, text$\nKEY {ON | OFF | LIST}',
    text: `KEY traps keys as events: \`ON KEY(n) GOSUB\` names a subroutine for a key (1-10 are F1-F10, 11-14 the arrows Up, Left, Right and Down, 30 and 31 F11 and F12, 15-25 keys you define with \`KEY n, CHR$(shift) + CHR$(scancode)\`), and KEY(n) ON arms it. In QBasic, \`KEY n, text$\` also gives a function key a text, shown on the bottom line with KEY ON.`,
    example: `ON KEY(1) GOSUB Pressed
KEY(1) ON
PRINT "Press F1 (Esc ends)"
DO: LOOP UNTIL INKEY$ = CHR$(27)
END

Pressed:
PRINT "F1 pressed"
RETURN`,
    keys: '{f1}{esc}',
  },
  {
    words: ['PEEK', 'POKE'],
    syntax: 'PEEK(address)\nPOKE address, byte\nDEF SEG [= segment]',
    text: `PEEK reads and POKE writes one byte of memory at an offset from the segment DEF SEG chose. Many old programs POKE into screen memory: segment &HA000 is the SCREEN 13 picture, one byte per pixel; &HB800 the text screen, a character byte and a colour byte per cell.`,
    example: `SCREEN 13
DEF SEG = &HA000
FOR x = 0 TO 319
  POKE 100 * 320 + x, 14
NEXT
PRINT PEEK(100 * 320)
DEF SEG`,
  },
  {
    words: ['VARPTR', 'VARSEG', 'VARPTR$', 'SADD'],
    syntax: 'VARPTR(variable)\nVARSEG(variable)\nVARPTR$(variable)\nSADD(string$)',
    text: `Where a variable lives in memory: VARSEG gives its segment and VARPTR its offset, so DEF SEG = VARSEG(x) then PEEK(VARPTR(x)) reads its bytes. VARPTR$ packs the address into a string for DRAW and PLAY ("X" + VARPTR$(a$) runs a$ inside them). SADD, the address of a string's characters, comes from QuickBASIC.`,
    example: `DIM a(3) AS INTEGER
a(1) = 258
DEF SEG = VARSEG(a(1))
PRINT PEEK(VARPTR(a(1))), PEEK(VARPTR(a(1)) + 1)
DEF SEG
SCREEN 13
s$ = "C14 R40 D20 L40 U20"
DRAW "BM100,100 X" + VARPTR$(s$)`,
  },
  {
    words: ['BSAVE', 'BLOAD'],
    syntax: 'BSAVE file$, offset, length\nBLOAD file$ [, offset]',
    text: `BSAVE writes a block of memory (from the segment DEF SEG chose) to a file, and BLOAD reads it back, to where it came from or to another offset. Saving &HA000 in SCREEN 13 keeps a whole picture.`,
    example: `SCREEN 13
CIRCLE (160, 100), 50, 12
DEF SEG = &HA000
BSAVE "PIC.BIN", 0, 64000
CLS
BLOAD "PIC.BIN"
DEF SEG
PRINT "picture back"`,
  },
  {
    words: ['FRE', 'SETMEM'],
    syntax: 'FRE(-1 | -2 | 0 | string$)\nSETMEM(bytes)',
    text: `FRE reports free memory: FRE(-1) for arrays, FRE(-2) for the stack, any other argument for strings. QBasic programs used it to decide how much they dared to allocate. SETMEM, which gives memory back to DOS, comes from QuickBASIC.`,
    example: `PRINT "string space:"; FRE("")
PRINT "array space:"; FRE(-1)`,
  },
  {
    words: ['INP', 'OUT', 'WAIT'],
    syntax: 'INP(port)\nOUT port, byte\nWAIT port, and [, xor]',
    text: `Read and write the PC's input/output ports, for hardware that BASIC has no statement for: the VGA palette (ports &H3C8 and &H3C9), the speaker, the joystick. WAIT pauses until bits of a port change. Only the palette ports do something here.`,
    example: `SCREEN 13
LINE (100, 60)-(220, 140), 1, BF
OUT &H3C8, 1
OUT &H3C9, 63: OUT &H3C9, 32: OUT &H3C9, 0
PRINT "attribute 1 is now orange"`,
  },
  {
    words: ['ENVIRON', 'ENVIRON$', 'COMMAND$'],
    syntax: 'ENVIRON$(name$ | n)\nENVIRON "name=value"\nCOMMAND$',
    text: `ENVIRON$ reads a DOS environment variable by name or number, and ENVIRON sets one for the program's lifetime. COMMAND$, from QuickBASIC, gives the text typed after the program's name on the command line.

In the browser there is no DOS: ENVIRON$ finds no variables, and ENVIRON stops with \`Advanced feature unavailable\`.`,
    example: `PRINT "PATH is ["; ENVIRON$("PATH"); "]"
ENVIRON "PLAYER=Ann"
PRINT "PLAYER is "; ENVIRON$("PLAYER")`,
    unsupported: true,
  },
  {
    words: ['SHELL'],
    syntax: 'SHELL [command$]',
    text: `SHELL runs a DOS command and then goes on with the program. Here a small COMMAND.COM works on the program's drive (the folder the CLI runs in, or the page's stored drive): DIR (with /W, /B, /A and /O), TYPE, ECHO, CLS, CD, MD, RD, DEL, REN, COPY, PAUSE and a drive letter, with \`>\` or \`>>\` to send what a command prints into a file and \`| SORT\` or \`| MORE\` after it. A CD holds for the program afterwards, as in DOS. Any other command, such as another program, prints \`Bad command or file name\`: there are no DOS programs on the drive.

SHELL alone shows a \`C:\\>\` prompt and runs the commands typed at it until EXIT.`,
    example: `SHELL "ECHO a line of text > NOTE.TXT"
SHELL "TYPE NOTE.TXT"
SHELL "DIR /B"
SHELL "DEL NOTE.TXT"`,
  },
  {
    words: ['TRON', 'TROFF'],
    syntax: 'TRON\nTROFF',
    text: `TRON turns tracing on and TROFF turns it off. GW-BASIC printed each line number in square brackets as it ran; the QBasic editor instead lit up each statement as it ran. This version shows nothing for it: the debugger's stepping is the way to follow a program here.`,
    example: `TRON
10 a = 1
20 PRINT a
TROFF
PRINT "tracing is off"`,
  },
  {
    words: ['STICK', 'STRIG', 'PEN'],
    syntax: 'STICK(n)\nSTRIG(n)\nPEN(n)',
    text: `Joystick and light pen input: STICK gives a joystick's position, STRIG whether a button is pressed, PEN where a light pen touched the screen. Browsers have no such devices for QBasic, so they report the resting state.`,
    example: `PRINT "joystick x:"; STICK(0)
PRINT "button:"; STRIG(0)`,
  },
  {
    words: ['COM', 'IOCTL', 'IOCTL$'],
    syntax: 'ON COM(n) GOSUB line  /  COM(n) {ON | OFF | STOP}\nIOCTL #number, string$\nIOCTL$(#number)',
    text: `COM traps data arriving at a serial port as an event; IOCTL sends control strings to a device driver and IOCTL$ reads its answers. There are no serial ports or device drivers here: these statements stop with \`Advanced feature unavailable\`.`,
    example: `ON COM(1) GOSUB Arrived
COM(1) ON
PRINT "listening on COM1 (nothing will arrive)"
COM(1) OFF
END
Arrived: RETURN`,
    unsupported: true,
  },
  {
    words: ['ALIAS', 'BYVAL', 'CALLS', 'CDECL', 'SEG', 'LOCAL', 'SIGNAL', 'UEVENT', 'LIST'],
    title: 'Reserved words',
    syntax: 'ALIAS  BYVAL  CALLS  CDECL  SEG  LOCAL  SIGNAL  UEVENT  LIST',
    text: `QBasic reserves these words although it has no statement for them: most belong to QuickBASIC's calls to procedures written in other languages (DECLARE ... CDECL ALIAS "name", BYVAL and SEG parameters, CALLS) or to its user events (UEVENT), and LIST to old line-number BASICs. They cannot name a variable, so choose another name.`,
    example: `' "list" is reserved, so the variable is called items
items = 3
PRINT "items:"; items`,
  },
];
