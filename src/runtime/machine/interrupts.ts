// CALL INTERRUPT / INTERRUPTX: the DOS and BIOS services QBasic programs call most, done the way the PC
// answers them: INT 10h (video: set and get the mode, the cursor, pixels, DAC colours, VGA detection),
// INT 16h (keyboard), INT 21h (DOS: characters, keys, date, time, version, drive, exit) and INT 33h (the
// mouse, mouse.ts). Anything else is Advanced feature unavailable, rather than a silent wrong answer.
import { QBasicError } from '../errors.js';
import { inkey, keyBacklog, readKeyBytes, waitKey } from './keyboard.js';
import { peekAt } from './memory.js';
import { mouseInterrupt } from './mouse.js';
import { programNow } from './pace.js';
import { CARRY, ZERO, high, low, word, type Registers } from './registers.js';
import { scanCodeOf } from './scancodes.js';
import { EndSignal } from './signals.js';
import type { State } from './state.js';
import { cursorMoved, putText } from './textout.js';

/** BIOS video modes (INT 10h AH=0) and the SCREEN modes they are. */
const BIOS_MODES: [bios: number, screen: number, cols: number][] = [
  [3, 0, 80], [2, 0, 80], [7, 0, 80], [1, 0, 40], [0, 0, 40], [4, 1, 40], [5, 1, 40], [6, 2, 80],
  [0x0d, 7, 40], [0x0e, 8, 80], [0x10, 9, 80], [0x11, 11, 80], [0x12, 12, 80], [0x13, 13, 40],
];

function video(s: State, r: Registers): boolean {
  const sc = s.screen;
  const al = low(r.ax);
  switch (high(r.ax)) {
    case 0x00: {
      const m = BIOS_MODES.find(([bios]) => bios === (al & 0x7f));
      if (!m) return false;
      sc.setMode(m[1]);
      if (m[1] === 0) sc.setWidth(m[2], 25);
      cursorMoved(s);
      return true;
    }
    case 0x01: return true;
    case 0x02:
      sc.locate(Math.min(high(r.dx) + 1, sc.textRows), Math.min(low(r.dx) + 1, sc.textCols));
      cursorMoved(s);
      return true;
    case 0x03: r.dx = word(sc.cursorRow - 1, sc.cursorCol - 1); r.cx = 0x0607; return true;
    case 0x0c: sc.pset(r.cx, r.dx, al, false); return true;
    case 0x0d: r.ax = word(high(r.ax), sc.point(r.cx, r.dx)); return true;
    case 0x0e: putText(s, String.fromCharCode(al)); return true;
    case 0x0f: {
      const bios = BIOS_MODES.find(([, screen, cols]) => screen === sc.mode && (sc.mode !== 0 || cols === sc.textCols));
      r.ax = word(sc.textCols, bios ? bios[0] : 3);
      r.bx = word(0, low(r.bx));
      return true;
    }
    case 0x10: return dacCall(s, r);
    case 0x12: if (low(r.bx) !== 0x10) return false; r.bx = 0x0003; r.cx = 0x0009; return true;
    case 0x1a: if (al !== 0) return false; r.ax = word(high(r.ax), 0x1a); r.bx = 0x0008; return true;
    default: return false;
  }
}

/** INT 10h AX=1010h: set one DAC register (BX, DH red, CH green, CL blue); AX=1015h: read one. */
function dacCall(s: State, r: Registers): boolean {
  const al = low(r.ax);
  if (al === 0x10) {
    s.screen.setDac(r.bx & 255, (high(r.dx) & 63) | ((high(r.cx) & 63) << 8) | ((low(r.cx) & 63) << 16));
    return true;
  }
  if (al === 0x15) {
    const c = s.screen.dac(r.bx & 255);
    r.dx = word(c & 63, low(r.dx));
    r.cx = word((c >> 8) & 63, (c >> 16) & 63);
    return true;
  }
  return false;
}

/** A key as INT 16h gives it: scan code in AH, character in AL (0 for extended keys). */
function biosKey(k: string): number {
  const scan = scanCodeOf(k)?.scan ?? 0;
  return k.length === 2 ? word(k.charCodeAt(1), 0) : word(scan, k.charCodeAt(0));
}

function keyboard(s: State, r: Registers): boolean {
  switch (high(r.ax)) {
    case 0x00: case 0x10: r.ax = biosKey(waitKey(s)); return true;
    case 0x01: case 0x11: {
      const k = peekKey(s);
      if (k) {
        r.ax = biosKey(k);
        r.flags &= ~ZERO;
      } else {
        r.flags |= ZERO;
      }
      return true;
    }
    case 0x02: case 0x12: r.ax = word(high(r.ax), peekAt(s, 0x417)); return true;
    default: return false;
  }
}

function dos(s: State, r: Registers): boolean {
  const ah = high(r.ax);
  switch (ah) {
    case 0x01: case 0x07: case 0x08: {
      const k = readKeyBytes(s, 1);
      if (ah === 0x01) putText(s, k);
      r.ax = word(ah, k.charCodeAt(0));
      return true;
    }
    case 0x02: putText(s, String.fromCharCode(low(r.dx))); r.ax = word(ah, low(r.dx)); return true;
    case 0x0b: r.ax = word(ah, peekKey(s) ? 0xff : 0); return true;
    case 0x19: r.ax = word(ah, 2); return true;
    case 0x2a: {
      const d = programNow(s);
      r.cx = d.getFullYear();
      r.dx = word(d.getMonth() + 1, d.getDate());
      r.ax = word(ah, d.getDay());
      return true;
    }
    case 0x2c: {
      const d = programNow(s);
      r.cx = word(d.getHours(), d.getMinutes());
      r.dx = word(d.getSeconds(), Math.floor(d.getMilliseconds() / 10));
      return true;
    }
    // DOS 5.00, the version QBasic 1.1 came with
    case 0x30: r.ax = 0x0005; r.bx = 0; r.cx = 0; return true;
    case 0x4c: throw new EndSignal('end');
    default: return false;
  }
}

/** The key waiting in the buffer, left there (undefined when none). */
function peekKey(s: State): string | undefined {
  const back = keyBacklog(s);
  if (!back.length) {
    const k = inkey(s);
    if (k) back.push(k);
  }
  return back[0];
}

/** Run interrupt `n` on registers `r` (changed in place); Advanced feature unavailable for others. */
export function interrupt(s: State, n: number, r: Registers): void {
  r.flags &= ~CARRY;
  const done = n === 0x10 ? video(s, r) : n === 0x16 ? keyboard(s, r) : n === 0x21 ? dos(s, r) : n === 0x33 ? mouseInterrupt(s, r) : false;
  if (!done) throw new QBasicError(73);
}
