// Event trapping: ON TIMER(n) GOSUB, ON KEY(n) GOSUB and ON PLAY(n) GOSUB handlers, switched by TIMER,
// KEY(n) and PLAY ON / OFF / STOP (QB45 help, "ON event Statements Details"). A trap that is ON or STOP notices its events (STOP keeps
// them for later); one that is ON runs its handler between statements. While a handler runs its trap is
// stopped, and the handler's RETURN turns it back on (unless the handler turned it OFF).
import { QBasicError } from '../errors.js';
import { programTimer } from './pace.js';
import { notesQueued } from './play.js';
import { keyArrived } from './port60.js';
import { scanCodeOf } from './scancodes.js';
import type { State } from './state.js';

export type TrapMode = 'ON' | 'OFF' | 'STOP';

/** Where a handler's RETURN sends the pc: below 0, so the handler's instruction loop ends there. */
export const TRAP_RETURN = -2;

export interface Trap {
  /** module pc of the handler, -1 when there is none (`GOSUB 0`: events are dropped) */
  pc: number;
  mode: TrapMode;
  /** an event happened and has not been handled */
  pending: boolean;
  /** its handler is running */
  busy: boolean;
}

interface Traps {
  /** host.clockMs() at the last look at TIMER and the keyboard */
  polledAt: number;
  timer: Trap & { periodMs: number; startMs: number };
  /** ON PLAY(limit): an event when the background queue drops from `limit` notes to fewer; `notes` as last seen */
  play: Trap & { limit: number; notes: number };
  /** by key number: 1-10 F1-F10, 11-14 the arrows, 15-25 user-defined (KEY n, ...), 30-31 F11-F12 */
  keys: Trap[];
  /** the keys 15-25 stand for: scan code and shift state, by key number */
  userKeys: ({ scan: number; shift: number } | undefined)[];
}

/** The key number of each predefined trappable key, by the INKEY$ string it gives. */
const KEY_NUMBERS = new Map<string, number>([
  ...Array.from({ length: 10 }, (_, i) => [`\0${String.fromCharCode(59 + i)}`, i + 1] as [string, number]),
  ['\0H', 11], ['\0K', 12], ['\0M', 13], ['\0P', 14], ['\0\x85', 30], ['\0\x86', 31],
]);

function newTrap(): Trap {
  return { pc: -1, mode: 'OFF', pending: false, busy: false };
}

function traps(s: State): Traps {
  return s.extension('traps', newTraps);
}

const newTraps = (): Traps => ({
  polledAt: -Infinity,
  timer: { ...newTrap(), periodMs: 0, startMs: 0 },
  play: { ...newTrap(), limit: 1, notes: 0 },
  keys: Array.from({ length: 32 }, newTrap),
  userKeys: [],
});

/** The trap a KEY(n) statement names (n 1-25, 30 or 31; anything else is Illegal function call). */
function keyTrap(s: State, n: number): Trap {
  if (!((n >= 1 && n <= 25) || n === 30 || n === 31)) throw new QBasicError(5);
  return traps(s).keys[n];
}

function timeMs(s: State): number {
  return programTimer(s) * 1000;
}

/** ON TIMER(seconds) GOSUB: the handler (pc -1 for none) and the period, counted from now. */
export function setTimerHandler(s: State, seconds: number, pc: number): void {
  if (!(seconds >= 1 && seconds <= 86400)) throw new QBasicError(5);
  const timer = traps(s).timer;
  timer.pc = pc;
  timer.periodMs = seconds * 1000;
  timer.startMs = timeMs(s);
}

/**
 * `KEY n, text$`: keys 15-25 become CHR$(shift) + CHR$(scan code) (PC-BASIC's reading of the shift byte: the
 * extended and Scroll Lock bits are ignored, either Shift is both); keys 1-10, 30 and 31 get function-key
 * text, which the never-shown function-key line would display.
 */
export function defineKey(s: State, n: number, text: string): void {
  if ((n >= 1 && n <= 10) || n === 30 || n === 31) return;
  if (!(n >= 15 && n <= 25) || text.length !== 2) throw new QBasicError(5);
  let shift = text.charCodeAt(0) & 0x6f;
  if (shift & 3) shift |= 3;
  traps(s).userKeys[n] = { scan: text.charCodeAt(1), shift };
}

/** ON PLAY(limit) GOSUB: limit 1-32 (QB45 help, "ON PLAY"). */
export function setPlayHandler(s: State, limit: number, pc: number): void {
  if (!(limit >= 1 && limit <= 32)) throw new QBasicError(5);
  const play = traps(s).play;
  play.pc = pc;
  play.limit = limit;
  play.notes = notesQueued(s);
}

/** ON KEY(n) GOSUB */
export function setKeyHandler(s: State, n: number, pc: number): void {
  keyTrap(s, n).pc = pc;
}

/** TIMER ON / OFF / STOP, KEY(n) ON / OFF / STOP, PLAY ON / OFF / STOP */
export function switchTrap(s: State, event: 'TIMER' | 'KEY' | 'PLAY', n: number, mode: TrapMode): void {
  const t = traps(s);
  const trap = event === 'TIMER' ? t.timer : event === 'PLAY' ? t.play : keyTrap(s, n);
  // a queue that already dropped below the limit before PLAY ON gives no event (QB45 help, "ON PLAY")
  if (trap === t.play && trap.mode === 'OFF' && mode !== 'OFF') t.play.notes = notesQueued(s);
  // the timer counts only while its trap is ON or STOP: a period starts when it leaves OFF
  if (trap === t.timer && trap.mode === 'OFF' && mode !== 'OFF') t.timer.startMs = timeMs(s);
  trap.mode = mode;
  if (mode === 'OFF') trap.pending = false;
  armTraps(s);
}

