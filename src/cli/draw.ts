// `qbasic draw "commands" [--at X,Y] [--mode N] [--color N] [--scale N] [--angle A] [--png out.png]`: one
// DRAW string on a blank screen, printed as a pixel map of what it drew (and optionally the whole frame as
// a PNG). The options are the DRAW inspector's "Start from" fields, so both show the same map.
import { PNG } from 'pngjs';
import { GraphicsError, graphicsModeSpec, type GraphicsDevice } from '../graphics/index.js';
import { DRAW_MODES, drawnPixels, mapLegend, renderMap, type DrawSetup } from '../graphics/draw-map.js';
import { errorMessage } from '../runtime/errors.js';

export interface DrawIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  writeFile: (path: string, data: Uint8Array) => void;
}

interface DrawOptions extends DrawSetup { png?: string }

const USAGE = 'usage: qbasic draw "commands" [--at X,Y] [--mode N] [--color N] [--scale N] [--angle A1|TA30] [--png out.png]\n' +
  `  --mode: SCREEN ${DRAW_MODES.join(', ')} (13); --at: the start point (the screen's centre); --color 0-255: the\n` +
  '  colour DRAW starts with (the mode\'s foreground); --scale 1-255 (S4); --angle A0-A3 or TA-360 to TA360 (A0)\n';

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
    } else if (arg === '--mode' && inRange(value, 0, 13) && DRAW_MODES.includes(Number(value))) {
      opts.mode = Number(value);
      i++;
    } else if (arg === '--color' && inRange(value, 0, 255)) {
      opts.color = Number(value);
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
  if (commands === undefined) return USAGE;
  opts.commands = commands;
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
