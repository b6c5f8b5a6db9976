import { describe, expect, it } from 'vitest';
import { errorCode } from '../support/error-code.js';
import { formatUsing } from '../../src/runtime/values/printUsing.js';

/** PRINT USING with SINGLE numbers (as literals like .78 are) and strings. */
function using(format: string, ...values: (number | string)[]): string {
  return formatUsing(
    format,
    values.map((v) => (typeof v === 'number' ? Math.fround(v) : v)),
    values.map((v) => (typeof v === 'number' ? 'SINGLE' : 'STRING')),
  );
}

const code = errorCode;

describe('PRINT USING numeric fields (examples of the QB4.5 / GW-BASIC manuals)', () => {
  it('right-justifies digits and rounds', () => {
    expect(using('##.##', 0.78)).toBe(' 0.78');
    expect(using('###.##', 987.654)).toBe('987.65');
    expect(using('##.## ', 10.2, 5.3, 66.789, 0.234)).toBe('10.20  5.30 66.79  0.23 ');
  });
  it('prints signs for + and trailing -', () => {
    expect(using('+##.## ', -68.95, 2.4, 55.6, -0.9)).toBe('-68.95  +2.40 +55.60  -0.90 ');
    expect(using('##.##- ', -68.95, 22.449, -7.01)).toBe('68.95- 22.45   7.01- ');
    expect(using('+##', 0)).toBe(' +0');
    expect(using('##.#-', 0)).toBe(' 0.0 ');
  });
  it('fills with asterisks and floats the dollar sign', () => {
    expect(using('**#.# ', 12.39, -0.9, 765.1)).toBe('*12.4 *-0.9 765.1 ');
    expect(using('$$###.##', 456.78)).toBe(' $456.78');
    expect(using('**$##.##', 2.34)).toBe('***$2.34');
    expect(using('$$#,###.##', -1234.5)).toBe('-$1,234.50');
  });
  it('groups thousands with a comma left of the point', () => {
    expect(using('####,.##', 1234.5)).toBe('1,234.50');
    expect(using('##,###,###', 1234567)).toBe(' 1,234,567');
    expect(using('##.##,', 1.5)).toBe(' 1.50,'); // a comma after the point is literal text
  });
  it('writes exponential formats', () => {
    expect(using('##.##^^^^', 234.56)).toBe(' 2.35E+02');
    expect(using('##.##^^^^', -234.56)).toBe('-2.35E+02');
    expect(using('.####^^^^-', 888888)).toBe('.8889E+06 ');
    expect(using('+.##^^^^', 123)).toBe('+.12E+03');
    expect(using('##.##^^^^^', 234.56)).toBe(' 2.35E+002');
    expect(using('#.#^^^^', 9.99)).toBe('0.1E+02');
    expect(formatUsing('##.##^^^^', [1e100], ['DOUBLE'])).toBe('% 1.00D+100'); // exponent too wide (QB64-PE print_using agrees)
    expect(formatUsing('##.##^^^^', [1.5], ['DOUBLE'])).toBe(' 1.50D+00');
  });
  it('prints % before a number too wide for its field', () => {
    expect(using('##.##', 111.22)).toBe('%111.22');
    expect(using('.##', 0.999)).toBe('%1.00');
    expect(using('##', 123, 4)).toBe('%123 4');
    expect(using('###,', 1234)).toBe('%1,234');
  });
  it('rounds the exact binary value (KB Q28164: .245 .255 .265 .275 .285 -> 0.25 0.25 0.26 0.28 0.28)', () => {
    expect(using(' ###.##', 0.245, 0.255, 0.265, 0.275, 0.285)).toBe('   0.25   0.25   0.26   0.28   0.28');
  });
  it('drops the leading zero when the sign needs its place', () => {
    expect(using('#.##', -0.5)).toBe('-.50');
    expect(using('.##', 0)).toBe('.00');
  });
});

describe('PRINT USING string fields and literals', () => {
  it('handles ! \\ \\ and & (GW-BASIC manual: LOOK / OUT)', () => {
    expect(using('!', 'LOOK', 'OUT')).toBe('LO');
    expect(using('\\  \\', 'LOOK', 'OUT')).toBe('LOOKOUT ');
    expect(using('\\   \\', 'LOOK', 'OUT', '!!')).toBe('LOOK OUT  !!   ');
    expect(using('!', 'LOOK') + using('&', 'OUT')).toBe('LOUT');
    expect(using('\\  \\|', 'ab', 'abcdefg')).toBe('ab  |abcd|');
    expect(using('&-!', 'hello', 'world')).toBe('hello-w');
  });
  it('prints literal text, `_` escapes and cycles the format', () => {
    expect(using('_!##.##_!', 12.34)).toBe('!12.34!');
    expect(using('x=## ', 1, 2, 3)).toBe('x= 1 x= 2 x= 3 ');
    expect(using('Total: ## and ##', 5)).toBe('Total:  5 and ');
    expect(using('$##.##', 5)).toBe('$ 5.00');
    expect(using('-##', 5)).toBe('- 5');
    expect(using('##_', 5)).toBe(' 5_');
  });
  it('rejects a format without fields and mismatched values', () => {
    expect(code(() => using('abc', 1))).toBe(5);
    expect(code(() => using('##', 'x'))).toBe(13);
    expect(code(() => using('&', 1))).toBe(13);
    expect(code(() => using('#'.repeat(25), 1))).toBe(5);
  });
});
