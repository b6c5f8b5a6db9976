// PEEK / POKE / DEF SEG / INP / OUT / BSAVE / BLOAD: the memory locations and ports programs reasonably expect.
// Video memory (A000:0 in SCREEN 13, B800:0 in text mode) maps to the screen; the BIOS keyboard flags
// (0:417) and anything else POKEd read back what was written (bios.ts: the keyboard buffer and timer ticks); numeric arrays have the addresses VARSEG and
// VARPTR give them (array-memory.ts); the VGA DAC ports set the palette.
import { QBasicError } from '../errors.js';
import { arrayBytesAt } from './array-memory.js';
import { keyboardPort, peekBios, pokeBios } from './bios.js';
import { pace } from './pace.js';
import { DATA_SEGMENT, peekVariable, pokeVariable } from './variable-memory.js';
import type { State } from './state.js';

interface Memory {
  bytes: Map<number, number>;
  /** VGA status register bit 3 (vertical retrace) toggles on every read so wait loops end */
  retrace: number;
  dacIndex: number;
  dacComponent: number;
  dacRgb: number[];
  /** OUT &H3C7: the DAC entry INP(&H3C9) reads, and which of its components comes next */
  dacReadIndex: number;
  dacReadComponent: number;
}

function memory(s: State): Memory {
  return s.extension('memory', newMemory);
}

const newMemory = (): Memory => ({
  bytes: new Map([[0x417, 0x20]]), // NumLock on
  retrace: 0,
  dacIndex: 0,
  dacComponent: 0,
  dacRgb: [0, 0, 0],
  dacReadIndex: 0,
  dacReadComponent: 0,
});

/** The default data segment DEF SEG without an argument restores (QBasic's DGROUP). */
export const DEFAULT_SEGMENT = DATA_SEGMENT;

/** An offset in a segment as a word: -32768 to 65535 (negative ones from above), Illegal function call else. */
function word(offset: number): number {
  if (offset < -32768 || offset > 65535) throw new QBasicError(5);
  return offset & 0xffff;
}

function linear(s: State, offset: number): number {
  return s.defSeg * 16 + word(offset);
}

/** PEEK(offset) in the DEF SEG segment. */
export function peek(s: State, offset: number): number {
  return peekAt(s, linear(s, offset));
}

/** The byte at linear address `addr`. */
export function peekAt(s: State, addr: number): number {
  const sc = s.screen;
  if (addr >= 0xa0000 && addr < 0xa0000 + 64000 && sc.mode === 13) {
    return sc.videoByte(addr - 0xa0000);
  }
  if (isTextMemory(s, addr)) {
    const cell = (addr - 0xb8000) >> 1;
    const row = Math.floor(cell / sc.textCols) + 1;
    const col = (cell % sc.textCols) + 1;
    if (row <= sc.textRows) return sc.screenChar(row, col, (addr & 1) === 1) & 255;
  }
  const array = arrayBytesAt(s, addr);
  if (array) return array.bytes[array.at];
  return peekVariable(s, addr) ?? peekBios(s, addr) ?? memory(s).bytes.get(addr) ?? 0;
}

/** Text video memory (B800:0 in SCREEN 0): a character byte and an attribute byte per cell, row by row. */
function isTextMemory(s: State, addr: number): boolean {
  const sc = s.screen;
  return sc.mode === 0 && addr >= 0xb8000 && addr < 0xb8000 + sc.textCols * sc.textRows * 2;
}

/** POKE offset, value in the DEF SEG segment: the low byte of the INTEGER value is stored (as QB64-PE does). */
export function poke(s: State, offset: number, value: number): void {
  pokeAt(s, linear(s, offset), value & 255);
}

/** Store byte `value` at linear address `addr`. */
export function pokeAt(s: State, addr: number, value: number): void {
  const sc = s.screen;
  if (addr >= 0xa0000 && addr < 0xa0000 + 64000 && sc.mode === 13) {
    sc.setVideoByte(addr - 0xa0000, value);
    return;
  }
  if (isTextMemory(s, addr)) {
    const cell = (addr - 0xb8000) >> 1;
    sc.pokeText(Math.floor(cell / sc.textCols) + 1, (cell % sc.textCols) + 1, (addr & 1) === 1, value);
    return;
  }
  const array = arrayBytesAt(s, addr);
  if (array) array.bytes[array.at] = value;
  else if (!pokeVariable(s, addr, value) && !pokeBios(s, addr, value)) memory(s).bytes.set(addr, value);
}

