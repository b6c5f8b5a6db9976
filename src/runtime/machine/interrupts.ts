// CALL INTERRUPT / INTERRUPTX: the DOS and BIOS services QBasic programs call most, done the way the PC
// answers them: INT 10h (video: set and get the mode, the cursor, window scrolls, characters at the cursor,
// the text-mode border and font, pixels, DAC colours, VGA detection), INT 16h (keyboard), INT 21h (DOS: characters, keys, date, time, version,
// drive, exit) and INT 33h (the mouse, mouse.ts). Anything else is Advanced feature unavailable, rather
// than a silent wrong answer.
import { QBasicError } from '../errors.js';
import { inkey, keyBacklog, readKeyBytes, waitKey } from './keyboard.js';
import { peekAt } from './memory.js';
import { mouseInterrupt, mouseModeChanged } from './mouse.js';
import { programNow } from './pace.js';
import { CARRY, ZERO, high, low, word, type Registers } from './registers.js';
import { BIOS_MODES, biosMode } from './video-modes.js';
import { scanCodeOf } from './scancodes.js';
import { EndSignal } from './signals.js';
import type { State } from './state.js';
import { cursorMoved, putText } from './textout.js';

function video(s: State, r: Registers): boolean {
  const sc = s.screen;
  const al = low(r.ax);
  switch (high(r.ax)) {
    case 0x00: {
      const m = BIOS_MODES.find(([bios]) => bios === (al & 0x7f));
      if (!m) return false;
      sc.setMode(m[1]);
      if (m[1] === 0) sc.setWidth(m[2], 25);
      mouseModeChanged(s);
      cursorMoved(s);
      return true;
    }
    case 0x01: return true;
    case 0x02:
      sc.locate(Math.min(high(r.dx) + 1, sc.textRows), Math.min(low(r.dx) + 1, sc.textCols));
      cursorMoved(s);
      return true;
    case 0x03: r.dx = word(sc.cursorRow - 1, sc.cursorCol - 1); r.cx = 0x0607; return true;
    case 0x05: sc.setMode(sc.mode, undefined, undefined, al); return true;
    case 0x06: case 0x07:
      sc.scrollWindow(high(r.cx) + 1, low(r.cx) + 1, high(r.dx) + 1, low(r.dx) + 1, al, high(r.ax) === 0x07, high(r.bx));
      return true;
    case 0x08: {
      const row = sc.cursorRow;
      const col = sc.cursorCol;
      r.ax = word(sc.screenChar(row, col, true), sc.screenChar(row, col, false));
      return true;
    }
    case 0x09: sc.writeCells(al, low(r.bx), r.cx); return true;
    case 0x0a: sc.writeCells(al, sc.mode === 0 ? undefined : low(r.bx), r.cx); return true;
    // BH=0 in a text mode sets the border (overscan) colour, which this screen has no border to show
    case 0x0b: return high(r.bx) === 0 && sc.mode === 0;
    case 0x0c: sc.pset(r.cx, r.dx, al, false); return true;
    case 0x0d: r.ax = word(high(r.ax), sc.point(r.cx, r.dx)); return true;
    case 0x0e: putText(s, String.fromCharCode(al)); return true;
    case 0x0f: {
      r.ax = word(sc.textCols, biosMode(sc));
      r.bx = word(0, low(r.bx));
      return true;
    }
    case 0x10: return dacCall(s, r);
    case 0x11: return loadFont(s, r);
    case 0x12: if (low(r.bx) !== 0x10) return false; r.bx = 0x0003; r.cx = 0x0009; return true;
    case 0x1a: if (al !== 0) return false; r.ax = word(high(r.ax), 0x1a); r.bx = 0x0008; return true;
    default: return false;
  }
}

/** INT 10h AX=1100h (AX=1110h when BH is the font's height already): CX glyphs of BH bytes at ES:BP become
 *  characters DX on in a text mode. Other heights and the graphics-mode fonts (1120h ...) stay unavailable. */
function loadFont(s: State, r: Registers): boolean {
  const al = low(r.ax);
  const bytes = high(r.bx);
  const sc = s.screen;
  if (sc.mode !== 0 || bytes === 0 || !(al === 0x00 || (al === 0x10 && bytes === sc.charHeight))) return false;
  const count = Math.min(r.cx, 256);
  const data = new Uint8Array(count * bytes);
  const at = r.es * 16 + r.bp;
  for (let i = 0; i < data.length; i++) data[i] = peekAt(s, at + i);
  sc.loadGlyphs(low(r.dx), bytes, data);
  return true;
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
    // AX=3300h/3301h Ctrl+Break checking (off); AX=3306h the true version, 5.00
    case 0x33:
      if (low(r.ax) === 6) r.bx = 0x0005;
      if (low(r.ax) > 1 && low(r.ax) !== 6) return false;
      r.dx = 0;
      return true;
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
  // INT 2Fh, the multiplex interrupt: nothing (Windows, XMS, a network ...) is installed, so every call
  // returns its registers unchanged, which is how DOS says so
  if (n === 0x2f) return;
  const done = n === 0x10 ? video(s, r) : n === 0x16 ? keyboard(s, r) : n === 0x21 ? dos(s, r) : n === 0x33 ? mouseInterrupt(s, r) : false;
  if (!done) throw new QBasicError(73);
}
