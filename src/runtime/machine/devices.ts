// DOS device names OPEN accepts besides files (DOS 5 manual, "Device names"; QB45 help, OPEN): CON (the
// console: screen out, keyboard lines in), SCRN: (screen), KYBD: (keyboard), CONS: (screen), NUL (nothing
// out, end of file in), and the printers PRN, LPT1-LPT3, whose output goes to LPT1.TXT ... LPT3.TXT on
// the program's drive, where the user can read it (LPRINT prints there too). A device name stays a
// device with an extension or in a directory (DOS treats CON.TXT as CON). COM1-4 and AUX are Device
// unavailable (68).
import { QBasicError } from '../errors.js';
import { fileTable } from './files.js';
import { waitKey } from './keyboard.js';
import { readLine } from './lineinput.js';
import type { State } from './state.js';
import { putText } from './textout.js';

export type DeviceKind = 'console' | 'screen' | 'keyboard' | 'null' | 'LPT1' | 'LPT2' | 'LPT3';

function devices(s: State): Map<number, DeviceKind> {
  return s.extension('devices', () => new Map<number, DeviceKind>());
}

/** The device a file name names, or undefined for an ordinary file (COMn: and AUX throw Device unavailable). */
export function deviceOf(name: string): DeviceKind | undefined {
  const spec = name.trim().toUpperCase();
  const colon = /^(SCRN|CONS|KYBD|CON|PRN|NUL|LPT[1-3]|COM[1-4]|AUX):/.exec(spec);
  const base = colon ? colon[1] : spec.slice(spec.lastIndexOf('\\') + 1).replace(/\..*$/, '');
  switch (base) {
    case 'CON': return 'console';
    case 'SCRN': case 'CONS': return colon ? 'screen' : undefined;
    case 'KYBD': return colon ? 'keyboard' : undefined;
    case 'NUL': return 'null';
    case 'PRN': return 'LPT1';
    case 'LPT1': case 'LPT2': case 'LPT3': return base;
    case 'AUX': case 'COM1': case 'COM2': case 'COM3': case 'COM4': throw new QBasicError(68);
    default: return undefined;
  }
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

/** Text for printer `lpt` (LPRINT, a printer OPENed): added to LPTn.TXT on the drive ("\r" ends a line). */
export function printerWrite(s: State, lpt: 'LPT1' | 'LPT2' | 'LPT3', text: string): void {
  const columns = s.extension('printerColumns', () => new Map<string, number>());
  const cr = text.lastIndexOf('\r');
  columns.set(lpt, cr >= 0 ? text.length - cr : (columns.get(lpt) ?? 1) + text.length);
  const drive = fileTable(s).drive;
  if (!drive) return;
  const file = `\\${lpt}.TXT`;
  const old = drive.read(file) ?? new Uint8Array(0);
  const add = text.replace(/\r(?!\n)/g, '\r\n');
  const out = new Uint8Array(old.length + add.length);
  out.set(old);
  for (let i = 0; i < add.length; i++) out[old.length + i] = add.charCodeAt(i) & 255;
  drive.write(file, out);
}

/** The column the printer's head is at (1 at the start of a line), for LPRINT's commas and TAB. */
export function printerColumn(s: State, lpt: 'LPT1' | 'LPT2' | 'LPT3'): number {
  return (s.ext.get('printerColumns') as Map<string, number> | undefined)?.get(lpt) ?? 1;
}

/** Output to a device: the screen shows it, a printer file gets it, NUL swallows it; the keyboard is Bad file mode. */
export function deviceWrite(s: State, kind: DeviceKind, text: string): void {
  if (kind === 'screen' || kind === 'console') putText(s, text);
  else if (kind === 'keyboard') throw new QBasicError(54);
  else if (kind !== 'null') printerWrite(s, kind, text);
}

/** A line from a device opened for input: the keyboard and the console give one, NUL is at its end. */
export function deviceReadLine(s: State, kind: DeviceKind): string {
  if (kind === 'null') throw new QBasicError(62);
  if (kind === 'console') return readLine(s, false);
  if (kind !== 'keyboard') throw new QBasicError(54);
  // KYBD: is the keyboard alone: nothing is echoed on the screen
  let line = '';
  for (let k = waitKey(s); k !== '\r'; k = waitKey(s)) line = k === '\b' ? line.slice(0, -1) : line + k;
  return line;
}
