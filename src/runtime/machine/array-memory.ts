// Addresses for numeric arrays, so that VARSEG / VARPTR name memory that PEEK, POKE, BSAVE and BLOAD reach
// (programs keep sprites and tables in INTEGER arrays and save them with BSAVE). An array's data gets a
// segment of its own, after the last one given, the first time VARSEG or VARPTR names one of its elements.
import { QBasicError } from '../errors.js';
import type { State } from './state.js';

type NumericData = Int16Array | Int32Array | Float32Array | Float64Array;

interface Block {
  /** first paragraph (segment) of the array's data */
  seg: number;
  bytes: Uint8Array;
}

interface ArrayMemory {
  next: number;
  blocks: Block[];
  byData: Map<NumericData, Block>;
}

/** Above the data segment's 64K (DEFAULT_SEGMENT 1000h), below video memory (A000h). */
const FIRST_SEGMENT = 0x2000;
const LAST_SEGMENT = 0xa000;

function arrayMemory(s: State): ArrayMemory {
  return s.extension('arrayMemory', () => ({ next: FIRST_SEGMENT, blocks: [], byData: new Map() }));
}

export function isNumericData(data: unknown): data is NumericData {
  return data instanceof Int16Array || data instanceof Int32Array || data instanceof Float32Array || data instanceof Float64Array;
}

function blockOf(s: State, data: NumericData): Block {
  const m = arrayMemory(s);
  let block = m.byData.get(data);
  if (!block) {
    const paragraphs = Math.ceil(data.byteLength / 16) + 1;
    if (m.next + paragraphs > LAST_SEGMENT) throw new QBasicError(7);
    block = { seg: m.next, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
    m.next += paragraphs;
    m.blocks.push(block);
    m.byData.set(data, block);
  }
  return block;
}

/** A 16-bit value as QBasic's INTEGER shows it (above 32767 negative). */
function signed16(v: number): number {
  return v >= 0x8000 ? v - 0x10000 : v;
}

/** VARSEG of element `index` of `data`: the array's segment (a later one past its first 64K). */
export function elementSegment(s: State, data: NumericData, index: number): number {
  const byte = index * data.BYTES_PER_ELEMENT;
  return signed16(blockOf(s, data).seg + ((byte >>> 16) << 12));
}

/** VARPTR of element `index` of `data`: its offset in that segment. */
export function elementOffset(s: State, data: NumericData, index: number): number {
  blockOf(s, data);
  return signed16((index * data.BYTES_PER_ELEMENT) & 0xffff);
}

/** The array bytes at linear address `addr` (and where in them), if an array lives there. */
export function arrayBytesAt(s: State, addr: number): { bytes: Uint8Array; at: number } | null {
  const m = s.ext.get('arrayMemory') as ArrayMemory | undefined;
  if (!m) return null;
  for (const b of m.blocks) {
    const at = addr - b.seg * 16;
    if (at >= 0 && at < b.bytes.length) return { bytes: b.bytes, at };
  }
  return null;
}
