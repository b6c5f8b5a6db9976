// `qbasic draw "commands" [--at X,Y] [--mode N] [--color N] [--scale N] [--angle A] [--png out.png]`: one
// DRAW string on a blank screen, printed as a pixel map of what it drew (and optionally the whole frame as
// a PNG). The options are the DRAW inspector's "Start from" fields, so both show the same map.
// `qbasic draw --design MAP.txt|IMAGE.png` goes the other way: it prints a DRAW string that draws the design.
import { PNG } from 'pngjs';
import {
  DesignError, designDraw, GraphicsError, graphicsModeSpec, ImageError, imagePixels, PixelMapError, readPixelMap,
  type DesignPixel, type GraphicsDevice,
} from '../graphics/index.js';
import { DRAW_MODES, drawnPixels, mapLegend, renderMap, type DrawSetup } from '../graphics/draw-map.js';
import { errorMessage } from '../runtime/errors.js';

export interface DrawIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  writeFile: (path: string, data: Uint8Array) => void;
  /** reads --design's file */
  readFile?: (path: string) => Uint8Array;
}

interface DrawOptions extends DrawSetup {
  png?: string;
  /** --design: the pixel map or image to write a string for */
  design?: string;
  /** --end: where the designed string leaves the pen; `relative` to the start point when written +dx,dy */
  end?: { x: number; y: number; relative: boolean };
  absolute?: boolean;
  at?: boolean;
  colorGiven?: boolean;
}

const USAGE = 'usage: qbasic draw "commands" [--at X,Y] [--mode N] [--color N] [--scale N] [--angle A1|TA30] [--png out.png]\n' +
  '       qbasic draw --design MAP.txt|IMAGE.png [--at X,Y] [--mode N] [--color N] [--end X,Y|+DX,DY] [--absolute]\n' +
  `  --mode: SCREEN ${DRAW_MODES.join(', ')} (13); --at: the start point (the screen's centre); --color 0-255: the\n` +
  '  colour DRAW starts with (the mode\'s foreground); --scale 1-255 (S4); --angle A0-A3 or TA-360 to TA360 (A0)\n' +
  '  --design: print a DRAW string that draws exactly the pixels of a pixel map (as this command prints them; its\n' +
  '  < and ^ mark the start point unless --at is given) or of a PNG (its top-left corner at --at; transparent or\n' +
  '  background pixels are not drawn). Without --color the string sets its own colour first. --end: where the pen\n' +
  '  should end (+DX,DY: from the start point); --absolute: allow BM x,y (the string then suits this start only)\n';

const inRange = (value: string | undefined, lo: number, hi: number) =>
  value !== undefined && /^-?\d+$/.test(value) && Number(value) >= lo && Number(value) <= hi;

