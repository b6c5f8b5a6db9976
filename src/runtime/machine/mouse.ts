// INT 33h, the Microsoft mouse driver, over Host.mouse: reset (function 0: AX = -1 and the button count
// when a mouse is there, 0 when not), show and hide the pointer (1, 2: a counter that shows it at 0),
// position and buttons (3), set the position (4), presses and releases since the last ask (5, 6),
// horizontal and vertical limits (7, 8). Coordinates are the driver's: SCREEN 13 and the other 320-pixel
// modes report x doubled (0..639); text modes report 8 per character cell in both directions.
import type { HostMouse } from '../host.js';
import type { Registers } from './registers.js';
import { EndSignal } from './signals.js';
import type { State } from './state.js';

interface MouseDriver {
  /** the mouse as last read: presses and releases count from it after a reset */
  last: HostMouse | undefined;
  /** the pointer shows when this is 0 (reset puts it at -1: hidden) */
  shown: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  /** presses and releases already reported by functions 5 and 6, per button */
  presses: number[];
  releases: number[];
}

/** Driver x and y per mode pixel (x, y) and the driver's screen size. */
function scale(s: State): { sx: number; sy: number; width: number; height: number } {
  const sc = s.screen;
  if (sc.mode === 0) {
    const cell = sc.height / sc.textRows;
    return { sx: 1, sy: 8 / cell, width: sc.textCols * 8, height: sc.textRows * 8 };
  }
  const sx = sc.width === 320 ? 2 : 1;
  return { sx, sy: 1, width: sc.width * sx, height: sc.height };
}

function driver(s: State): MouseDriver {
  return s.extension('mouse', () => fresh(s));
}

function fresh(s: State, last?: HostMouse): MouseDriver {
  const { width, height } = scale(s);
  return {
    last, shown: -1, minX: 0, maxX: width - 1, minY: 0, maxY: height - 1,
    presses: last ? [...last.presses] : [0, 0, 0], releases: last ? [...last.releases] : [0, 0, 0],
  };
}

/** Read the mouse (functions 3, 5, 6); a host with no more input ever (a used-up script) ends the run. */
function read(s: State, d: MouseDriver): HostMouse {
  const m = s.host.mouse!();
  if (!m) throw new EndSignal('inputEnded');
  d.last = m;
  return m;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The pointer's position as the driver reports it (text modes: the cell's top-left corner). */
function position(s: State, d: MouseDriver, m: HostMouse): { x: number; y: number } {
  const { sx, sy } = scale(s);
  let x = Math.floor(m.x) * sx;
  let y = Math.floor(Math.floor(m.y) * sy);
  if (s.screen.mode === 0) {
    x &= ~7;
    y &= ~7;
  }
  return { x: clamp(x, d.minX, d.maxX), y: clamp(y, d.minY, d.maxY) };
}

function setShown(s: State, d: MouseDriver, shown: number): void {
  const was = d.shown === 0;
  d.shown = Math.min(0, shown);
  if (was !== (d.shown === 0)) s.host.mousePointer?.(d.shown === 0);
}

/**
 * A new video mode (SCREEN, INT 10h AH=0): the driver, which watches mode sets, hides its pointer and
 * takes the new mode's range, as a program must show it again for the new screen (DOSBox's and vDOS's
 * Mouse_NewVideoMode do the same). Without it the pointer of a graphics screen stayed drawn, as a text
 * cell's block, over the text screen a program ended on.
 */
export function mouseModeChanged(s: State): void {
  const d = s.ext.get('mouse') as MouseDriver | undefined;
  if (!d) return;
  setShown(s, d, -1);
  const { width, height } = scale(s);
  [d.minX, d.maxX, d.minY, d.maxY] = [0, width - 1, 0, height - 1];
}

/** The mouse functions QBasic programs use; false for a function this driver does not have. */
export function mouseInterrupt(s: State, r: Registers): boolean {
  const fn = r.ax;
  if (!s.host.mouse) {
    if (fn === 0 || fn === 0x21) r.ax = r.bx = 0;
    return true;
  }
  const d = driver(s);
  switch (fn) {
    case 0: case 0x21: {
      setShown(s, d, -1);
      s.ext.set('mouse', fresh(s, d.last));
      // the driver puts the pointer in the middle of the screen (RBIL, INT 33h AX=0000h)
      const { sx, sy, width, height } = scale(s);
      s.host.moveMouse?.(width / 2 / sx, height / 2 / sy);
      r.ax = 0xffff;
      r.bx = 2;
      return true;
    }
    case 1: setShown(s, d, d.shown + 1); return true;
    case 2: setShown(s, d, d.shown - 1); return true;
    case 3: {
      const mouse = read(s, d);
      const p = position(s, d, mouse);
      r.bx = mouse.buttons & 7;
      r.cx = p.x;
      r.dx = p.y;
      return true;
    }
    case 4: {
      const { sx, sy } = scale(s);
      s.host.moveMouse?.(clamp(r.cx, d.minX, d.maxX) / sx, clamp(r.dx, d.minY, d.maxY) / sy);
      return true;
    }
    case 5: case 6: {
      const mouse = read(s, d);
      const b = r.bx & 3;
      const counts = fn === 5 ? mouse.presses : mouse.releases;
      const seen = fn === 5 ? d.presses : d.releases;
      const p = position(s, d, mouse);
      r.ax = mouse.buttons & 7;
      r.bx = Math.min(0xffff, counts[b] - seen[b]);
      seen[b] = counts[b];
      r.cx = p.x;
      r.dx = p.y;
      return true;
    }
    case 7: case 8: {
      const lo = Math.min(signed(r.cx), signed(r.dx));
      const hi = Math.max(signed(r.cx), signed(r.dx));
      if (fn === 7) [d.minX, d.maxX] = [lo, hi];
      else [d.minY, d.maxY] = [lo, hi];
      return true;
    }
    // cursor shape, motion counters, mickey ratio, sensitivity: nothing to report
    case 9: case 0x0a: case 0x0f: case 0x13: case 0x1a: case 0x1d: return true;
    case 0x0b: r.cx = r.dx = 0; return true;
    default: return false;
  }
}

function signed(v: number): number {
  return v >= 0x8000 ? v - 0x10000 : v;
}
