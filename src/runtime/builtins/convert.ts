// Built-in conversion functions: CINT & co, STR$, VAL, HEX$, OCT$ and the binary MKx$/CVx pairs.
import { toDouble, toInteger, toLong, toSingle, type NumType } from '../values/numbers.js';
import { strNumber } from '../values/format.js';
import { val } from '../values/val.js';
import * as bin from '../values/binary.js';
import { row, type BuiltinRow } from './row.js';

/**
 * The two's complement bits of n: 16 for an INTEGER, 32 for a LONG (HEX$(-1) = "FFFF", HEX$(-1&) = "FFFFFFFF");
 * a SINGLE or DOUBLE is "rounded to an integer or long integer" first (QBasic help, HEX$), so HEX$(-1!) = "FFFF".
 */
function unsignedBits(n: number, types: NumType[]): number {
  if (types[0] === 'LONG') return toLong(n) >>> 0;
  const whole = toLong(n);
  return types[0] === 'INTEGER' || (whole >= -32768 && whole <= 32767) ? whole & 0xffff : whole >>> 0;
}

function hex(n: number, types: NumType[]): string {
  return unsignedBits(n, types).toString(16).toUpperCase();
}

function oct(n: number, types: NumType[]): string {
  return unsignedBits(n, types).toString(8);
}

export const CONVERT_BUILTINS: BuiltinRow[] = [
  // CINT/CLNG round half to even (KB Q28855) and overflow outside the range
  row('CINT', ['NUMBER'], 'INTEGER', toInteger),
  row('CLNG', ['NUMBER'], 'LONG', toLong),
  row('CSNG', ['NUMBER'], 'SINGLE', toSingle),
  row('CDBL', ['NUMBER'], 'DOUBLE', toDouble),
  row('STR$', ['NUMBER'], 'STRING', (n: number, types: NumType[]) => strNumber(n, types[0]), { withTypes: true }),
  row('VAL', ['STRING'], 'DOUBLE', val),
  row('HEX$', ['NUMBER'], 'STRING', hex, { withTypes: true }),
  row('OCT$', ['NUMBER'], 'STRING', oct, { withTypes: true }),
  row('MKI$', ['INTEGER'], 'STRING', bin.mki),
  row('MKL$', ['LONG'], 'STRING', bin.mkl),
  row('MKS$', ['SINGLE'], 'STRING', bin.mks),
  row('MKD$', ['DOUBLE'], 'STRING', bin.mkd),
  row('CVI', ['STRING'], 'INTEGER', bin.cvi),
  row('CVL', ['STRING'], 'LONG', bin.cvl),
  row('CVS', ['STRING'], 'SINGLE', bin.cvs),
  row('CVD', ['STRING'], 'DOUBLE', bin.cvd),
  row('MKSMBF$', ['SINGLE'], 'STRING', bin.mksmbf),
  row('MKDMBF$', ['DOUBLE'], 'STRING', bin.mkdmbf),
  row('CVSMBF', ['STRING'], 'SINGLE', bin.cvsmbf),
  row('CVDMBF', ['STRING'], 'DOUBLE', bin.cvdmbf),
];
