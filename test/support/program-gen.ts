// Generates valid QBasic programs made of many small numbered cases, for the differential tester
// (scripts/differential.mjs: our output against an oracle's) and for the property test that compares a
// normal build with a debug build (test/unit/fast-paths-agree.test.ts). Each case prints `#N` and then its
// results, so outputs can be compared case by case.
//
// The generator evaluates what it writes (exactly, with JS numbers) only to stay out of areas where an oracle
// departs from QBasic (docs/differential.md): for `qb64` no INTEGER / LONG overflow, floating values only
// dyadic fractions that print exactly in 7 digits, no PRINT zone past column 56; for `pcbasic` the
// GW-BASIC subset (line numbers, no blocks, SUBs or records). `all` keeps every area (no oracle); `qbasic`
// (QBasic 1.1 itself) too, but for the one case that hangs it.

export type Oracle = 'qb64' | 'pcbasic' | 'qbasic' | 'all';

export interface Batch {
  source: string;
  /** one entry a case: its area and its statements */
  cases: { id: number; area: string; text: string }[];
}

/** mulberry32: a small seeded generator, so a seed names a batch. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof rng>;

type NumType = 'int' | 'long' | 'single' | 'double';
const SUFFIX: Record<NumType, string> = { int: '%', long: '&', single: '!', double: '#' };
const INT_MIN = -32768, INT_MAX = 32767, LONG_MIN = -2147483648, LONG_MAX = 2147483647;

/** An expression and its exact value (undefined: an error or outside the safe area). */
interface Expr { text: string; type: NumType; value: number }

function inRange(type: NumType, v: number): boolean {
  if (!Number.isFinite(v)) return false;
  if (type === 'int') return v >= INT_MIN && v <= INT_MAX;
  if (type === 'long') return v >= LONG_MIN && v <= LONG_MAX;
  return true;
}

/** Significant decimal digits of an exactly known value (Infinity when it has more than 17). */
function digits(v: number): number {
  if (v === 0) return 1;
  const s = Math.abs(v).toPrecision(17).replace(/e.*$/, '');
  const m = s.replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return m.length;
}

/** True when a floating value prints the same in QBasic and the oracles: few digits, no E notation. */
function printsExactly(type: NumType, v: number): boolean {
  if (type === 'int' || type === 'long') return true;
  if (!Number.isFinite(v)) return false;
  const a = Math.abs(v);
  if (v !== 0 && (a < 1 / 64 || a >= 1e6)) return false;
  if (Math.fround(v) !== v && type === 'single') return false;
  return digits(v) <= (type === 'single' ? 6 : 14);
}

function widen(a: NumType, b: NumType): NumType {
  const order: NumType[] = ['int', 'long', 'single', 'double'];
  return order[Math.max(order.indexOf(a), order.indexOf(b))];
}

const DYADIC = [0.5, 0.25, 1.5, 2.75, 0.125, 3.5, 10.25, 100.5, 0.0625, 7.75, 12.5, 1024.5, 6.375];

function literal(r: Rng, type: NumType, safe: boolean): Expr {
  if (type === 'int') {
    const v = safe ? r.pick([0, 1, 2, 3, 5, 7, 10, 13, 100, 255, 1000, r.int(-300, 300)]) : r.pick([32767, -32767, 16384, 255, r.int(-999, 999)]);
    return { text: v < 0 ? `(${v})` : String(v), type, value: v };
  }
  if (type === 'long') {
    const v = safe ? r.pick([40000, 65536, 100000, 70000, r.int(-99999, 99999)]) : r.pick([2147483647, 1073741824, 65536, 40000]);
    const lit = Math.abs(v) <= 32767 ? `${v}&` : String(v);
    return { text: v < 0 ? `(${lit})` : lit, type, value: v };
  }
  const v = r.pick(DYADIC) * (r.chance(0.3) ? -1 : 1) * (r.chance(0.2) ? 4 : 1);
  const suffix = type === 'double' ? '#' : r.pick(['', '!']);
  const text = `${String(Math.abs(v)).replace(/^0\./, '.')}${suffix}`;
  return { text: v < 0 ? `(-${text})` : text, type, value: v };
}

/** QBasic's rounding to an integer (half to even), as CINT, `\`, MOD and logical operators do it. */
function roundEven(v: number): number {
  const f = Math.floor(v), d = v - f;
  return d > 0.5 || (d === 0.5 && f % 2 !== 0) ? f + 1 : f;
}

/**
 * A numeric expression of at most `depth` levels. Values that leave the type's range are rejected (the
 * caller tries again) unless `overflow` is set, in which case they are kept: QBasic raises Overflow.
 */
