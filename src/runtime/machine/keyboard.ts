// Keys from the host: INKEY$ polls, INPUT and friends block. A host with no more keys ever (a used-up
// key script or piped stdin) ends the run normally.
import { EndSignal } from './signals.js';
import type { State } from './state.js';

/** INKEY$: the next key or "" (the run ends when no key will ever come). */
export function inkey(s: State): string {
  s.host.present?.();
  const k = s.host.inkey();
  if (k === null) throw new EndSignal('inputEnded');
  return k;
}

/** Block until a key arrives (INPUT, INPUT$, SLEEP without argument). */
export function waitKey(s: State): string {
  s.host.present?.();
  const k = s.host.waitKey();
  if (k === null) throw new EndSignal('inputEnded');
  return k;
}
