// PLAY's music macro language (QB4.5 help, "PLAY Statement"): notes A-G with # + -, lengths, dots,
// O n, < >, L n, T n, P n, N n, MN ML MS (articulation), MF MB, X + VARPTR$. Notes go to Host.tone.
// MB (background) puts notes in a queue of up to 32 that plays on in program time while the program
// runs; PLAY(n) counts the notes that have not started yet and ON PLAY(n) fires when that count drops
// below n (traps.ts). Music starts at the next tick of the 18.2 Hz clock (as QBasic 1.1 does: right
// after PLAY "MB CDEF", PLAY(0) is 4). MF (foreground, the default) queues the same way but the
// statement ends only when its last note starts.
import { TICKS_PER_SECOND } from '../clock.js';
import { QBasicError } from '../errors.js';
import { pace } from './pace.js';
import type { State } from './state.js';

interface PlayState {
  octave: number;
  length: number;
  tempo: number;
  /** fraction of each note that sounds: MN 7/8, ML 1, MS 3/4 */
  articulation: number;
  /** MB: notes go to the background queue */
  background: boolean;
  /** program-time milliseconds at which each queued note starts, oldest first */
  queue: number[];
  /** program-time milliseconds at which the last queued note ends */
  end: number;
  /** program-time milliseconds at which the note before the last one ends */
  before: number;
  /** when the note a foreground PLAY ended on starts and ends (it counts while it plays) */
  last: [number, number];
}

/** The background queue holds 32 notes (PLAY function help); a PLAY with more waits for room. */
const QUEUE_NOTES = 32;
const TICK_MS = 1000 / TICKS_PER_SECOND;

const SEMITONE: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

function playState(s: State): PlayState {
  return s.extension('play', () => ({
    octave: 4, length: 4, tempo: 120, articulation: 7 / 8, background: false, queue: [] as number[], end: 0, before: 0,
    last: [0, 0] as [number, number],
  }));
}

/** Program time in milliseconds, not rounded to the 18.2 Hz ticks TIMER shows. */
function nowMs(s: State): number {
  pace(s);
  return s.host.timer() * 1000;
}

/** PLAY(n): the queued notes that have not started yet. */
export function notesQueued(s: State): number {
  const st = s.ext.get('play') as PlayState | undefined;
  if (!st || (st.queue.length === 0 && st.last[1] <= 0)) return 0;
  const now = nowMs(s);
  const q = st.queue;
  let done = 0;
  while (done < q.length && q[done] < now) done++; // a note starting right now is still waiting
  if (done) q.splice(0, done);
  // QBasic 1.1 gives 1 right after PLAY "MF C": the note a foreground PLAY ended on counts while it plays
  const [from, to] = st.last;
  return q.length + (from < now && now < to ? 1 : 0);
}

/** Wait (in program time) until the queue holds fewer than `room` notes. */
function waitForQueue(s: State, st: PlayState, room: number): void {
  while (notesQueued(s) >= room) s.host.sleep(Math.max(1, st.queue[st.queue.length - room] - nowMs(s)), false);
}

/**
 * A note or rest of `ms`, of which `soundMs` sound, queued after the music before it (at the next clock
 * tick when none plays); the host plays it without waiting, the runtime keeps time (play() waits in MF).
 */
function sound(s: State, st: PlayState, freq: number, ms: number, soundMs: number): void {
  waitForQueue(s, st, QUEUE_NOTES);
  const now = nowMs(s);
  const start = st.end > now ? st.end : (Math.floor(now / TICK_MS) + 1) * TICK_MS;
  st.queue.push(start);
  st.last = [0, 0];
  st.before = Math.min(st.end, start);
  st.end = start + ms;
  s.host.tone?.(freq, soundMs, true);
  if (soundMs < ms) s.host.tone?.(0, ms - soundMs, true);
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
    if (m) i += m[0].length;
    semicolon();
    return m ? Number(m[0]) : undefined;
  };
  // a number (or a note's missing one) takes one ';' after it; any other ';' (at the start, after MB, after a
  // VARPTR$ argument) is an Illegal function call in QBasic 1.1, as in DRAW (oracle)
  const semicolon = () => {
    while (text[i] === ' ') i++;
    if (text[i] === ';') i++;
  };
  const dots = (): number => {
    let f = 1;
    let add = 0.5;
    while (text[i] === '.') { f += add; add /= 2; i++; }
    return f;
  };
  const note = (n: number, len: number, dotted: number) => {
    const ms = (240000 / st.tempo / len) * dotted;
    if (n <= 0) sound(s, st, 0, ms, ms);
    else sound(s, st, 440 * Math.pow(2, (n - 46) / 12), ms, ms * st.articulation);
  };
  while (i < text.length) {
    const c = text[i++];
    if (c === ' ') continue;
    if (c in SEMITONE) {
      let pitch = st.octave * 12 + SEMITONE[c] + 1;
      while (text[i] === ' ') i++; // `F + `: PC-BASIC takes a sharp after blanks too
      if (text[i] === '#' || text[i] === '+') { pitch++; i++; } else if (text[i] === '-') { pitch--; i++; }
      const len = number() ?? st.length;
      if (len < 1 || len > 64) illegal();
      note(pitch, len, dots());
      semicolon();
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
      note(0, n, dots());
      semicolon();
    } else if (c === 'N') {
      const n = number();
      if (n === undefined || n > 84) illegal();
      note(n, st.length, dots());
      semicolon();
    } else if (c === 'M') {
      const m = text[i++];
      if (m === 'N') st.articulation = 7 / 8;
      else if (m === 'L') st.articulation = 1;
      else if (m === 'S') st.articulation = 3 / 4;
      else if (m === 'F') st.background = false;
      else if (m === 'B') st.background = true;
      else illegal();
    } else if (c === 'X') {
      const v = resolve(macro.slice(i, i + 3));
      i += 3;
      if (typeof v !== 'string') illegal();
      play(s, v, resolve);
    } else {
      illegal();
    }
  }
  // MF: the statement ends when its last note starts (PC-BASIC's GW-BASIC model; QBasic 1.1 shows 1
  // for PLAY(0) right after PLAY "MF C" while music before it was still playing)
  if (!st.background && st.queue.length) {
    const left = st.before - nowMs(s);
    if (left > 0) s.host.sleep(left, false);
    st.last = [st.queue[st.queue.length - 1], st.end];
  }
}
