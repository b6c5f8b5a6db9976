// The keyboard controller's port 60h: the scan code of the last key the keyboard sent, whichever
// statement took the key from the host (INKEY$, INPUT, a key trap, a look at the BIOS buffer). A key
// shows its make code until a read of the port has seen it, then its break code (make + 80h): a
// scripted or typed key is one press and one release. The next key comes from the host only after a
// read has shown the last one's break code.
import { scanCodeOf } from './scancodes.js';
import type { State } from './state.js';

interface Port60 {
  /** the scan code port 60h shows */
  value: number;
  /** reads of the current key so far: 0 none, 1 the make code, 2 the break code too */
  reads: number;
}

const port60 = (s: State): Port60 => s.extension<Port60>('port60', () => ({ value: 0, reads: 2 }));

/** A key came from the host: port 60h shows its make code. */
export function keyArrived(s: State, k: string): void {
  const code = scanCodeOf(k);
  if (!code) return;
  const port = port60(s);
  port.value = code.scan;
  port.reads = 0;
}

/** Whether both codes of the last key have been read, so that INP(&H60) may look for the next key. */
export const port60Idle = (s: State): boolean => port60(s).reads >= 2;

/** INP(&H60). */
export function readPort60(s: State): number {
  const port = port60(s);
  if (port.reads >= 1 && port.value) port.value |= 0x80;
  port.reads++;
  return port.value;
}
