// DOS device names OPEN accepts besides files: SCRN: and CONS: print on the screen, LPT1:-LPT3: swallow
// output (no printer attached), KYBD: reads typed lines; COMn: is Device unavailable (68).
import { QBasicError } from '../errors.js';
import { readLine } from './lineinput.js';
import type { State } from './state.js';
import { putText } from './textout.js';

export type DeviceKind = 'screen' | 'printer' | 'keyboard';

function devices(s: State): Map<number, DeviceKind> {
  return s.extension('devices', () => new Map<number, DeviceKind>());
}

/** The device a file name names, or undefined for an ordinary file (COMn: throws Device unavailable). */
export function deviceOf(name: string): DeviceKind | undefined {
  const m = /^(SCRN|CONS|LPT[1-3]|KYBD|COM[1-4]):/i.exec(name.trim());
  if (!m) return undefined;
  const d = m[1].toUpperCase();
  if (d.startsWith('COM')) throw new QBasicError(68);
  return d === 'KYBD' ? 'keyboard' : d.startsWith('LPT') ? 'printer' : 'screen';
}

export function openDevice(s: State, num: number, kind: DeviceKind): void {
  if (num < 1 || num > 255) throw new QBasicError(52);
  if (devices(s).has(num)) throw new QBasicError(55);
  devices(s).set(num, kind);
}

export function deviceAt(s: State, num: number): DeviceKind | undefined {
  return s.ext.has('devices') ? devices(s).get(num) : undefined;
}

/** Close one device number, or all of them. */
export function closeDevice(s: State, num?: number): void {
  if (!s.ext.has('devices')) return;
  if (num === undefined) devices(s).clear();
  else devices(s).delete(num);
}

/** Output to a device: the screen shows it, a printer swallows it; the keyboard is Bad file mode. */
export function deviceWrite(s: State, kind: DeviceKind, text: string): void {
  if (kind === 'screen') putText(s, text);
  else if (kind === 'keyboard') throw new QBasicError(54);
}

/** A line from a device opened for input (only the keyboard gives one). */
export function deviceReadLine(s: State, kind: DeviceKind): string {
  if (kind !== 'keyboard') throw new QBasicError(54);
  return readLine(s, false);
}
