// The PC hardware programs read directly: the BIOS data area at segment 0 (the video mode at 449h, the
// columns at 44Ah, the rows - 1 at 484h, the keyboard buffer's head and tail at 41Ah / 41Ch, its keys
// (character and scan code) from 41Eh, where it starts and ends at 480h / 482h, the timer tick count at 46Ch) and the keyboard controller's port 60h (the scan code
// of the last key: its make code when it comes, its break code, +80h, afterwards). Keys the program
// has not read wait in the key backlog, which stands for the BIOS keyboard buffer.
import { TICKS_PER_SECOND } from '../clock.js';
import { keyBacklog } from './keyboard.js';
import { programTimer } from './pace.js';
import { keyArrived, port60Idle, readPort60 } from './port60.js';
import { scanCodeOf } from './scancodes.js';
import type { State } from './state.js';
import { biosMode } from './video-modes.js';

/** Where the BIOS keyboard buffer starts (offset 1Eh in segment 40h): head = tail means it is empty. */
const BUFFER_START = 0x1e;
/** The BIOS buffer holds 15 keys; further keys are dropped (the PC beeps). */
const BUFFER_KEYS = 15;
/** Where the buffer's 16 two-byte slots end (offset 3Eh in segment 40h). */
const BUFFER_END = BUFFER_START + 32;

/** Move a key the host has waiting into the buffer (without taking it from the program). */
function fillBuffer(s: State): string | undefined {
  const k = s.host.pollKey ? s.host.pollKey() : s.host.inkey();
  if (!k) return undefined;
  keyArrived(s, k);
  const back = keyBacklog(s);
  if (back.length < BUFFER_KEYS) back.push(k);
  return k;
}

/** INP(&H60): once the last key's codes have been read, a key the host has waiting comes into the buffer. */
export function keyboardPort(s: State): number {
  if (port60Idle(s)) fillBuffer(s);
  return readPort60(s);
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
  if (addr >= 0x400 + BUFFER_START && addr < 0x400 + BUFFER_END) return bufferByte(s, addr - 0x400 - BUFFER_START);
  if (addr >= 0x480 && addr <= 0x483) return addr === 0x480 ? BUFFER_START : addr === 0x482 ? BUFFER_END : 0;
  if (addr === 0x449) return biosMode(s.screen);
  if (addr === 0x44a || addr === 0x44b) return addr === 0x44a ? s.screen.textCols : 0;
  if (addr === 0x484) return s.screen.textRows - 1;
  if (addr >= 0x46c && addr <= 0x46f) {
    const ticks = Math.floor(programTimer(s) * TICKS_PER_SECOND + 1e-7);
    return (ticks >>> (8 * (addr - 0x46c))) & 255;
  }
  return undefined;
}

/** Byte `offset` of the buffer's slots: each waiting key as its character (0 for an extended key) and scan code. */
function bufferByte(s: State, offset: number): number {
  const k = keyBacklog(s)[offset >> 1];
  if (k === undefined) return 0;
  if (offset & 1) return scanCodeOf(k)?.scan ?? 0;
  return k.length === 2 && k[0] === '\0' ? 0 : k.charCodeAt(0) & 255;
}

/** POKE into the BIOS data area: setting the buffer's head to its tail empties it (a common idiom). */
export function pokeBios(s: State, addr: number, value: number): boolean {
  if (addr === 0x41a) {
    if (value === BUFFER_START + 2 * keyBacklog(s).length) keyBacklog(s).length = 0;
    return true;
  }
  return addr === 0x41b || addr === 0x41c || addr === 0x41d;
}
