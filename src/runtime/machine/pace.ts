// MachineOptions.speed: the program runs at a given number of statements per second. A host with a
// virtual clock (Host.paced) moves its clock with the statements run; on a real clock the machine waits
// whenever the program gets ahead of the pace, so games that time themselves with delay loops or
// calibrate against TIMER run as on a PC of that era.
import { tickTimer } from '../clock.js';
import type { State } from './state.js';

/** How far behind the pace a program may fall (waiting for a key, a slow frame) before the pace restarts. */
const MAX_LAG_MS = 100;
/** Waits shorter than this are left for the next check. */
const MIN_WAIT_MS = 2;

interface Pace {
  /** host.clockMs() when the statements run so far would have started at the pace */
  base: number | undefined;
}

/** Statements run so far (exact between housekeeping checks). */
export function stepsRun(s: State): number {
  return s.steps + s.budgetGiven - s.budget;
}

/** Instructions between housekeeping checks at this speed: about a hundredth of a second's worth. */
export function paceInterval(speed: number): number {
  return Math.max(1, Math.floor(speed / 100));
}

/** Bring the host's clock up to the statements run (virtual), or wait until the wall clock catches up (real). */
export function pace(s: State): void {
  if (!s.speed) return;
  const ms = (stepsRun(s) * 1000) / s.speed;
  const host = s.host;
  if (host.paced) {
    host.paced(ms);
    return;
  }
  if (!host.clockMs) return;
  const p = s.extension<Pace>('pace', () => ({ base: undefined }));
  const now = host.clockMs();
  if (p.base === undefined || now - p.base - ms > MAX_LAG_MS) p.base = now - ms;
  const ahead = ms - (now - p.base);
  if (ahead >= MIN_WAIT_MS) host.sleep(ahead, false);
}

/** TIMER: seconds since midnight in whole ticks of the PC's clock, with the clock brought up to the pace. */
export function programTimer(s: State): number {
  pace(s);
  return tickTimer(s.host.timer());
}

/** DATE$ and TIME$: the host's date and time, with the clock brought up to the pace. */
export function programNow(s: State): Date {
  pace(s);
  return s.host.now();
}
