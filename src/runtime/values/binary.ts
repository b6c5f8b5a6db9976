// MKI$/MKL$/MKS$/MKD$, CVI/CVL/CVS/CVD (little-endian IEEE, qbasic-facts.md) and the Microsoft Binary
// Format pair MKSMBF$/MKDMBF$, CVSMBF/CVDMBF (QB4.5 help, "MKSMBF$, MKDMBF$ Functions").
import { QBasicError } from '../errors.js';

const view = new DataView(new ArrayBuffer(8));

function bytesOut(count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) s += String.fromCharCode(view.getUint8(i));
  return s;
}

function bytesIn(s: string, count: number): void {
  if (s.length < count) throw new QBasicError(5);
  for (let i = 0; i < count; i++) view.setUint8(i, s.charCodeAt(i) & 0xff);
}

/** MKI$: an INTEGER as 2 bytes. */
export function mki(n: number): string {
  view.setInt16(0, n, true);
  return bytesOut(2);
}
/** MKL$: a LONG as 4 bytes. */
export function mkl(n: number): string {
  view.setInt32(0, n, true);
  return bytesOut(4);
}
/** MKS$: a SINGLE as 4 IEEE bytes. */
export function mks(n: number): string {
  view.setFloat32(0, n, true);
  return bytesOut(4);
}
/** MKD$: a DOUBLE as 8 IEEE bytes. */
export function mkd(n: number): string {
  view.setFloat64(0, n, true);
  return bytesOut(8);
}

/** CVI: the first 2 bytes as an INTEGER (`CVI(CHR$(0) + CHR$(72))` = 18432); shorter -> Illegal function call. */
export function cvi(s: string): number {
  bytesIn(s, 2);
  return view.getInt16(0, true);
}
export function cvl(s: string): number {
  bytesIn(s, 4);
  return view.getInt32(0, true);
}
export function cvs(s: string): number {
  bytesIn(s, 4);
  return view.getFloat32(0, true) + 0;
}
export function cvd(s: string): number {
  bytesIn(s, 8);
  return view.getFloat64(0, true) + 0;
}

// MBF: byte n-1 is the exponent (bias 129, 0 = the number zero), the top bit of byte n-2 the sign,
// the rest the mantissa below an implied leading 1: value = 1.m * 2^(exp - 129).

function mbfEncode(x: number, bytes: number): string {
  const mantissaBits = bytes * 8 - 9;
  if (x === 0) return '\0'.repeat(bytes);
  const a = Math.abs(x);
  let exp = Math.floor(Math.log2(a));
  if (2 ** exp > a) exp--;
  else if (2 ** (exp + 1) <= a) exp++;
  const biased = exp + 129;
  if (biased > 255) throw new QBasicError(6);
  if (biased < 1) return '\0'.repeat(bytes);
  let m = Math.round((a / 2 ** exp - 1) * 2 ** mantissaBits);
  let out = '';
  for (let i = 0; i < bytes - 1; i++) {
    let byte = m % 256;
    m = (m - byte) / 256;
    if (i === bytes - 2) byte |= x < 0 ? 0x80 : 0;
    out += String.fromCharCode(byte);
  }
  return out + String.fromCharCode(biased);
}

function mbfDecode(s: string, bytes: number): number {
  if (s.length < bytes) throw new QBasicError(5);
  const biased = s.charCodeAt(bytes - 1) & 0xff;
  if (biased === 0) return 0;
  const mantissaBits = bytes * 8 - 9;
  let m = 0n;
  for (let i = bytes - 2; i >= 0; i--) {
    const byte = s.charCodeAt(i) & (i === bytes - 2 ? 0x7f : 0xff);
    m = (m << 8n) | BigInt(byte);
  }
  m |= 1n << BigInt(mantissaBits); // the implied leading 1
  // one rounding to the nearest double, then an exact scaling by a power of two
  const value = Number(m) * 2 ** (biased - 129 - mantissaBits);
  return (s.charCodeAt(bytes - 2) & 0x80) !== 0 ? -value : value;
}

/** MKSMBF$: a SINGLE as 4 MBF bytes (Overflow when the IEEE value is beyond MBF's range). */
export function mksmbf(n: number): string {
  return mbfEncode(Math.fround(n), 4);
}
/** MKDMBF$: a DOUBLE as 8 MBF bytes. */
export function mkdmbf(n: number): string {
  return mbfEncode(n, 8);
}
/** CVSMBF: 4 MBF bytes as a SINGLE. */
export function cvsmbf(s: string): number {
  return Math.fround(mbfDecode(s, 4));
}
/** CVDMBF: 8 MBF bytes as a DOUBLE. */
export function cvdmbf(s: string): number {
  return mbfDecode(s, 8);
}
