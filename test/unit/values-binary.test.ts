import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as bin from '../../src/runtime/values/binary.js';
import { QBasicError } from '../../src/runtime/errors.js';

const bytes = (...b: number[]) => String.fromCharCode(...b);

describe('MKx$ / CVx', () => {
  it('is little-endian (qbasic-facts.md: CVI(CHR$(0) + CHR$(72)) = 18432)', () => {
    expect(bin.cvi(bytes(0, 72))).toBe(18432);
    expect(bin.mki(18432)).toBe(bytes(0, 72));
    expect(bin.mki(-1)).toBe(bytes(255, 255));
    expect(bin.mkl(1)).toBe(bytes(1, 0, 0, 0));
    expect(bin.mks(1)).toBe(bytes(0, 0, 0x80, 0x3f));
    expect(bin.mkd(1)).toBe(bytes(0, 0, 0, 0, 0, 0, 0xf0, 0x3f));
    expect(bin.cvi(bytes(1, 0, 99))).toBe(1); // extra bytes are ignored
  });
  it('round-trips every type', () => {
    fc.assert(fc.property(fc.integer({ min: -32768, max: 32767 }), (n) => bin.cvi(bin.mki(n)) === n));
    fc.assert(fc.property(fc.integer({ min: -2147483648, max: 2147483647 }), (n) => bin.cvl(bin.mkl(n)) === n));
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => Object.is(bin.cvd(bin.mkd(x)), x + 0)));
    expect(bin.cvs(bin.mks(0.1))).toBe(Math.fround(0.1));
  });
  it('raises Illegal function call for short strings', () => {
    for (const f of [bin.cvi, bin.cvl, bin.cvs, bin.cvd, bin.cvsmbf, bin.cvdmbf]) {
      expect(() => f('')).toThrow(QBasicError);
    }
    expect(() => bin.cvi('a')).toThrow(QBasicError);
  });
});

describe('Microsoft Binary Format', () => {
  it('encodes known values (exponent byte bias 129, sign in the top mantissa bit)', () => {
    expect(bin.mksmbf(1)).toBe(bytes(0, 0, 0, 0x81));
    expect(bin.mksmbf(-1)).toBe(bytes(0, 0, 0x80, 0x81));
    expect(bin.mksmbf(0.5)).toBe(bytes(0, 0, 0, 0x80));
    expect(bin.mksmbf(10)).toBe(bytes(0, 0, 0x20, 0x84));
    expect(bin.mksmbf(0)).toBe(bytes(0, 0, 0, 0));
    expect(bin.mkdmbf(1)).toBe(bytes(0, 0, 0, 0, 0, 0, 0, 0x81));
    expect(bin.cvsmbf(bytes(0, 0, 0x20, 0x84))).toBe(10);
  });
  it('round-trips SINGLE and DOUBLE values in range', () => {
    fc.assert(fc.property(fc.float({ noNaN: true, noDefaultInfinity: true, min: Math.fround(-1e30), max: Math.fround(1e30) }), (x) => {
      const y = Math.abs(x) < 1e-37 ? 0 : x + 0;
      return Object.is(bin.cvsmbf(bin.mksmbf(y)), y);
    }));
    fc.assert(fc.property(fc.double({ noNaN: true, min: -1e30, max: 1e30 }), (x) => {
      const y = Math.abs(x) < 1e-37 ? 0 : x + 0;
      return Object.is(bin.cvdmbf(bin.mkdmbf(y)), y);
    }));
  });
  it('overflows for IEEE values beyond the MBF range', () => {
    expect(() => bin.mksmbf(3e38)).toThrow(QBasicError);
  });
});
