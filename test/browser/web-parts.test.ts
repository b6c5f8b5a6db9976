// The web app's pieces that run without a browser: key mapping, the shared key queue, the worker host's
// pauses and poll limit (Atomics work in Node too), the drive, the canvas scale.
import { describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { isBreak, qbasicKey, type KeyPress } from '../../web/src/core/keymap.js';
import { createSharedBuffers, Ctl, KEY_SLOTS, RING_START, pendingKeys, popKey, pushKey, requestStop } from '../../web/src/core/shared.js';
import { POLL_BUDGET, POLL_WINDOW_MS, WorkerHost, type Outbox } from '../../web/src/core/worker-host.js';
import { MemoryDrive, wildcardMatch } from '../../web/src/core/drive.js';
import { contentBounds, fitScale, textColumns } from '../../web/src/core/painter.js';
import { drawMousePointer } from '../../web/src/core/mouse-pointer.js';
import { cp437ToUnicode, unicodeToCp437 } from '../../web/src/core/cp437.js';

const press = (key: string, mods: Partial<KeyPress> = {}): string | undefined =>
  qbasicKey({ key, shiftKey: false, ctrlKey: false, altKey: false, ...mods });
const ext = (scan: number) => '\0' + String.fromCharCode(scan);

describe('keys as INKEY$ returns them (qbasic-facts.md "Keyboard")', () => {
  it('extended keys are CHR$(0) + scan code', () => {
    expect(press('ArrowUp')).toBe(ext(72));
    expect(press('ArrowDown')).toBe(ext(80));
    expect(press('ArrowLeft')).toBe(ext(75));
    expect(press('ArrowRight')).toBe(ext(77));
    expect(press('Home')).toBe(ext(71));
    expect(press('End')).toBe(ext(79));
    expect(press('PageUp')).toBe(ext(73));
    expect(press('PageDown')).toBe(ext(81));
    expect(press('Insert')).toBe(ext(82));
    expect(press('Delete')).toBe(ext(83));
    expect(press('F1')).toBe(ext(59));
    expect(press('F10')).toBe(ext(68));
    expect(press('F11')).toBe(ext(133));
    expect(press('F12')).toBe(ext(134));
    expect(press('F1', { shiftKey: true })).toBe(ext(84));
    expect(press('ArrowLeft', { ctrlKey: true })).toBe(ext(115));
    expect(press('Tab', { shiftKey: true })).toBe(ext(15));
    expect(press('x', { altKey: true, code: 'KeyX' })).toBe(ext(45));
  });

  it('control keys and characters are one byte', () => {
    expect(press('Escape')).toBe('\x1b');
    expect(press('Enter')).toBe('\r');
    expect(press('Backspace')).toBe('\b');
    expect(press('Tab')).toBe('\t');
    expect(press(' ')).toBe(' ');
    expect(press('+', { shiftKey: true })).toBe('+');
    expect(press('A', { shiftKey: true })).toBe('A');
    expect(press('c', { ctrlKey: true, code: 'KeyC' })).toBe('\x03');
    expect(press('é')).toBe(String.fromCharCode(130));
    expect(press('€')).toBeUndefined();
    expect(press('Shift', { shiftKey: true })).toBeUndefined();
  });

  it('Ctrl+Break is the stop key, Ctrl+C is not', () => {
    expect(isBreak({ key: 'Cancel', shiftKey: false, ctrlKey: true, altKey: false })).toBe(true);
    expect(isBreak({ key: 'Pause', shiftKey: false, ctrlKey: true, altKey: false })).toBe(true);
    expect(isBreak({ key: 'c', shiftKey: false, ctrlKey: true, altKey: false })).toBe(false);
  });
});

describe('the shared key queue', () => {
  it('keeps keys in order and holds 15 like the BIOS buffer', () => {
    const control = new Int32Array(createSharedBuffers().control);
    for (let i = 0; i < 20; i++) pushKey(control, String.fromCharCode(65 + i));
    expect(pendingKeys(control)).toBe(KEY_SLOTS - 1);
    expect(Atomics.load(control, Ctl.dropped)).toBe(5);
    expect(popKey(control)).toBe('A');
    pushKey(control, ext(72));
    const rest: string[] = [];
    for (let k = popKey(control); k !== undefined; k = popKey(control)) rest.push(k);
    expect(rest.at(-1)).toBe(ext(72));
    expect(rest).toHaveLength(15);
  });
});

const silent: Outbox = { text() {}, tone() {}, flush() {} };

describe('the worker host', () => {
  it('bounds empty INKEY$ polls to about one per millisecond', () => {
    const host = new WorkerHost(new Int32Array(createSharedBuffers().control), silent);
    const start = performance.now();
    let polls = 0;
    while (performance.now() - start < 300) {
      expect(host.inkey()).toBe('');
      polls++;
    }
    const perSecond = polls / ((performance.now() - start) / 1000);
    expect(perSecond).toBeLessThanOrEqual((POLL_BUDGET / POLL_WINDOW_MS) * 1000 * 1.1);
    expect(perSecond).toBeGreaterThan(200);
  });

  it('a key from another thread wakes a waiting program at once', async () => {
    const buffers = createSharedBuffers();
    const host = new WorkerHost(new Int32Array(buffers.control), silent);
    const thread = new Worker(
      `const { workerData } = require('node:worker_threads');
       const c = new Int32Array(workerData);
       setTimeout(() => { Atomics.store(c, ${RING_START}, 0x100 | 72); Atomics.store(c, 1, 1); Atomics.notify(c, 1); }, 50);`,
      { eval: true, workerData: buffers.control },
    );
    const start = performance.now();
    const key = host.waitKey();
    const waited = performance.now() - start;
    await thread.terminate();
    expect(key).toBe(ext(72));
    expect(waited).toBeGreaterThanOrEqual(40);
    expect(waited).toBeLessThan(500);
  });

  it('SLEEP waits its time, and a key ends it early only when asked', () => {
    const control = new Int32Array(createSharedBuffers().control);
    const host = new WorkerHost(control, silent);
    let start = performance.now();
    host.sleep(60, true);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
    pushKey(control, 'x');
    start = performance.now();
    host.sleep(500, true);
    expect(performance.now() - start).toBeLessThan(50);
    start = performance.now();
    host.sleep(60, false);
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
    expect(host.inkey()).toBe('x');
  });

  it('a stop request ends INKEY$ loops, INPUT and SLEEP at once', () => {
    const control = new Int32Array(createSharedBuffers().control);
    const host = new WorkerHost(control, silent);
    expect(host.shouldStop()).toBe(false);
    requestStop(control);
    expect(host.shouldStop()).toBe(true);
    const start = performance.now();
    expect(host.inkey()).toBeNull();
    expect(host.waitKey()).toBeNull();
    host.sleep(5000, false);
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('TIMER moves in 18.2 Hz clock ticks', () => {
    const host = new WorkerHost(new Int32Array(createSharedBuffers().control), silent);
    const ticks = host.timer() * (1193182 / 65536);
    expect(Math.abs(ticks - Math.round(ticks))).toBeLessThan(1e-6);
  });

  it('a tone blocks for its length and is posted to the page', () => {
    const tones: number[][] = [];
    const host = new WorkerHost(new Int32Array(createSharedBuffers().control), {
      ...silent,
      tone: (f, ms) => tones.push([f, ms]),
    });
    const start = performance.now();
    host.tone(440, 80);
    expect(performance.now() - start).toBeGreaterThanOrEqual(75);
    expect(tones).toEqual([[440, 80]]);
  });

  it('a background tone (PLAY "MB") is posted to the page without blocking', () => {
    const tones: number[][] = [];
    const host = new WorkerHost(new Int32Array(createSharedBuffers().control), {
      ...silent,
      tone: (f, ms) => tones.push([f, ms]),
    });
    const start = performance.now();
    host.tone(440, 500, true);
    expect(performance.now() - start).toBeLessThan(250);
    expect(tones).toEqual([[440, 500]]);
  });
});

describe('the drive', () => {
  it('names are case-insensitive, changes are reported, wildcards match as in DOS', () => {
    const changes: [string, number | null][] = [];
    const drive = new MemoryDrive({}, (name, data) => changes.push([name, data ? data.length : null]));
    drive.write('mines.dat', new Uint8Array([1, 2, 3]));
    expect(drive.exists('MINES.DAT')).toBe(true);
    expect(drive.read('Mines.Dat')).toEqual(new Uint8Array([1, 2, 3]));
    drive.rename('MINES.DAT', 'best.dat');
    expect(drive.list('*.DAT')).toEqual(['BEST.DAT']);
    expect(drive.list('*.*')).toEqual(['BEST.DAT']);
    drive.remove('best.dat');
    expect(changes).toEqual([['MINES.DAT', 3], ['MINES.DAT', null], ['BEST.DAT', 3], ['BEST.DAT', null]]);
    expect(wildcardMatch('A?.BAS', 'AB.BAS')).toBe(true);
    expect(wildcardMatch('*.*', 'README')).toBe(true);
    expect(wildcardMatch('*.BAS', 'README')).toBe(false);
    expect(wildcardMatch('*.*', 'GAME\\A.BAS')).toBe(false);
    expect(wildcardMatch('GAME\\*.BAS', 'GAME\\A.BAS')).toBe(true);
  });

  it('keeps directories: MKDIR makes one, files inside make one, RMDIR only empties', () => {
    const drive = new MemoryDrive({ 'GAME\\SAVE.DAT': new Uint8Array([1]) }, () => {});
    expect(drive.isDirectory('GAME')).toBe(true);
    expect(drive.isDirectory('DATA')).toBe(false);
    drive.mkdir('DATA');
    expect(drive.isDirectory('DATA')).toBe(true);
    expect(drive.list('*.*')).toEqual(['DATA', 'GAME']);
    expect(drive.list('GAME\\*.*')).toEqual(['GAME\\SAVE.DAT']);
    expect(() => drive.rmdir('GAME')).toThrow();
    drive.rmdir('DATA');
    expect(drive.isDirectory('DATA')).toBe(false);
  });
});

describe('the screen', () => {
  it('scales by the largest whole number that fits when it fills most of the box, else fills the box', () => {
    expect(fitScale(320, 200, 1020, 770)).toBe(3);
    expect(fitScale(320, 200, 1280, 720)).toBeCloseTo(3.6); // 3x would leave a sixth of the room unused
    expect(fitScale(320, 200, 390, 500)).toBeCloseTo(390 / 320); // a phone: the full width
    expect(fitScale(320, 200, 1920, 1000)).toBe(5);
    expect(fitScale(720, 400, 1020, 770, true)).toBe(1); // text: whole numbers only (1.42 draws uneven strokes)
    expect(fitScale(720, 400, 1600, 900, true)).toBe(2);
    expect(fitScale(720, 400, 390, 500, true)).toBeCloseTo(390 / 720); // smaller than its own size: smoothed
    expect(fitScale(640, 480, 1280, 960)).toBe(2);
    expect(fitScale(320, 200, 300, 400)).toBeCloseTo(300 / 320);
  });

  it('finds where a picture has something on it (a phone zooms to that part), as fractions of the screen', () => {
    const pixels = new Uint8Array(10 * 4);
    expect(contentBounds(pixels, 10, 4)).toBeUndefined();
    pixels[1 * 10 + 2] = 15; // row 1, column 2
    pixels[2 * 10 + 6] = 4; // row 2, column 6
    expect(contentBounds(pixels, 10, 4)).toEqual({ left: 0.2, top: 0.25, right: 0.7, bottom: 0.75 });
  });

  it('shows text modes in 9-pixel cells (the 9th repeats the 8th), 40 columns at double width', () => {
    const eighty = textColumns(80);
    expect(eighty.length).toBe(720);
    expect(Array.from(eighty.subarray(0, 11))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9]);
    expect(eighty[719]).toBe(639);
    const forty = textColumns(40);
    expect(forty.length).toBe(720);
    expect(Array.from(forty.subarray(0, 4))).toEqual([0, 0, 1, 1]);
    expect(Array.from(forty.subarray(14, 20))).toEqual([7, 7, 7, 7, 8, 8]);
  });

  it('draws the mouse driver\'s arrow: black outline, white inside, hot spot at its tip', () => {
    const [black, white, grey] = [0xff000000, 0xffffffff, 0xff808080];
    const out = new Uint32Array(32 * 32).fill(grey);
    drawMousePointer(out, 32, 32, 4, 4, 0, white);
    const row = (y: number) => Array.from(out.subarray(y * 32 + 4, y * 32 + 9)).map((c) => (c === black ? 'B' : c === white ? 'W' : '.')).join('');
    expect([row(4), row(5), row(6), row(7)]).toEqual(['BB...', 'BWB..', 'BWWB.', 'BWWWB']);
    expect(out[3 * 32 + 4]).toBe(grey); // nothing above the tip
  });

  it('shows CP437 text as Unicode', () => {
    expect(unicodeToCp437("A█é?€")).toBe("A" + String.fromCharCode(219, 130) + "??");
    expect(cp437ToUnicode('A' + String.fromCharCode(219, 130))).toBe('A█é');
  });
});