function parseArgs(args: string[]): DrawOptions | string {
  const opts: DrawOptions = { commands: '', x: -1, y: -1 };
  let commands: string | undefined;
  let at = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = args[i + 1];
    if (arg === '--at' && value !== undefined && /^-?\d+,-?\d+$/.test(value)) {
      [opts.x, opts.y] = value.split(',').map(Number);
      at = true;
      i++;
    } else if (arg === '--design' && value !== undefined) {
      opts.design = value;
      i++;
    } else if (arg === '--end' && value !== undefined && /^[+-]?\d+,[+-]?\d+$/.test(value)) {
      const [x, y] = value.split(',').map(Number);
      opts.end = { x, y, relative: /^[+-]/.test(value) };
      i++;
    } else if (arg === '--absolute') {
      opts.absolute = true;
    } else if (arg === '--mode' && inRange(value, 0, 13) && DRAW_MODES.includes(Number(value))) {
      opts.mode = Number(value);
      i++;
    } else if (arg === '--color' && inRange(value, 0, 255)) {
      opts.color = Number(value);
      opts.colorGiven = true;
      i++;
    } else if (arg === '--scale' && inRange(value, 1, 255)) {
      opts.scale = Number(value);
      i++;
    } else if (arg === '--angle' && value !== undefined && /^(A[0-3]|TA-?\d+)$/i.test(value) && Math.abs(Number(value.replace(/^T?A/i, ''))) <= 360) {
      opts.angle = /^A0$/i.test(value) ? undefined : value.toUpperCase();
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
  if (opts.design !== undefined) {
    if (commands !== undefined || opts.png || opts.scale !== undefined || opts.angle) {
      return `qbasic draw: --design writes a string for S4 and A0 and takes no string, --png, --scale or --angle\n${USAGE}`;
    }
  } else if (commands === undefined) return USAGE;
  else if (opts.end || opts.absolute) return `qbasic draw: --end and --absolute go with --design\n${USAGE}`;
  opts.commands = commands ?? '';
  opts.at = at;
  if (!at) {
    const spec = graphicsModeSpec(opts.mode ?? 13)!;
    [opts.x, opts.y] = [spec.width / 2, spec.height / 2];
  }
  return opts;
}

function pngOf(s: GraphicsDevice): Uint8Array {
  const png = new PNG({ width: s.width, height: s.height });
  png.data.set(s.toRGBA());
  return PNG.sync.write(png);
}

/** The `draw` subcommand; returns the exit code (2 for bad arguments or a bad DRAW string). */
export function drawCommand(args: string[], io: DrawIO): number {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(USAGE);
    return 0;
  }
  const opts = parseArgs(args);
  if (typeof opts === 'string') {
    io.stderr(opts);
    return 2;
  }
  if (opts.design !== undefined) return design(opts, opts.design, io);
  let drawn: ReturnType<typeof drawnPixels>;
  try {
    drawn = drawnPixels(opts);
  } catch (e) {
    if (!(e instanceof GraphicsError)) throw e;
    io.stderr(`${errorMessage(e.code)} in DRAW ${JSON.stringify(opts.commands)}\n`);
    return 2;
  }
  io.stdout(mapLegend(opts) + renderMap(drawn.map, drawn.width, drawn.height, opts));
  if (opts.png) io.writeFile(opts.png, pngOf(drawn.screen));
  return 0;
}

/** The pixels of a design file: a PNG by its signature, else a pixel map (which may mark the start point). */
function readDesign(file: string, data: Uint8Array, opts: DrawOptions): DesignPixel[] {
  const mode = opts.mode ?? 13;
  if (data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) {
    let png: PNG;
    try {
      png = PNG.sync.read(Buffer.from(data));
    } catch (e) {
      throw new ImageError(`not a PNG image that can be read (${(e as Error).message})`);
    }
    return imagePixels(png.data, png.width, png.height, mode, opts);
  }
  const map = readPixelMap(new TextDecoder().decode(data));
  if (!opts.at && map.start) [opts.x, opts.y] = [map.start.x, map.start.y];
  return map.pixels;
}

/** `--design FILE`: the DRAW string for the file's pixels; bad input is reported at its place (exit 2). */
function design(opts: DrawOptions, file: string, io: DrawIO): number {
  let data: Uint8Array;
  try {
    data = io.readFile!(file);
  } catch {
    io.stderr(`qbasic draw: cannot read ${file}\n`);
    return 2;
  }
  try {
    const pixels = readDesign(file, data, opts);
    const end = opts.end && (opts.end.relative ? { x: opts.x + opts.end.x, y: opts.y + opts.end.y } : opts.end);
    const commands = designDraw({
      pixels, mode: opts.mode ?? 13, x: opts.x, y: opts.y, color: opts.colorGiven ? opts.color : undefined, end, absolute: opts.absolute,
    });
    io.stdout(`${commands}\n`);
    return 0;
  } catch (e) {
    if (e instanceof PixelMapError) io.stderr(`${file}:${e.line}:${e.column}: ${e.message.replace(/^line \d+, column \d+: /, '')}\n`);
    else if (e instanceof DesignError) {
      const p = e.pixel;
      io.stderr(`${file}${p?.line !== undefined ? `:${p.line}:${p.column}` : ''}: ${e.message}\n`);
    } else if (e instanceof ImageError) io.stderr(`${file}: ${e.message}\n`);
    else throw e;
    return 2;
  }
}
