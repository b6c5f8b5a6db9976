// `qbasic draw "commands" [--at X,Y] [--scale N] [--png out.png]`: one DRAW string on a blank
// SCREEN 13, printed as a pixel map of what it drew (and optionally the whole frame as a PNG).
import { PNG } from 'pngjs';
import { createScreen, GraphicsError, type GraphicsDevice } from '../graphics/index.js';
import { errorMessage } from '../runtime/errors.js';

export interface DrawIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  writeFile: (path: string, data: Uint8Array) => void;
}

interface DrawOptions { commands: string; x: number; y: number; scale?: number; png?: string }

const USAGE = 'usage: qbasic draw "commands" [--at X,Y] [--scale N] [--png out.png]\n';
const UNTOUCHED = 255;

function parseArgs(args: string[]): DrawOptions | string {
  const opts: DrawOptions = { commands: '', x: 160, y: 100 };
  let commands: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg === '--at' && value !== undefined && /^-?\d+,-?\d+$/.test(value)) {
      [opts.x, opts.y] = value.split(',').map(Number);
      i++;
    } else if (arg === '--scale' && value !== undefined && /^\d+$/.test(value)) {
      opts.scale = Number(value);
      i++;
    } else if (arg === '--png' && value !== undefined) {
      opts.png = value;
      i++;
    } else if (!arg.startsWith('--') && commands === undefined) {
      commands = arg;
    } else {
      return `qbasic draw: bad argument ${JSON.stringify(arg)}\n${USAGE}`;
    }
  }
  if (commands === undefined) return USAGE;
  opts.commands = commands;
  return opts;
}

/** Runs the string on a screen whose background is `background`; throws GraphicsError as DRAW does. */
function drawOn(opts: DrawOptions, background: number): GraphicsDevice {
  const s = createScreen();
  s.setMode(13);
  if (background !== 0) s.line({ x: 0, y: 0, step: false }, { x: 319, y: 199, step: false }, background, 'BF', undefined);
  s.color(15); // DRAW's colour is the last one used: back to the default foreground
  // a blind move puts the pen at the start (relative to the centre, where SCREEN leaves it, if x < 0)
  s.draw(opts.x >= 0 ? `BM${opts.x},${opts.y}` : `BM${opts.x - 160},${opts.y - 100}`);
  s.draw(`${opts.scale !== undefined ? `S${opts.scale}` : ''}${opts.commands}`);
  return s;
}

/** A pixel drawn in any colour shows that colour on both backgrounds; untouched pixels differ. */
function drawnMap(a: Uint8Array, b: Uint8Array): Int16Array {
  const map = new Int16Array(a.length);
  for (let i = 0; i < a.length; i++) map[i] = a[i] === b[i] ? a[i] : -1;
  return map;
}

function pixelChar(v: number): string {
  if (v < 0) return '.';
  return v < 16 ? v.toString(16) : '#';
}

/** The map of the bounding box (plus a margin of one) with column numbers on top and rows on the left. */
function renderMap(map: Int16Array, opts: DrawOptions): string {
  let [x0, y0, x1, y1] = [opts.x, opts.y, opts.x, opts.y];
  for (let i = 0; i < map.length; i++) {
    if (map[i] < 0) continue;
    const x = i % 320;
    const y = Math.floor(i / 320);
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  [x0, y0, x1, y1] = [Math.max(0, x0 - 1), Math.max(0, y0 - 1), Math.min(319, x1 + 1), Math.min(199, y1 + 1)];
  const lines: string[] = [];
  for (const place of [100, 10, 1]) {
    let head = '     ';
    for (let x = x0; x <= x1; x++) head += place === 1 || x >= place ? String(Math.floor(x / place) % 10) : ' ';
    if (head.trim() !== '') lines.push(head);
  }
  for (let y = y0; y <= y1; y++) {
    let row = `${String(y).padStart(4)} `;
    for (let x = x0; x <= x1; x++) row += pixelChar(map[y * 320 + x]);
    lines.push(y === opts.y ? `${row} <` : row);
  }
  if (opts.x >= x0 && opts.x <= x1) lines.push(' '.repeat(5 + opts.x - x0) + '^');
  return lines.join('\n') + '\n';
}

function legend(opts: DrawOptions): string {
  return `DRAW ${JSON.stringify(opts.commands)} on SCREEN 13 from (${opts.x},${opts.y})` +
    `${opts.scale !== undefined ? `, scale ${opts.scale}` : ''}\n` +
    `legend: . not drawn, 0-9 a-f colour 0-15, # colour 16-255; < and ^ mark the start point\n`;
}

function pngOf(s: GraphicsDevice): Uint8Array {
  const png = new PNG({ width: s.width, height: s.height });
  png.data.set(s.toRGBA());
  return PNG.sync.write(png);
}

/** The `draw` subcommand; returns the exit code (2 for bad arguments or a bad DRAW string). */
export function drawCommand(args: string[], io: DrawIO): number {
  const opts = parseArgs(args);
  if (typeof opts === 'string') {
    io.stderr(opts);
    return 2;
  }
  let onBlack: GraphicsDevice;
  let onMarker: GraphicsDevice;
  try {
    onBlack = drawOn(opts, 0);
    onMarker = drawOn(opts, UNTOUCHED);
  } catch (e) {
    if (!(e instanceof GraphicsError)) throw e;
    io.stderr(`${errorMessage(e.code)} in DRAW ${JSON.stringify(opts.commands)}\n`);
    return 2;
  }
  io.stdout(legend(opts) + renderMap(drawnMap(onBlack.snapshot(), onMarker.snapshot()), opts));
  if (opts.png) io.writeFile(opts.png, pngOf(onBlack));
  return 0;
}
