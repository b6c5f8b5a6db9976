// The memory the page and the interpreter worker share: a control block (key queue ring buffer, wake
// words, debug counters) and the screen (pixels, palette, mode info), all over SharedArrayBuffers.
import type { ScreenMemory } from '../../../src/graphics/device.js';
import type { HostMouse } from '../../../src/runtime/host.js';

/** Indices into the control block (Int32Array). */
export const Ctl = {
  /** next key slot the worker reads (written by the worker) */
  keyHead: 0,
  /** next key slot the page writes (written by the page; the worker waits on this word for keys) */
  keyTail: 1,
  /** INKEY$ calls so far (debug counter) */
  polls: 2,
  /** a word nobody notifies: the worker waits on it for plain pauses */
  idle: 3,
  /** keys dropped because the buffer was full */
  dropped: 4,
  /** set by the page to stop the run (the worker checks it every few thousand instructions) */
  stop: 5,
  /** the text cursor while the program waits for typing (INPUT): its cell's left, top and height in
   *  pixels; height 0 hides it */
  cursorX: 6,
  cursorY: 7,
  cursorH: 8,
  /** the mouse as the page last saw it over the canvas: position in the mode's pixels, buttons held
   *  (bit 0 left, bit 1 right, bit 2 middle), then presses and releases of each button since the run began */
  mouseX: 9,
  mouseY: 10,
  mouseButtons: 11,
  mousePresses: 12, // 12, 13, 14: left, right, middle
  mouseReleases: 15, // 15, 16, 17
  /** 1 while the program shows the mouse pointer (INT 33h function 1), drawn by the page */
  pointerVisible: 18,
  /** SCREEN 0: how many cells blink (attribute bit 7) and the rows their attributes in `cells` cover */
  blinkCells: 19,
  textRows: 20,
  /** 1 while the page has broken into the run (Ctrl+Break in QBasic's sense: the editor shows, F5
   *  continues); the worker waits on this word */
  suspend: 21,
} as const;

/** QBasic's keyboard buffer holds 15 keys; a 16th is refused with a beep (BIOS type-ahead buffer). */
export const KEY_SLOTS = 16;
/** where the key ring starts in the control block */
export const RING_START = 24;
const CONTROL_WORDS = RING_START + KEY_SLOTS;

/** The SharedArrayBuffers handed to the worker when a program starts. */
export interface SharedBuffers {
  control: SharedArrayBuffer;
  pixels: SharedArrayBuffer;
  rgba: SharedArrayBuffer;
  info: SharedArrayBuffer;
  /** SCREEN 0: each character cell's attribute, row by row (the page blinks the cells with bit 7) */
  cells: SharedArrayBuffer;
}

/** Fresh shared buffers sized for every screen mode (640x480 attributes, 256 colours). */
export function createSharedBuffers(): SharedBuffers {
  return {
    control: new SharedArrayBuffer(CONTROL_WORDS * 4),
    pixels: new SharedArrayBuffer(640 * 480),
    rgba: new SharedArrayBuffer(256 * 4),
    info: new SharedArrayBuffer(4 * 4),
    cells: new SharedArrayBuffer(80 * 50),
  };
}

/** Typed views of the screen part, as the graphics device wants them. */
export function screenMemoryOf(buffers: SharedBuffers): ScreenMemory {
  return {
    pixels: new Uint8Array(buffers.pixels),
    rgba: new Uint32Array(buffers.rgba),
    info: new Int32Array(buffers.info),
  };
}

/** A key as one number: a byte 0..255, or 0x100 + scan code for CHR$(0) + CHR$(scan). */
export function encodeKey(key: string): number {
  return key.length === 2 ? 0x100 | key.charCodeAt(1) : key.charCodeAt(0);
}

export function decodeKey(code: number): string {
  return code >= 0x100 ? '\0' + String.fromCharCode(code & 0xff) : String.fromCharCode(code);
}

/** Page side: append a key and wake the worker. False when the buffer is full (the key is lost). */
export function pushKey(control: Int32Array, key: string): boolean {
  const head = Atomics.load(control, Ctl.keyHead);
  const tail = Atomics.load(control, Ctl.keyTail);
  if (tail - head >= KEY_SLOTS - 1) {
    Atomics.add(control, Ctl.dropped, 1);
    return false;
  }
  Atomics.store(control, RING_START + (tail % KEY_SLOTS), encodeKey(key));
  Atomics.store(control, Ctl.keyTail, tail + 1);
  Atomics.notify(control, Ctl.keyTail);
  return true;
}

/** Worker side: take the next key, or undefined when the buffer is empty. */
export function popKey(control: Int32Array): string | undefined {
  const head = Atomics.load(control, Ctl.keyHead);
  if (head === Atomics.load(control, Ctl.keyTail)) return undefined;
  const code = Atomics.load(control, RING_START + (head % KEY_SLOTS));
  Atomics.store(control, Ctl.keyHead, head + 1);
  return decodeKey(code);
}

/** Page side: ask the run to stop, waking the worker wherever it waits. */
export function requestStop(control: Int32Array): void {
  Atomics.store(control, Ctl.stop, 1);
  Atomics.notify(control, Ctl.suspend);
  Atomics.notify(control, Ctl.keyTail);
  Atomics.notify(control, Ctl.idle);
}

/** Page side: hold the run where it is (true) or let it go on (false). */
export function suspendRun(control: Int32Array, held: boolean): void {
  Atomics.store(control, Ctl.suspend, held ? 1 : 0);
  if (!held) Atomics.notify(control, Ctl.suspend);
}

/** Worker side: while the page holds the run, wait (a stop ends the wait). */
export function waitWhileSuspended(control: Int32Array): void {
  while (Atomics.load(control, Ctl.suspend) !== 0 && !stopRequested(control)) Atomics.wait(control, Ctl.suspend, 1, 1000);
}

export function stopRequested(control: Int32Array): boolean {
  return Atomics.load(control, Ctl.stop) !== 0;
}

/** Keys waiting in the buffer. */
export function pendingKeys(control: Int32Array): number {
  return Atomics.load(control, Ctl.keyTail) - Atomics.load(control, Ctl.keyHead);
}

/** Page side: the mouse moved to (x, y) in the mode's pixels. */
export function moveMouse(control: Int32Array, x: number, y: number): void {
  Atomics.store(control, Ctl.mouseX, x);
  Atomics.store(control, Ctl.mouseY, y);
}

/** Page side: button b (0 left, 1 right, 2 middle) went down or up; counted as INT 33h counts them. */
export function mouseButton(control: Int32Array, button: number, down: boolean): void {
  const bit = 1 << button;
  const held = (Atomics.load(control, Ctl.mouseButtons) & bit) !== 0;
  if (held === down) return;
  if (down) Atomics.or(control, Ctl.mouseButtons, bit);
  else Atomics.and(control, Ctl.mouseButtons, ~bit);
  Atomics.add(control, (down ? Ctl.mousePresses : Ctl.mouseReleases) + button, 1);
}

/** Worker side: the mouse as Host.mouse() reports it. */
export function readMouse(control: Int32Array): HostMouse {
  const word = (i: number) => Atomics.load(control, i);
  const counts = (base: number): [number, number, number] => [word(base), word(base + 1), word(base + 2)];
  return {
    x: word(Ctl.mouseX),
    y: word(Ctl.mouseY),
    buttons: word(Ctl.mouseButtons),
    presses: counts(Ctl.mousePresses),
    releases: counts(Ctl.mouseReleases),
  };
}