/** INP(port). */
export function inp(s: State, port: number): number {
  if (port < 0 || port > 65535) throw new QBasicError(5);
  const m = memory(s);
  if (port === 0x3da) {
    m.retrace ^= 8;
    return m.retrace | 1;
  }
  if (port === 0x60) return keyboardPort(s);
  if (port === 0x3c9) {
    const rgb = s.screen.dac(m.dacReadIndex);
    const v = (rgb >> (8 * m.dacReadComponent)) & 63;
    if (++m.dacReadComponent === 3) {
      m.dacReadComponent = 0;
      m.dacReadIndex = (m.dacReadIndex + 1) & 255;
    }
    return v;
  }
  return m.bytes.get(-1 - port) ?? 255;
}

/** The VGA's vertical retrace comes 70 times a second. */
const RETRACE_MS = 1000 / 70;

/**
 * WAIT port, and, xor: until (INP(port) XOR xor) AND and is non-zero. Waiting for the start of the vertical
 * retrace (3DAh bit 3) sleeps to the next 1/70 s on the host's clock, so frame-synced animation runs at the
 * VGA's pace; other ports are polled a few times (the emulated ones change) and then given up on.
 */
export function waitPort(s: State, port: number, and: number, xor: number): void {
  if (port === 0x3da && (and & 8) && !(xor & 8) && s.host.clockMs) {
    pace(s);
    const now = s.host.clockMs();
    const left = Math.ceil(now / RETRACE_MS + 1e-9) * RETRACE_MS - now;
    s.host.sleep(left, false);
    return;
  }
  for (let i = 0; i < 4; i++) if (((inp(s, port) ^ xor) & and) !== 0) return;
}

/** OUT port, value: the VGA DAC (3C8 index, 3C9 red/green/blue) sets colour registers in every mode. */
export function out(s: State, port: number, value: number): void {
  if (port < 0 || port > 65535 || value < 0 || value > 255) throw new QBasicError(5);
  const m = memory(s);
  if (port === 0x3c8) {
    m.dacIndex = value;
    m.dacComponent = 0;
    return;
  }
  if (port === 0x3c7) {
    m.dacReadIndex = value;
    m.dacReadComponent = 0;
    return;
  }
  if (port === 0x3c9) {
    m.dacRgb[m.dacComponent++] = value & 63;
    if (m.dacComponent === 3) {
      const [r, g, b] = m.dacRgb;
      s.screen.setDac(m.dacIndex, r + g * 256 + b * 65536);
      m.dacComponent = 0;
      m.dacIndex = (m.dacIndex + 1) & 255;
    }
    return;
  }
  m.bytes.set(-1 - port, value);
}

/** BSAVE's header: FDh, then segment, offset and length as little-endian words. */
const BSAVE_MAGIC = 0xfd;
const HEADER = 7;

/** BSAVE: `length` bytes from `offset` in the DEF SEG segment, after the header. */
export function bsaveImage(s: State, offset: number, length: number): Uint8Array {
  const off = word(offset);
  const len = word(length);
  const out = new Uint8Array(HEADER + len);
  const header = new DataView(out.buffer);
  out[0] = BSAVE_MAGIC;
  header.setUint16(1, s.defSeg, true);
  header.setUint16(3, off, true);
  header.setUint16(5, len, true);
  for (let i = 0; i < len; i++) out[HEADER + i] = peekAt(s, s.defSeg * 16 + ((off + i) & 0xffff));
  return out;
}

/** BLOAD: a BSAVE image back where it was saved, or at `offset` in the DEF SEG segment (Bad file mode: not one). */
export function bloadImage(s: State, image: Uint8Array, offset?: number): void {
  if (image.length < HEADER || image[0] !== BSAVE_MAGIC) throw new QBasicError(54);
  const header = new DataView(image.buffer, image.byteOffset, HEADER);
  const seg = offset === undefined ? header.getUint16(1, true) : s.defSeg;
  const off = offset === undefined ? header.getUint16(3, true) : word(offset);
  const len = Math.min(header.getUint16(5, true), image.length - HEADER);
  for (let i = 0; i < len; i++) pokeAt(s, seg * 16 + ((off + i) & 0xffff), image[HEADER + i]);
}
