// PLAY's music macro language (QB4.5 help, "PLAY Statement"): notes A-G with # + -, lengths, dots,
// O n, < >, L n, T n, P n, N n, MN ML MS (articulation), MF MB, X + VARPTR$. Notes go to Host.tone.
import { QBasicError } from '../errors.js';
import type { State } from './state.js';

interface PlayState {
  octave: number;
  length: number;
  tempo: number;
  /** fraction of each note that sounds: MN 7/8, ML 1, MS 3/4 */
  articulation: number;
}

const SEMITONE: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

function playState(s: State): PlayState {
  return s.extension('play', () => ({ octave: 4, length: 4, tempo: 120, articulation: 7 / 8 }));
}

function illegal(): never {
  throw new QBasicError(5);
}

/** Play a macro string; `resolve` reads the variable behind an X / = VARPTR$ token. */
export function play(s: State, macro: string, resolve: (ptr: string) => number | string): void {
  const st = playState(s);
  const text = macro.toUpperCase();
  let i = 0;
  const number = (): number | undefined => {
    while (text[i] === ' ') i++;
    if (text[i] === '=') {
      i++;
      const v = resolve(macro.slice(i, i + 3));
      i += 3;
      if (typeof v !== 'number') illegal();
      return Math.round(v);
    }
    const m = /^\d+/.exec(text.slice(i));
    if (!m) return undefined;
    i += m[0].length;
    return Number(m[0]);
  };
  const dots = (): number => {
    let f = 1;
    let add = 0.5;
    while (text[i] === '.') { f += add; add /= 2; i++; }
    return f;
  };
  const sound = (note: number, len: number, dotted: number) => {
    const ms = (240000 / st.tempo / len) * dotted;
    if (note <= 0) { s.host.tone?.(0, ms); return; }
    const freq = 440 * Math.pow(2, (note - 46) / 12);
    s.host.tone?.(freq, ms * st.articulation);
    if (st.articulation < 1) s.host.tone?.(0, ms * (1 - st.articulation));
  };
  while (i < text.length) {
    const c = text[i++];
    if (c === ' ' || c === ';') continue;
    if (c in SEMITONE) {
      let note = st.octave * 12 + SEMITONE[c] + 1;
      while (text[i] === ' ') i++; // `F + `: PC-BASIC takes a sharp after blanks too
      if (text[i] === '#' || text[i] === '+') { note++; i++; } else if (text[i] === '-') { note--; i++; }
      const len = number() ?? st.length;
      if (len < 1 || len > 64) illegal();
      sound(note, len, dots());
    } else if (c === 'O') {
      const n = number();
      if (n === undefined || n > 6) illegal();
      st.octave = n;
    } else if (c === '<') st.octave = Math.max(0, st.octave - 1);
    else if (c === '>') st.octave = Math.min(6, st.octave + 1);
    else if (c === 'L') {
      const n = number();
      if (n === undefined || n < 1 || n > 64) illegal();
      st.length = n;
    } else if (c === 'T') {
      const n = number();
      if (n === undefined || n < 32 || n > 255) illegal();
      st.tempo = n;
    } else if (c === 'P') {
      const n = number();
      if (n === undefined || n < 1 || n > 64) illegal();
      sound(0, n, dots());
    } else if (c === 'N') {
      const n = number();
      if (n === undefined || n > 84) illegal();
      sound(n, st.length, dots());
    } else if (c === 'M') {
      const m = text[i++];
      if (m === 'N') st.articulation = 7 / 8;
      else if (m === 'L') st.articulation = 1;
      else if (m === 'S') st.articulation = 3 / 4;
      else if (m !== 'F' && m !== 'B') illegal();
    } else if (c === 'X') {
      const v = resolve(macro.slice(i, i + 3));
      i += 3;
      if (typeof v !== 'string') illegal();
      play(s, v, resolve);
    } else {
      illegal();
    }
  }
}
