// Keys from the host: INKEY$ polls, INPUT and friends block. A host with no more keys ever (a used-up
// key script or piped stdin) ends the run normally. SLEEP peeks at a key and leaves it for INKEY$.
import { EndSignal } from './signals.js';
import { TICKS_PER_SECOND } from '../clock.js';
import { catchKey, hostWaited, msToTimerEvent } from './traps.js';
import { keyArrived } from './port60.js';
import type { State } from './state.js';

/** Keys taken from the host but not yet read (by INKEY$, INPUT ...), oldest first. */
export function keyBacklog(s: State): string[] {
  return s.keys;
}

/**
 * INKEY$: the next key or "" (the run ends when no key will ever come). No present() first: a poll is the
 * hot path of a game loop, and hosts show the screen in inkey() themselves (Host.inkey).
 */
export function inkey(s: State): string {
  if (s.keys.length !== 0) return s.keys.shift()!;
  const k = s.host.inkey();
  if (k !== '') return hostKey(s, k);
  hostWaited(s);
  return k;
}

/** INKEY$ after the host gave a key (or null: no key will ever come); kept out of the empty poll's path. */
function hostKey(s: State, k: string | null): string {
  if (k === null) throw new EndSignal('inputEnded');
  keyArrived(s, k);
  if (catchKey(s, k)) return '';
  hostWaited(s);
  return k;
}

/** Block until a key arrives (INPUT, INPUT$). */
export function waitKey(s: State): string {
  const back = keyBacklog(s);
  if (back.length) return back.shift()!;
  s.host.present?.();
  for (;;) {
    const k = s.host.waitKey();
    if (k === null) throw new EndSignal('inputEnded');
    if (k === '') continue;
    keyArrived(s, k);
    if (!catchKey(s, k)) return k;
  }
}

/** Read n bytes of keys (INPUT$): an extended key gives CHR$(0) now and its scan code on the next read. */
export function readKeyBytes(s: State, n: number): string {
  let out = '';
  while (out.length < n) {
    const k = waitKey(s);
    out += k[0];
    if (k.length > 1) keyBacklog(s).unshift(k.slice(1));
  }
  return out;
}

/** SLEEP with no time: wait for a key without taking it (QBasic leaves it in the buffer), or until `wake`. */
export function waitForKeyPress(s: State, wake: () => boolean = () => false): void {
  if (keyBacklog(s).length) return;
  for (;;) {
    if (wake()) return;
    const k = inkey(s);
    if (k !== '') {
      keyBacklog(s).push(k);
      return;
    }
    s.host.sleep(10, true);
  }
}

const TICK_MS = 1000 / TICKS_PER_SECOND;

/**
 * SLEEP n: pause n seconds, or until a key is pressed or an ON TIMER event is due (QB45 help, SLEEP). The
 * pause goes in steps of at most the time to the next timer event, so the event fires when it is due on
 * the 18.2 Hz clock, also on a virtual clock that passes the whole pause at once.
 */
export function sleepSeconds(s: State, seconds: number): void {
  let left = seconds * 1000;
  while (left > 0) {
    const due = msToTimerEvent(s);
    if (due <= 0) return;
    const step = Math.min(left, Math.max(due, TICK_MS));
    const before = s.host.clockMs?.();
    s.host.sleep(step, true);
    // a real clock that moved less than asked: the host woke for a key
    if (before !== undefined && s.host.clockMs!() - before < step - 5) return;
    left -= step;
  }
}