function numExpr(r: Rng, depth: number, want: NumType, vars: Expr[], oracle: Oracle): Expr | undefined {
  const floats = want === 'single' || want === 'double';
  if (depth === 0 || r.chance(0.25)) {
    const own = vars.filter((v) => v.type === want || (!floats && v.type === 'int'));
    if (own.length && r.chance(0.6)) return r.pick(own);
    return literal(r, want, true);
  }
  const a = numExpr(r, depth - 1, want, vars, oracle);
  const b = numExpr(r, depth - 1, r.chance(0.7) ? want : r.pick(['int', want] as NumType[]), vars, oracle);
  if (!a || !b) return undefined;
  const t = widen(a.type, b.type);
  const ops = floats ? ['+', '-', '*', '/', '^', 'cmp', 'fn'] : ['+', '-', '*', '\\', 'MOD', 'AND', 'OR', 'XOR', 'EQV', 'IMP', 'NOT', 'cmp', 'neg', 'fn'];
  const op = r.pick(ops);
  let text: string, value: number, type: NumType = t;
  switch (op) {
    case '+': text = `${a.text} + ${b.text}`; value = a.value + b.value; break;
    case '-': text = `${a.text} - ${b.text}`; value = a.value - b.value; break;
    case '*': text = `${a.text} * ${b.text}`; value = a.value * b.value; break;
    case '/': {
      const d = r.pick([2, 4, 8, 0.5, 16]);
      text = `${a.text} / ${d}`; value = a.value / d; type = a.type === 'double' ? 'double' : 'single'; break;
    }
    case '^': {
      const n = r.int(0, 3);
      text = `${paren(a.text)} ^ ${n}`; value = a.value ** n; type = a.type === 'double' ? 'double' : 'single'; break;
    }
    case '\\': case 'MOD': {
      if (b.value === 0) return undefined;
      const x = Math.trunc(a.value), y = Math.trunc(b.value);
      text = `${a.text} ${op === '\\' ? '\\' : 'MOD'} ${b.text}`;
      value = op === '\\' ? Math.trunc(x / y) : x % y; break;
    }
    case 'AND': case 'OR': case 'XOR': case 'EQV': case 'IMP': {
      const x = a.value, y = b.value;
      const f = { AND: x & y, OR: x | y, XOR: x ^ y, EQV: ~(x ^ y), IMP: ~x | y }[op];
      text = `${a.text} ${op} ${b.text}`; value = t === 'int' ? (f << 16) >> 16 : f | 0; break;
    }
    case 'NOT': text = `NOT ${a.text}`; value = ~a.value; type = a.type; break;
    case 'neg': text = `-${paren(a.text)}`; value = -a.value; type = a.type; break;
    case 'cmp': {
      const c = r.pick(['=', '<>', '<', '>', '<=', '>=']);
      const res = { '=': a.value === b.value, '<>': a.value !== b.value, '<': a.value < b.value, '>': a.value > b.value, '<=': a.value <= b.value, '>=': a.value >= b.value }[c];
      text = `(${a.text} ${c} ${b.text})`; value = res ? -1 : 0; type = 'int'; break;
    }
    default: {
      const f = r.pick(floats ? ['ABS', 'SGN', 'INT', 'FIX', 'CINT', 'SQR'] : ['ABS', 'SGN']);
      if (f === 'SQR') {
        const root = r.pick([0, 1, 2, 3, 1.5, 0.5, 12, 0.25]);
        text = `SQR(${root * root})`; value = root; type = 'single'; break;
      }
      const v = a.value;
      value = f === 'ABS' ? Math.abs(v) : f === 'SGN' ? Math.sign(v) : f === 'INT' ? Math.floor(v) : f === 'FIX' ? Math.trunc(v) : roundEven(v);
      if (f === 'CINT' && !inRange('int', value)) return undefined;
      type = f === 'CINT' || f === 'SGN' ? 'int' : a.type;
      text = `${f}(${a.text})`; break;
    }
  }
  if (oracle !== 'all' && oracle !== 'qbasic' && !inRange(type, value)) return undefined;
  if (!inRange('double', value) || Math.abs(value) > 1e15) return undefined;
  if ((type === 'single' || type === 'double') && !printsExactly(type, value)) return undefined;
  if (type === 'single' && !printsExactly('single', a.value)) return undefined;
  if (op === '^' && a.value === 0) return undefined;
  // GW-BASIC raises to a power in single precision and rounds CINT's halves away from zero
  if (oracle === 'pcbasic' && op === '^' && a.type === 'double') return undefined;
  if (oracle === 'pcbasic' && /^CINT\(/.test(text) && Math.abs(a.value % 1) === 0.5) return undefined;
  return { text: `(${text})`, type, value };
}

function paren(t: string): string {
  return /^[\w.#!%&$]+$/.test(t) ? t : `(${t})`;
}

function tryMany<T>(f: () => T | undefined, n = 40): T | undefined {
  for (let i = 0; i < n; i++) {
    const v = f();
    if (v !== undefined) return v;
  }
  return undefined;
}

const WORDS = ['HELLO', 'World', 'qbasic', ' pad ', 'A', 'xyz123', 'Zebra', 'mid', '', '  lead', 'trail  ', 'a,b'];

/** A string expression and its exact value. */
function strExpr(r: Rng, depth: number, vars: { text: string; value: string }[], oracle: Oracle): { text: string; value: string } | undefined {
  if (depth === 0 || r.chance(0.3)) {
    if (vars.length && r.chance(0.5)) return r.pick(vars);
    const w = r.pick(WORDS);
    return { text: `"${w}"`, value: w };
  }
  const a = strExpr(r, depth - 1, vars, oracle);
  if (!a) return undefined;
  const n = r.int(0, 6);
  const gw = ['+', 'LEFT', 'RIGHT', 'MID', 'MID2', 'STRING', 'SPACE', 'CHR', 'STR', 'HEX', 'OCT'];
  const f = r.pick(oracle === 'pcbasic' ? gw : [...gw, 'UCASE', 'LCASE', 'LTRIM', 'RTRIM']);
  let text: string, value: string;
  switch (f) {
    case '+': {
      const b = strExpr(r, depth - 1, vars, oracle);
      if (!b) return undefined;
      text = `${a.text} + ${b.text}`; value = a.value + b.value; break;
    }
    case 'LEFT': text = `LEFT$(${a.text}, ${n})`; value = a.value.slice(0, n); break;
    case 'RIGHT': text = `RIGHT$(${a.text}, ${n})`; value = n === 0 ? '' : a.value.slice(-n); break;
    case 'MID': { const s = n + 1; text = `MID$(${a.text}, ${s})`; value = a.value.slice(s - 1); break; }
    case 'MID2': { const s = n + 1, l = r.int(0, 4); text = `MID$(${a.text}, ${s}, ${l})`; value = a.value.slice(s - 1, s - 1 + l); break; }
    case 'UCASE': text = `UCASE$(${a.text})`; value = a.value.toUpperCase(); break;
    case 'LCASE': text = `LCASE$(${a.text})`; value = a.value.toLowerCase(); break;
    case 'LTRIM': text = `LTRIM$(${a.text})`; value = a.value.replace(/^ +/, ''); break;
    case 'RTRIM': text = `RTRIM$(${a.text})`; value = a.value.replace(/ +$/, ''); break;
    case 'STRING': { const c = r.pick(['"*"', '65', '"ab"']); text = `STRING$(${n}, ${c})`; value = (c === '65' ? 'A' : c[1]).repeat(n); break; }
    case 'SPACE': text = `SPACE$(${n})`; value = ' '.repeat(n); break;
    case 'CHR': { const c = r.int(48, 122); text = `CHR$(${c})`; value = String.fromCharCode(c); break; }
    case 'STR': { const v = r.int(-500, 500); text = `STR$(${v})`; value = (v < 0 ? '' : ' ') + v; break; }
    case 'HEX': { const v = r.int(0, oracle === 'pcbasic' ? 32767 : 70000); text = `HEX$(${v})`; value = v.toString(16).toUpperCase(); break; }
    default: { const v = r.int(0, 4000); text = `OCT$(${v})`; value = v.toString(8); break; }
  }
  if (value.length > 40) return undefined;
  return { text, value };
}

type CaseGen = (r: Rng, n: number, oracle: Oracle, mod: Module) => string[] | undefined;

/** Module-level parts a case can add: TYPE blocks (before the code) and SUB / FUNCTION blocks (after END). */
interface Module { types: string[]; procs: string[]; declares: string[] }

/** INTEGER / LONG / SINGLE / DOUBLE expressions with every operator, printed. */
const arithmetic: CaseGen = (r, n, oracle) => {
  const lines: string[] = [];
  const vars: Expr[] = [];
  const types: NumType[] = oracle === 'pcbasic' ? ['int', 'single', 'double'] : ['int', 'long', 'single', 'double'];
  for (const [i, t] of types.entries()) {
    const lit = literal(r, t, true);
    const name = `v${n}x${i}${SUFFIX[t]}`;
    lines.push(`${name} = ${lit.text}`);
    vars.push({ text: name, type: t, value: lit.value });
  }
  for (let k = 0; k < 3; k++) {
    const want = r.pick(types);
    const e = tryMany(() => numExpr(r, r.int(1, 3), want, vars, oracle));
    if (!e) continue;
    if (r.chance(0.5)) lines.push(`PRINT ${e.text}`);
    else {
      const target = vars.find((v) => v.type === e.type) ?? vars[0];
      if (!inRange(target.type, e.value)) continue;
      if (target.type === 'int' || target.type === 'long') {
        if (e.type !== 'int' && e.type !== 'long' && !Number.isInteger(e.value)) continue; // rounding of .5 is its own area
      }
      lines.push(`${target.text} = ${e.text}: PRINT ${target.text};`);
    }
  }
  return lines;
};

/** INTEGER and LONG boundaries: operations that land on or cross 32767 / -32768 / 2^31. */
const boundaries: CaseGen = (r, n, oracle) => {
  const lines: string[] = [];
  const i = `b${n}%`, l = `c${n}&`;
  const near = r.pick([32767, -32768, 32766, -32767, 16384, 255, 181, 182]);
  lines.push(`${i} = ${near < 0 ? `-${-near}` : near}`);
  const step = r.pick([1, -1, 2, 0]);
  const ops: [string, number][] = [
    [`${i} + ${step}`, near + step], [`${i} - ${step}`, near - step], [`${i} * 2`, near * 2],
    [`-${i}`, -near], [`${i} * ${i}`, near * near], [`${i} \\ -1`, Math.trunc(near / -1) || 0],
    [`ABS(${i})`, Math.abs(near)],
  ];
  for (const [text, v] of ops) {
    if (r.chance(0.5)) continue;
    const ok = inRange('int', v);
    if (!ok && oracle === 'qb64') continue;
    if (oracle === 'qbasic' && near === -32768 && text.endsWith('\\ -1')) continue; // the CPU's divide fault: QBasic hangs
    lines.push(`w${n}% = ${text}: PRINT w${n}%;`);
  }
  lines.push('PRINT');
  if (oracle !== 'pcbasic') {
    const lv = r.pick([2147483647, -2147483647, 1073741824, 65536]);
    lines.push(`${l} = ${lv < 0 ? `-${-lv}` : lv}`);
    for (const [text, v] of [[`${l} + 1`, lv + 1], [`${l} - 1`, lv - 1], [`${l} * 2`, lv * 2], [`${l} \\ 2`, Math.trunc(lv / 2)]] as [string, number][]) {
      if (oracle === 'qb64' && !inRange('long', v)) continue;
      lines.push(`z${n}& = ${text}: PRINT z${n}&;`);
    }
    lines.push('PRINT');
    const fv = r.pick([32767.5, 32766.5, -32768.5, -32767.5, 2.5, 3.5, -2.5, 0.5]);
    if (oracle !== 'qb64' || inRange('int', roundEven(fv))) lines.push(`PRINT CINT(${fv}); CLNG(${fv}); INT(${fv}); FIX(${fv})`);
  }
  return lines;
};

/** Conversions between strings and numbers. */
const conversions: CaseGen = (r, n, oracle) => {
  const lines: string[] = [];
  const v = r.int(-30000, 30000), d = r.pick(DYADIC) * r.pick([1, -1]);
  lines.push(`PRINT STR$(${v}); STR$(${d}); LEN(STR$(${v}))`);
  lines.push(`PRINT VAL("${r.pick([' 12', '-3.5', '&H1F', '1E2', '12abc', '', ' - 4', '0.25'])}"); VAL("${v}")`);
  lines.push(`PRINT HEX$(${v}); " "; OCT$(${Math.abs(v)}); " "; ASC("${r.pick(['A', 'z', '0', ' ~'])}"); CHR$(${r.int(65, 90)})`);
  if (oracle !== 'pcbasic') {
    lines.push(`PRINT CVI(MKI$(${v})); CVL(MKL$(${v * 3})); CVS(MKS$(${d})); CVD(MKD$(${d}))`);
    lines.push(`PRINT LEN(MKI$(1)); LEN(MKL$(1)); LEN(MKS$(1)); LEN(MKD$(1)); ASC(MKI$(${r.int(0, 255)}))`);
  } else {
    lines.push(`PRINT CVI(MKI$(${v})); LEN(MKI$(1)); LEN(MKS$(1)); LEN(MKD$(1))`);
  }
  lines.push(`PRINT CSNG(${v}); CDBL(${d}); CINT(${d})`.replace(`CINT(${d})`, `CINT(${Math.round(d) + 0.25})`));
  return lines;
};

/** String functions and comparison. */
const strings: CaseGen = (r, n, oracle) => {
  const lines: string[] = [];
  const vars: { text: string; value: string }[] = [];
  for (let k = 0; k < 2; k++) {
    const e = tryMany(() => strExpr(r, 2, vars, oracle));
    if (!e) continue;
    const name = `s${n}x${k}$`;
    lines.push(`${name} = ${e.text}`);
    vars.push({ text: name, value: e.value });
  }
  for (let k = 0; k < 3; k++) {
    const e = tryMany(() => strExpr(r, oracle === 'pcbasic' ? 2 : 3, vars, oracle));
    if (!e) continue;
    const f = r.pick(['plain', 'len', 'instr', 'cmp', 'asc']);
    if (f === 'plain') lines.push(`PRINT "[" + ${e.text} + "]"`);
    else if (f === 'len') lines.push(`PRINT LEN(${e.text})`);
    else if (f === 'instr') lines.push(`PRINT INSTR(${e.text}, "${r.pick(['a', 'L', ' ', 'mid', ''])}"); INSTR(${r.int(1, 4)}, ${e.text}, "${r.pick(['l', 'o', 'A'])}")`);
    else if (f === 'asc') { if (e.value.length) lines.push(`PRINT ASC(${e.text})`); }
    else {
      const other = r.pick(WORDS);
      lines.push(`PRINT (${e.text} < "${other}"); (${e.text} = "${other}"); (${e.text} >= "${other}")`);
    }
  }
  if (vars.length && r.chance(0.5)) {
    const s = vars[0];
    const start = r.int(1, Math.max(1, s.value.length)), len = r.int(1, 3);
    if (s.value.length) lines.push(`MID$(${s.text}, ${start}, ${len}) = "${r.pick(['#', '##', '@@@@'])}": PRINT "[" + ${s.text} + "]"`);
  }
  return lines;
};

const USING_NUM = ['##.##', '###', '+#.###', '#.##-', '**##.#', '$$##.##', '**$#.##', '#,###.##', '##.##^^^^', '.###', '####'];
const USING_STR = ['!', '&', '\\  \\', '\\ \\'];

/** PRINT with ; , TAB and SPC, and PRINT USING. */
const printing: CaseGen = (r, n, oracle) => {
  const lines: string[] = [];
  const items = () => r.pick(['1', '-2', '"ab"', '3.5', `${r.int(-99999, 99999)}`, '""', '-0.25', '100000']);
  for (let k = 0; k < 3; k++) {
    const count = r.int(1, 4);
    let s = 'PRINT ';
    for (let i = 0; i < count; i++) {
      s += items();
      if (i < count - 1) s += r.pick(['; ', oracle === 'all' || oracle === 'qbasic' ? ', ' : '; ', '; ']); // QB64's console zones are narrower
    }
    s += r.pick(['', ';', '']);
    lines.push(s);
  }
  // QB64's console puts TAB(n) one column late
  lines.push(`PRINT "a"; ${oracle === 'qb64' ? '' : `TAB(${r.int(2, 20)}); `}"b"; SPC(${r.int(0, 5)}); "c"`);
  if (oracle !== 'qb64') lines.push(`PRINT 1, 2, 3; "x"`);
  for (let k = 0; k < 3; k++) {
    const f = r.pick(USING_NUM);
    const v = r.pick([0, 1, -1, 3.25, -12.5, 999.5, 1234.5, 0.125, 12345, -0.5, 99.99]);
    if (oracle === 'pcbasic' && /\^/.test(f)) continue;
    // GW-BASIC (PC-BASIC) drops the 0 before the point in a $ field; QBasic's help and QB64-PE print it
    if (oracle === 'pcbasic' && f.includes('$') && Math.abs(v) < 1) continue;
    lines.push(`PRINT USING "${f}"; ${v}`);
  }
  const sf = r.pick(USING_STR);
  lines.push(`PRINT USING "${sf}"; "${r.pick(['Hello', 'x', 'abcdef'])}"`);
  lines.push(`PRINT USING "## & ##.#"; ${r.int(1, 99)}; "and"; ${r.pick([1.25, 2.5, 33.75])}`);
  if (oracle !== 'pcbasic') lines.push(`PRINT USING "#.#"; ${r.pick([12.5, 123, 1.25])}`);
  return lines;
};

/** Arrays: bounds, several dimensions, REDIM, ERASE, strings. */
const arrays: CaseGen = (r, n, oracle) => {
  const lines: string[] = [];
  const lo = oracle === 'pcbasic' ? 0 : r.int(-3, 2), hi = lo + r.int(2, 6);
  const t = r.pick(oracle === 'pcbasic' ? ['%', '!', '#', '$'] : ['%', '&', '!', '#', '$']); // GW-BASIC has no LONG
  const a = `a${n}${t}`;
  lines.push(oracle === 'pcbasic' ? `DIM ${a}(${hi})` : `DIM ${a}(${lo} TO ${hi})`);
  const val = (i: string) => (t === '$' ? `CHR$(65 + ${i} - (${lo}))` : `${i} * ${r.int(1, 9)}${t === '!' || t === '#' ? ' / 4' : ''}`);
  lines.push(`FOR i${n}% = ${lo} TO ${hi}: ${a}(i${n}%) = ${val(`i${n}%`)}: NEXT i${n}%`);
  lines.push(`FOR i${n}% = ${hi} TO ${lo} STEP -${r.int(1, 2)}: PRINT ${a}(i${n}%);: NEXT i${n}%: PRINT`);
  if (oracle !== 'pcbasic') {
    lines.push(`PRINT LBOUND(${a}); UBOUND(${a})`);
    const m = `m${n}%`;
    lines.push(`DIM ${m}(1 TO ${r.int(2, 3)}, ${r.int(0, 1)} TO 3)`);
    lines.push(`FOR i${n}% = LBOUND(${m}, 1) TO UBOUND(${m}, 1): FOR j${n}% = LBOUND(${m}, 2) TO UBOUND(${m}, 2): ${m}(i${n}%, j${n}%) = i${n}% * 10 + j${n}%: NEXT j${n}%, i${n}%`);
    lines.push(`PRINT ${m}(1, 2); UBOUND(${m}, 1); LBOUND(${m}, 2)`);
    lines.push(`REDIM d${n}%(${r.int(1, 5)}): d${n}%(1) = 7: PRINT d${n}%(1); UBOUND(d${n}%)`);
    lines.push(`REDIM d${n}%(${r.int(6, 9)}): PRINT d${n}%(1); UBOUND(d${n}%)`);
    lines.push(`ERASE ${a}: PRINT ${a}(${lo})${t === '$' ? ' = ""' : ''}`);
  }
  lines.push(`${a}(${hi + 1}) = ${t === '$' ? '"x"' : '1'}`); // Subscript out of range, caught by the trap
  return lines;
};

/** TYPE records: fields of every type, arrays of records, copies. */
const records: CaseGen = (r, n, _oracle, mod) => {
  const len = r.int(2, 6);
  mod.types.push(`TYPE R${n}`, '  i AS INTEGER', '  l AS LONG', '  s AS SINGLE', '  d AS DOUBLE', `  t AS STRING * ${len}`, 'END TYPE');
  const w = r.pick(WORDS.filter((x) => x.length > 0));
  return [
    `DIM p${n} AS R${n}, q${n} AS R${n}, arr${n}(3) AS R${n}`,
    `p${n}.i = ${r.int(-999, 999)}: p${n}.l = ${r.int(40000, 99999)}: p${n}.s = ${r.pick(DYADIC)}: p${n}.d = ${r.pick(DYADIC)}#`,
    `p${n}.t = "${w}"`,
    `PRINT p${n}.i; p${n}.l; p${n}.s; p${n}.d; "[" + p${n}.t + "]"; LEN(p${n}.t); LEN(p${n})`,
    `q${n} = p${n}: q${n}.i = q${n}.i + 1: arr${n}(2) = q${n}`,
    `PRINT p${n}.i; q${n}.i; arr${n}(2).i; arr${n}(1).i; "[" + arr${n}(2).t + "]"`,
    `arr${n}(1).t = "${'x'.repeat(len + 2)}": PRINT arr${n}(1).t`,
  ];
};

/** SUB and FUNCTION: arguments by reference, by value (in parentheses), STATIC, SHARED, recursion. */
const procedures: CaseGen = (r, n, oracle, mod) => {
  const k = r.int(1, 9);
  mod.declares.push(`DECLARE SUB Bump${n} (x AS INTEGER, s AS STRING)`, `DECLARE FUNCTION Fact${n}& (m AS INTEGER)`, `DECLARE FUNCTION Twice${n}# (y#)`, `DECLARE SUB Count${n} ()`);
  mod.procs.push(
    `SUB Bump${n} (x AS INTEGER, s AS STRING)`, `  x = x + ${k}: s = s + "!"`, 'END SUB',
    `FUNCTION Fact${n}& (m AS INTEGER)`, `  IF m <= 1 THEN Fact${n}& = 1 ELSE Fact${n}& = m * Fact${n}&(m - 1)`, 'END FUNCTION',
    `FUNCTION Twice${n}# (y#)`, '  y# = y# * 2', `  Twice${n}# = y# + ${r.pick(DYADIC)}`, 'END FUNCTION',
    `SUB Count${n} STATIC`, '  c% = c% + 1', `  g${n}% = g${n}% + 10`, '  PRINT c%;', 'END SUB',
  );
  mod.declares.push(`DIM SHARED g${n}%`);
  const v = r.int(-50, 50);
  return [
    `u${n}% = ${v}: t${n}$ = "${r.pick(WORDS)}"`,
    `CALL Bump${n}(u${n}%, t${n}$): PRINT u${n}%; t${n}$`,
    // QB64 passes a string in parentheses by reference
    oracle === 'qb64' ? `CALL Bump${n}((u${n}%), t${n}$): PRINT u${n}%; t${n}$` : `CALL Bump${n}((u${n}%), (t${n}$)): PRINT u${n}%; t${n}$`,
    `Bump${n} u${n}%, t${n}$: PRINT u${n}%`,
    `PRINT Fact${n}&(${r.int(0, 12)})`,
    `y${n}# = ${r.pick(DYADIC)}: PRINT Twice${n}#(y${n}#); y${n}#; Twice${n}#((y${n}#)); y${n}#`,
    `CALL Count${n}: Count${n}: CALL Count${n}: PRINT g${n}%`, // a name and a colon opening a line is a label
  ];
};

/** IF / ELSEIF, SELECT CASE, FOR with steps, DO / WHILE loops, EXIT, GOSUB, ON n GOTO. */
const control: CaseGen = (r, n, oracle) => {
  const i = `k${n}%`, s = `q${n}!`;
  const step = r.pick([1, 2, -1, -2, 3]), from = r.int(-5, 5);
  // GW-BASIC leaves a FOR that runs no pass with the variable one step past its start (docs/differential.md)
  const to = oracle === 'pcbasic' ? from + Math.sign(step) * r.int(0, 6) : r.int(-5, 8);
  const lines = [
    `FOR ${i} = ${from} TO ${to} STEP ${step}: PRINT ${i};: NEXT: PRINT ${i}`,
    `FOR ${s} = ${r.pick([0, 1, -1])} TO ${r.pick([2, 3])} STEP ${r.pick([0.5, 0.25, 0.75])}: PRINT ${s};: NEXT ${s}: PRINT`,
  ];
  if (oracle === 'pcbasic') {
    lines.push(`${i} = 0: WHILE ${i} < ${r.int(0, 5)}: ${i} = ${i} + 1: PRINT ${i};: WEND: PRINT`);
    lines.push(`IF ${i} > 2 THEN PRINT "big" ELSE PRINT "small"`);
    return lines;
  }
  const x = r.int(-3, 12);
  lines.push(
    `x${n}% = ${x}`,
    `IF x${n}% < 0 THEN`, '  PRINT "neg"', `ELSEIF x${n}% = 0 THEN`, '  PRINT "zero"', `ELSEIF x${n}% MOD 2 = 0 THEN`, '  PRINT "even"', 'ELSE', '  PRINT "odd"', 'END IF',
    `SELECT CASE x${n}%`, '  CASE IS < 0: PRINT "a"', '  CASE 0, 1: PRINT "b"', '  CASE 2 TO 5: PRINT "c"', `  CASE ${r.int(6, 9)}: PRINT "d"`, '  CASE ELSE: PRINT "e"', 'END SELECT',
    `${i} = 0`, `DO`, `  ${i} = ${i} + 1`, `  IF ${i} = ${r.int(1, 6)} THEN EXIT DO`, `LOOP WHILE ${i} < ${r.int(2, 8)}`, `PRINT ${i}`,
    `${i} = ${r.int(0, 4)}: DO UNTIL ${i} >= 4: ${i} = ${i} + 1: LOOP: PRINT ${i}`,
    `${i} = 0: WHILE ${i} < ${r.int(0, 5)}: ${i} = ${i} + 1: WEND: PRINT ${i}`,
    `FOR ${i} = 1 TO 10: IF ${i} = ${r.int(1, 12)} THEN EXIT FOR`, 'NEXT', `PRINT ${i}`,
    `ON ${r.int(0, 4)} GOSUB g${n}a, g${n}b, g${n}c: PRINT "back"`,
    `GOTO g${n}z`,
    `g${n}a: PRINT "A": RETURN`, `g${n}b: PRINT "B": RETURN`, `g${n}c: PRINT "C": RETURN`,
    `g${n}z:`,
  );
  return lines;
};

/** Errors trapped by ON ERROR and RESUME NEXT; ERR after each. */
const errors: CaseGen = (r, n, oracle) => {
  const bad = [
    `e${n}% = 10 \\ ${r.pick(['0', `(z${n}% - z${n}%)`])}`,
    `e${n}% = 5 MOD 0`,
    `e${n}$ = LEFT$("abc", -1)`,
    `e${n}$ = CHR$(${r.pick([256, -1])})`,
    `e${n}$ = STRING$(-1, 65)`,
    `e${n}! = SQR(-4)`,
    `e${n}! = LOG(0)`,
    `e${n}$ = MID$("abc", 0, 1)`,
    `e${n}% = ASC("")`,
    `ERROR ${r.pick([5, 11, 53, 200])}`,
  ];
  // QB64 stops at division by zero whatever ON ERROR says, and takes LEFT$ / MID$ / CHR$ / STRING$ / ASC
  // arguments QBasic refuses
  if (oracle === 'qb64') bad.splice(0, bad.length, `e${n}! = SQR(-4)`, `e${n}! = LOG(0)`, `ERROR ${r.pick([5, 53, 200])}`);
  if (oracle !== 'pcbasic') bad.push(`f${n}%(${r.pick([4, -1])}) = 1`, `OPEN "NOSUCH${n}.DAT" FOR INPUT AS #${r.int(1, 3)}`, `CLOSE: PRINT #${r.int(1, 3)}, "x"`);
  if (oracle === 'all' || oracle === 'qbasic') bad.push(`e${n}% = 32767 + ${r.int(1, 9)}`, `e${n}& = 2147483647 + 1&`, `e${n}% = 40000`);
  const lines = oracle === 'pcbasic' ? [] : [`DIM f${n}%(3)`];
  for (let k = 0; k < 3; k++) lines.push(`${r.pick(bad)}: PRINT "after"; ERR`);
  return lines;
};

/** Sequential, RANDOM and BINARY files: PRINT #, WRITE #, INPUT #, LINE INPUT #, GET / PUT, EOF, LOF, LOC, SEEK. */
const files: CaseGen = (r, n, oracle) => {
  const f = `F${n}.DAT`;
  const v = r.int(-999, 999), w = r.pick(WORDS.filter((x) => !x.includes(',') && x.trim() === x && x));
  const lines = [
    `OPEN "${f}" FOR OUTPUT AS #1`,
    `PRINT #1, ${v}; "${w}"`,
    `WRITE #1, ${v}, "${w}", ${r.pick(DYADIC)}`,
    `PRINT #1, "line two"`,
    'CLOSE #1',
    `OPEN "${f}" FOR APPEND AS #1: PRINT #1, "tail": CLOSE #1`,
    `OPEN "${f}" FOR INPUT AS #1`,
    `INPUT #1, fa${n}%, fb${n}$`,
    `PRINT fa${n}%; "[" + fb${n}$ + "]"; EOF(1)`,
    `LINE INPUT #1, fl${n}$: PRINT "[" + fl${n}$ + "]"`,
    oracle === 'pcbasic' ? `WHILE NOT EOF(1): LINE INPUT #1, fl${n}$: PRINT "[" + fl${n}$ + "]": WEND`
      : `DO WHILE NOT EOF(1): LINE INPUT #1, fl${n}$: PRINT "[" + fl${n}$ + "]": LOOP`,
    oracle === 'pcbasic' ? 'PRINT EOF(1)' : `PRINT LOF(1); EOF(1)`, // GW-BASIC ends a file it wrote with CHR$(26)
    'CLOSE #1',
  ];
  if (oracle !== 'pcbasic') {
    const g = `G${n}.DAT`;
    lines.push(
      `OPEN "${g}" FOR BINARY AS #2`,
      `bi${n}% = ${r.int(-30000, 30000)}: PUT #2, , bi${n}%: bs${n}$ = "${w}": PUT #2, , bs${n}$`,
      `PRINT LOF(2); LOC(2); SEEK(2)`,
      `bi${n}% = 0: GET #2, 1, bi${n}%: PRINT bi${n}%; LOC(2)`,
      // reading past the end is left to its own tests: QB64 and this interpreter disagree on LOC there
      `bs${n}$ = SPACE$(${r.int(1, oracle === 'all' || oracle === 'qbasic' ? 4 : w.length)}): GET #2, , bs${n}$: PRINT "[" + bs${n}$ + "]"; LOC(2)`,
      'CLOSE #2',
      `OPEN "${g}" FOR RANDOM AS #3 LEN = 6`,
      `FIELD #3, 2 AS fx${n}$, 4 AS fy${n}$`,
      `LSET fx${n}$ = MKI$(${r.int(-999, 999)}): RSET fy${n}$ = "${w.slice(0, 3)}": PUT #3, ${r.int(1, 3)}`,
      `GET #3, 1: PRINT CVI(fx${n}$); "[" + fy${n}$ + "]"; LOF(3); LOC(3)`,
      'CLOSE #3',
      `KILL "${g}"`,
    );
  }
  lines.push(`KILL "${f}"`);
  return lines;
};

/** SINGLE values that are not dyadic (1/3, 0.1 * 3): stored, then printed, through STR$ and PRINT USING. */
const singles: CaseGen = (r, n, oracle) => {
  const lines: string[] = [];
  const a = r.int(1, 99), b = r.pick([3, 7, 9, 11, 13, 10, 100, 1000]);
  lines.push(`x${n}! = ${a}: y${n}! = ${b}: q${n}! = x${n}! / y${n}!`);
  lines.push(`PRINT q${n}!; STR$(q${n}!); q${n}! * ${r.pick([10, 100, 1000, 3])}; -q${n}!`);
  lines.push(`PRINT USING "###.####"; q${n}!; q${n}! * ${r.int(2, 999)}`);
  // QB64-PE prints a DOUBLE in 15 digits when they read back the same, QBasic always rounds to 16
  const vs = `VAL("${r.int(0, 999)}.${r.int(0, 9999)}")`;
  lines.push(`PRINT ${oracle === 'qb64' ? `CSNG(${vs})` : vs}; CINT(q${n}! * ${r.int(1, 99)})`);
  lines.push(`z${n}# = CDBL(${a}) / ${b}#: PRINT ${oracle === 'qb64' ? '' : `z${n}#; `}CSNG(z${n}#)`);
  return lines;
};

/** DATA, READ and RESTORE: numbers, quoted and unquoted strings, empty items, a RESTORE to a label. */
const data: CaseGen = (r, n) => {
  const items = [`${r.int(-99, 99)}`, `"a, b"`, 'plain text', `${r.pick(DYADIC)}`, '', `&H${r.int(0, 255).toString(16).toUpperCase()}`, '1E3'];
  const kinds = ['%', '$', '$', '!', '$', '%', '!'];
  const lines = [`RESTORE d${n}`, `READ ${kinds.map((k, i) => `r${n}x${i}${k}`).join(', ')}`];
  lines.push(`PRINT ${kinds.map((k, i) => (k === '$' ? `"[" + r${n}x${i}$ + "]"` : `r${n}x${i}${k}`)).join('; ')}`);
  lines.push(`RESTORE d${n}: READ r${n}x0%: PRINT r${n}x0%`);
  lines.push(`GOTO e${n}`, `d${n}:`, `DATA ${items.join(',')}`, `e${n}:`);
  return lines;
};

/** A number of a type as a literal (or a variable's value), not kept to dyadic fractions. */
function anyNumber(r: Rng, suffix: string): string {
  if (suffix === '%') return String(r.pick([r.int(-999, 999), r.int(-32768, 32767), 7, 3, 255]));
  if (suffix === '&') return String(r.pick([r.int(-99999, 99999), 65535, 100000, 16777217, 2147483647, r.int(-2e9, 2e9)]));
  const whole = r.pick([0, r.int(0, 9), r.int(10, 999), r.int(1000, 99999)]);
  const places = suffix === '#' ? r.int(1, 12) : r.int(1, 5);
  const frac = String(r.int(0, 10 ** places - 1)).padStart(places, '0');
  const exp = r.chance(0.15) ? `${suffix === '#' ? 'D' : 'E'}${r.pick(['-', '+', ''])}${r.int(1, 20)}` : '';
  return `${r.chance(0.2) ? '-' : ''}${whole}.${frac}${exp}`;
}

/**
 * Every numeric type meeting every other through + - * / and the math functions, with values that are not
 * dyadic fractions, printed, passed through STR$ and stored in each type (QBasic 1.1 itself and the debug
 * build only: QB64-PE and GW-BASIC print such values their own ways). `^` is left out: QBasic computes it
 * through 80-bit logarithms (docs/qbasic-behaviour.md).
 */
const mixed: CaseGen = (r, n) => {
  const suffixes = ['%', '&', '!', '#'];
  const lines = [suffixes.map((t, i) => `v${n}x${i}${t} = ${anyNumber(r, t)}`).join(': ')];
  const variable = (i: number) => `v${n}x${i}${suffixes[i]}`;
  // a whole literal's type is its size; a float with an exponent takes no suffix; one without, maybe none
  const literalOf = () => {
    const t = r.pick(suffixes);
    const v = anyNumber(r, t);
    return `(${v}${t === '%' || t === '&' || /[ED]/.test(v) ? '' : r.pick([t, ''])})`;
  };
  const term = () => (r.chance(0.5) ? variable(r.int(0, 3)) : literalOf());
  for (let k = 0; k < 3; k++) {
    let e = term();
    for (let i = r.int(1, 2); i > 0; i--) e = `${e} ${r.pick(['+', '-', '*', '/'])} ${term()}`;
    const f = r.pick(['', '', 'SQR(ABS', 'SIN', 'ATN', 'EXP', 'LOG(ABS', 'INT', 'FIX', 'CINT', 'CLNG', 'CSNG', 'CDBL', 'ABS']);
    const call = !f ? e : f.includes('(') ? `${f}(${e}) + 1)` : `${f}(${e})`;
    lines.push(`PRINT ${call}; STR$(${call}); (${e}) = ${variable(r.int(0, 3))}`);
    lines.push(`s${n}x${k}! = ${call}: d${n}x${k}# = ${call}: l${n}x${k}& = ${call}: PRINT s${n}x${k}!; d${n}x${k}#; l${n}x${k}&`);
  }
  return lines;
};

const AREAS: Record<string, CaseGen> = { arithmetic, boundaries, conversions, strings, printing, arrays, records, procedures, control, errors, files, singles, data, mixed };
/** the areas where QB64-PE prints what QBasic prints */
const QB64_AREAS = Object.keys(AREAS).filter((a) => a !== 'mixed');
const PCBASIC_AREAS = ['arithmetic', 'boundaries', 'conversions', 'strings', 'printing', 'arrays', 'control', 'errors', 'files'];

/** A program of `count` cases from `seed`, for `oracle` (which decides the areas and forms it keeps out of). */
export function generateBatch(seed: number, count: number, oracle: Oracle, areas?: string[]): Batch {
  const r = rng(seed);
  const mod: Module = { types: [], procs: [], declares: [] };
  const names = areas ?? (oracle === 'pcbasic' ? PCBASIC_AREAS : oracle === 'qb64' ? QB64_AREAS : Object.keys(AREAS));
  for (const a of names) if (!AREAS[a]) throw new Error(`no area ${a}`);
  const cases: Batch['cases'] = [];
  for (let n = 1; n <= count; n++) {
    const area = names[(n - 1 + (seed % names.length)) % names.length];
    const lines = AREAS[area](r, n, oracle, mod);
    if (!lines) continue;
    cases.push({ id: n, area, text: lines.join('\n') });
  }
  const body = cases.flatMap((c) => [`PRINT "#${c.id}"`, c.text]);
  let source: string;
  if (oracle === 'pcbasic') {
    const numbered = ['ON ERROR GOTO 60000', ...body.flatMap((l) => l.split('\n')), 'END'].map((l, i) => `${10 * (i + 1)} ${l}`);
    source = [...numbered, '60000 PRINT "E"; ERR: RESUME NEXT', ''].join('\n');
  } else {
    source = [...mod.types, ...mod.declares, 'ON ERROR GOTO trap', ...body, oracle === 'qb64' ? 'SYSTEM' : 'END', 'trap: PRINT "E"; ERR: RESUME NEXT', ...mod.procs, ''].join('\n');
  }
  return { source, cases };
}

/** Splits a run's output at the `#N` lines: case id to what it printed. */
export function splitCases(output: string): Map<number, string> {
  const map = new Map<number, string>();
  let id = 0, acc: string[] = [];
  for (const line of output.replace(/\r\n/g, '\n').split('\n')) {
    const m = /^#(\d+)\s*$/.exec(line);
    if (m) {
      map.set(id, acc.join('\n'));
      id = Number(m[1]);
      acc = [];
    } else acc.push(line.replace(/\s+$/, ''));
  }
  map.set(id, acc.join('\n').replace(/\n+$/, ''));
  return map;
}
