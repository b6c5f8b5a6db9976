// A string variable that MID$ statements overwrite in place. JS strings are immutable, so a MID$ statement
// on one copies the whole string; a StrBuf keeps the characters as codes, writes the few that change,
// and makes the whole string again only when it is read as a whole (only the part written since).
// Only the slot of a variable a MID$ statement names ever holds one (compiler: VarSym.buffered), and
// every reader of such a slot goes through `textOf`; everything else sees plain strings.

export class StrBuf {
  readonly codes: Uint16Array;
  /** the string as it was before the writes in lo..hi (lo >= hi: none since the last read) */
  private base: string;
  private lo: number;
  private hi = 0;
  /** the characters of lo..hi when one write made them all (the string to join in, as is) */
  private written: string | null = null;
  /** set while a MID$ statement evaluates its value with this buffer in hand (see `writable`) */
  busy = false;

  constructor(text: string) {
    const n = text.length;
    const codes = new Uint16Array(n);
    for (let i = 0; i < n; i++) codes[i] = text.charCodeAt(i);
    this.codes = codes;
    this.base = text;
    this.lo = n;
  }

  /** Overwrite `count` characters from index `at` (0-based, in range) with the first ones of `v`. */
  write(at: number, v: string, count: number): void {
    const codes = this.codes;
    for (let j = 0; j < count; j++) codes[at + j] = v.charCodeAt(j);
    this.written = this.lo >= this.hi ? (count === v.length ? v : v.slice(0, count)) : null;
    if (at < this.lo) this.lo = at;
    if (at + count > this.hi) this.hi = at + count;
  }

  /** whether exactly one write was made since the last read */
  get onceWritten(): boolean {
    return this.written !== null;
  }

  text(): string {
    const { lo, hi } = this;
    if (lo < hi) {
      const b = this.base;
      this.base = [b.slice(0, lo), this.written ?? charsOf(this.codes, lo, hi), b.slice(hi)].join('');
      this.lo = this.codes.length;
      this.hi = 0;
      this.written = null;
    }
    return this.base;
  }
}

/** The string in a slot that may hold a StrBuf. */
export function textOf(v: string | StrBuf): string {
  return typeof v === 'string' ? v : v.text();
}

/** Any slot's value with a StrBuf made a string (CHAIN's COMMON values, PEEK / POKE of a string). */
export function plainValue(v: unknown): unknown {
  return v instanceof StrBuf ? v.text() : v;
}

/** Characters lo..hi of `codes`, in pieces small enough for an argument list. */
function charsOf(codes: Uint16Array, lo: number, hi: number): string {
  let out = '';
  if (hi - lo <= 16) {
    for (let i = lo; i < hi; i++) out += String.fromCharCode(codes[i]);
    return out;
  }
  for (let a = lo; a < hi; a += 8192) {
    out += String.fromCharCode.apply(null, codes.subarray(a, Math.min(hi, a + 8192)) as unknown as number[]);
  }
  return out;
}