/** A handler's RETURN turns its trap on again, unless the handler turned it OFF (QB45 help, "ON event"). */
export function trapReturned(s: State, trap: Trap): void {
  trap.busy = false;
  if (trap.mode === 'STOP') trap.mode = 'ON';
  if (trap.mode === 'ON' && trap.pending) s.checkSoon();
}

/** Whether any trap is ON or STOP; then housekeeping comes often and polls them. */
function armTraps(s: State): void {
  const t = traps(s);
  s.trapsArmed = t.timer.mode !== 'OFF' || t.play.mode !== 'OFF' || t.keys.some((k) => k.mode !== 'OFF');
  if (s.trapsArmed) s.checkSoon();
}

/** Whether an armed key trap catches key `k` (then the key is gone: INKEY$ and INPUT never see it). */
export function catchKey(s: State, k: string): boolean {
  if (!s.trapsArmed) return false;
  const t = traps(s);
  const trap = t.keys[KEY_NUMBERS.get(k) ?? userKeyOf(t, k)];
  if (!trap || trap.mode === 'OFF') return false;
  trap.pending = true;
  s.checkSoon();
  return true;
}

/** The user-defined key (15-25) that is `k`, or 0. */
function userKeyOf(t: Traps, k: string): number {
  if (t.userKeys.length === 0) return 0;
  const code = scanCodeOf(k);
  if (!code) return 0;
  for (let n = 15; n <= 25; n++) {
    const d = t.userKeys[n];
    if (d && d.scan === code.scan && d.shift === code.shift && t.keys[n].mode !== 'OFF') return n;
  }
  return 0;
}

/** Take the keys armed key traps catch; the others wait in `backlog` (oldest first) for INKEY$ and INPUT. */
function pollKeys(s: State, t: Traps, backlog: string[]): void {
  if (!t.keys.some((k) => k.mode !== 'OFF')) return;
  for (let i = backlog.length - 1; i >= 0; i--) if (catchKey(s, backlog[i])) backlog.splice(i, 1);
  for (;;) {
    // a used-up key script (null) ends a run that waits in INKEY$ or INPUT, not one that only traps keys
    const k = s.host.pollKey ? s.host.pollKey() : s.host.inkey();
    if (!k) return;
    keyArrived(s, k);
    if (!catchKey(s, k)) backlog.push(k);
  }
}

/** Whether to look at TIMER and the keyboard now: about once a millisecond by the host's clock, if it has one. */
function pollDue(s: State, t: Traps): boolean {
  if (!s.host.clockMs) return true;
  const now = s.host.clockMs();
  if (now - t.polledAt < 1) return false;
  t.polledAt = now;
  return true;
}

function ready(trap: Trap): boolean {
  if (trap.mode !== 'ON' || !trap.pending || trap.busy) return false;
  trap.pending = false;
  if (trap.pc < 0) return false;
  trap.busy = true;
  return true;
}

/**
 * Between statements while a trap is armed: note new events, and give the trap whose handler should run
 * now (marked busy), if any. Nothing runs while an error handler does (QBasic holds events then).
 * `backlog`: the keys taken from the host and not yet read.
 */
export function dueTrap(s: State, backlog: string[]): Trap | null {
  const t = traps(s);
  const timer = t.timer;
  if (pollDue(s, t)) {
    if (timer.mode !== 'OFF') {
      const now = timeMs(s);
      if (now < timer.startMs) timer.startMs = now;
      if (now >= timer.startMs + timer.periodMs) {
        timer.startMs = now;
        timer.pending = true;
      }
    }
    if (t.play.mode !== 'OFF') notePlayQueue(s, t.play);
    pollKeys(s, t, backlog);
  }
  if (s.inHandler) return null;
  if (ready(timer)) return timer;
  if (ready(t.play)) return t.play;
  for (const trap of t.keys) if (ready(trap)) return trap;
  return null;
}

/** The background queue went from `limit` notes (or more) to fewer since the last look: a PLAY event. */
function notePlayQueue(s: State, play: Traps['play']): void {
  const notes = notesQueued(s);
  if (play.notes >= play.limit && notes < play.limit) play.pending = true;
  play.notes = notes;
}

/** Milliseconds until the timer trap's next event, when it is ON with a handler (SLEEP wakes for it). */
export function msToTimerEvent(s: State): number {
  if (!s.trapsArmed) return Infinity;
  const timer = traps(s).timer;
  if (timer.mode !== 'ON' || timer.pc < 0) return Infinity;
  return Math.max(0, timer.startMs + timer.periodMs - timeMs(s));
}

/**
 * After a host call that may pause the program (INKEY$, TIMER and SLEEP rest a busy loop): events are
 * looked for at the next statement, not a few thousand instructions on.
 */
export function hostWaited(s: State): void {
  if (s.trapsArmed) s.checkSoon();
}

/** RUN and CLEAR: no handlers, every trap OFF. */
export function resetTraps(s: State): void {
  s.ext.delete('traps');
  s.trapsArmed = false;
}
