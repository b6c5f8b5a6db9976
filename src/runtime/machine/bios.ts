// The PC hardware programs read directly: the BIOS data area at segment 0 (the keyboard buffer's head and
// tail at 41Ah / 41Ch, the timer tick count at 46Ch) and the keyboard controller's port 60h (the scan code
// of the last key: its make code when it comes, its break code, +80h, afterwards). Keys the program
// has not read wait in the key backlog, which stands for the BIOS keyboard buffer.
import { TICKS_PER_SECOND } from '../clock.js';
import { keyBacklog } from './keyboard.js';
import { programTimer } from './pace.js';
import { scanCodeOf } from './scancodes.js';
import type { State } from './state.js';

/** Where the BIOS keyboard buffer starts (offset 1Eh in segment 40h): head = tail means it is empty. */
const BUFFER_START = 0x1e;
/** The BIOS buffer holds 15 keys; further keys are dropped (the PC beeps). */
const BUFFER_KEYS = 15;

interface Port60 {
  /** the scan code port 60h shows */
  value: number;
}

/** Move a key the host has waiting into the buffer (without taking it from the program). */
function fillBuffer(s: State): string | undefined {
  const k = s.host.pollKey ? s.host.pollKey() : s.host.inkey();
  if (!k) return undefined;
  const back = keyBacklog(s);
  if (back.length < BUFFER_KEYS) back.push(k);
  return k;
}

/** INP(&H60): the make code of a key that just came, else the break code of the last one. */
export function keyboardPort(s: State): number {
  const port = s.extension<Port60>('port60', () => ({ value: 0 }));
  const k = fillBuffer(s);
  const code = k ? scanCodeOf(k) : undefined;
  if (code) {
    port.value = code.scan;
    return code.scan;
  }
  port.value |= port.value ? 0x80 : 0;
  return port.value;
}

/** A byte of the BIOS data area the program reads (linear address), or undefined for plain memory. */
export function peekBios(s: State, addr: number): number | undefined {
  if (addr === 0x41a || addr === 0x41b) return addr === 0x41a ? BUFFER_START : 0;
  if (addr === 0x41c || addr === 0x41d) {
    if (addr === 0x41d) return 0;
    // a program comparing head and tail waits for a key: look for one only while the buffer is empty
    if (keyBacklog(s).length === 0) fillBuffer(s);
    return BUFFER_START + 2 * keyBacklog(s).length;
  }
  if (addr >= 0x46c && addr <= 0x46f) {
    const ticks = Math.floor(programTimer(s) * TICKS_PER_SECOND + 1e-7);
    return (ticks >>> (8 * (addr - 0x46c))) & 255;
  }
  return undefined;
}

/** POKE into the BIOS data area: setting the buffer's head to its tail empties it (a common idiom). */
export function pokeBios(s: State, addr: number, value: number): boolean {
  if (addr === 0x41a) {
    if (value === BUFFER_START + 2 * keyBacklog(s).length) keyBacklog(s).length = 0;
    return true;
  }
  return addr === 0x41b || addr === 0x41c || addr === 0x41d;
}
