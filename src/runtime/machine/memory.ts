// PEEK / POKE / DEF SEG / INP / OUT: the few memory locations and ports programs reasonably expect.
// Video memory (A000:0 in SCREEN 13, B800:0 in text mode) maps to the screen; the BIOS keyboard flags
// (0:417) and anything else POKEd read back what was written; the VGA DAC ports set the palette.
import { QBasicError } from '../errors.js';
import type { State } from './state.js';

interface Memory {
  bytes: Map<number, number>;
  /** VGA status register bit 3 (vertical retrace) toggles on every read so wait loops end */
  retrace: number;
  dacIndex: number;
  dacComponent: number;
  dacRgb: number[];
}

function memory(s: State): Memory {
  return s.extension('memory', () => ({
    bytes: new Map([[0x417, 0x20]]), // NumLock on
    retrace: 0,
    dacIndex: 0,
    dacComponent: 0,
    dacRgb: [0, 0, 0],
  }));
}

/** The default data segment DEF SEG without an argument restores (QBasic's DGROUP). */
export const DEFAULT_SEGMENT = 0x1000;

function linear(s: State, offset: number): number {
  if (offset < -32768 || offset > 65535) throw new QBasicError(5);
  return s.defSeg * 16 + (offset & 0xffff);
}

/** PEEK(offset) in the DEF SEG segment. */
export function peek(s: State, offset: number): number {
  const addr = linear(s, offset);
  const sc = s.screen;
  if (addr >= 0xa0000 && addr < 0xa0000 + 64000 && sc.mode === 13) {
    const p = addr - 0xa0000;
    return sc.point(p % 320, Math.floor(p / 320)) & 255;
  }
  if (addr >= 0xb8000 && addr < 0xb8000 + 4000 && sc.mode === 0) {
    const cell = (addr - 0xb8000) >> 1;
    const row = Math.floor(cell / sc.textCols) + 1;
    const col = (cell % sc.textCols) + 1;
    if (row <= sc.textRows) return sc.screenChar(row, col, (addr & 1) === 1) & 255;
  }
  return memory(s).bytes.get(addr) ?? 0;
}

/** POKE offset, value in the DEF SEG segment. */
export function poke(s: State, offset: number, value: number): void {
  if (value < 0 || value > 255) throw new QBasicError(5);
  const addr = linear(s, offset);
  const sc = s.screen;
  if (addr >= 0xa0000 && addr < 0xa0000 + 64000 && sc.mode === 13) {
    const p = addr - 0xa0000;
    sc.pset(p % 320, Math.floor(p / 320), value, false);
    return;
  }
  memory(s).bytes.set(addr, value);
}

/** INP(port). */
export function inp(s: State, port: number): number {
  if (port < 0 || port > 65535) throw new QBasicError(5);
  const m = memory(s);
  if (port === 0x3da) {
    m.retrace ^= 8;
    return m.retrace | 1;
  }
  if (port === 0x60) return 0;
  return m.bytes.get(-1 - port) ?? 255;
}

/** OUT port, value: the VGA DAC (3C8 index, 3C9 red/green/blue) sets palette entries. */
export function out(s: State, port: number, value: number): void {
  if (port < 0 || port > 65535 || value < 0 || value > 255) throw new QBasicError(5);
  const m = memory(s);
  if (port === 0x3c8) {
    m.dacIndex = value;
    m.dacComponent = 0;
    return;
  }
  if (port === 0x3c9) {
    m.dacRgb[m.dacComponent++] = value & 63;
    if (m.dacComponent === 3) {
      const [r, g, b] = m.dacRgb;
      if (s.screen.mode === 13) s.screen.palette(m.dacIndex, r + g * 256 + b * 65536);
      m.dacComponent = 0;
      m.dacIndex = (m.dacIndex + 1) & 255;
    }
    return;
  }
  m.bytes.set(-1 - port, value);
}
