// `qbasic draw "commands" [--at X,Y] [--scale N] [--png out.png]`: one DRAW string on a blank
// SCREEN 13, printed as a pixel map of what it drew (and optionally the whole frame as a PNG).
import { PNG } from 'pngjs';
import { GraphicsError, type GraphicsDevice } from '../graphics/index.js';
import { drawnPixels, mapLegend, renderMap, type DrawSetup } from '../graphics/draw-map.js';
import { errorMessage } from '../runtime/errors.js';

export interface DrawIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  writeFile: (path: string, data: Uint8Array) => void;
}

interface DrawOptions extends DrawSetup { png?: string }

const USAGE = 'usage: qbasic draw "commands" [--at X,Y] [--scale N] [--png out.png]\n';

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
