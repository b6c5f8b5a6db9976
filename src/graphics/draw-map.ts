// One DRAW string on a blank screen, and the pixels it set printed as a map: what `qbasic draw` prints and
// the DRAW inspector's `Pixel map` shows. A pixel counts as drawn when it comes out the same on a black
// screen and on one filled with another colour (untouched pixels keep the two backgrounds apart).
import { Screen } from './screen.js';
import type { GraphicsDevice, ScreenMemory } from './device.js';
import { graphicsModeSpec } from './modes.js';

/** A DRAW string and the state it starts from; x < 0 puts the start relative to the screen's centre. */
export interface DrawSetup {
  commands: string;
  x: number;
  y: number;
  /** SCREEN mode (13 when absent) */
  mode?: number;
  /** the colour DRAW draws with until a C command (the mode's default foreground when absent) */
  color?: number;
  /** S n to start from (4 when absent) */
  scale?: number;
  /** `A n` or `TA n` to start from */
  angle?: string;
}

/** The second screen's colour: a pixel counts as drawn when it comes out the same on black and on this. */
export const MARKER_BACKGROUND = 255;

/** The screen modes DRAW can draw in (graphics modes). */
export const DRAW_MODES = [1, 2, 7, 8, 9, 10, 11, 12, 13];

/** The colour DRAW starts with in a mode after SCREEN: the mode's foreground (its last attribute, 15 in SCREEN 13). */
export function defaultDrawColor(mode: number): number {
  const colors = graphicsModeSpec(mode)?.colors ?? 16;
  return colors === 256 ? 15 : colors - 1;
}

/**
 * The commands a setup runs before its string: colour, scale and angle, set as DRAW sets them (`C n` takes
 * the attribute as DRAW does in every mode, where COLOR means other things in SCREEN 1 and 2).
 */
export function setupPrefix(setup: DrawSetup): string {
  return `${setup.color !== undefined ? `C${setup.color}` : ''}${setup.scale !== undefined ? `S${setup.scale}` : ''}${setup.angle ?? ''}`;
}

/** A screen in the setup's mode, its background `background`, the pen at the start in the mode's foreground. */
export function startScreen(setup: DrawSetup, background = 0, memory?: ScreenMemory): GraphicsDevice {
  const s: GraphicsDevice = new Screen(memory);
  s.setMode(setup.mode ?? 13);
  const [w, h] = [s.width - 1, s.height - 1];
  if (background !== 0) s.line({ x: 0, y: 0, step: false }, { x: w, y: h, step: false }, background, 'BF', undefined);
  s.draw(`C${defaultDrawColor(setup.mode ?? 13)}`); // DRAW's colour is the last one used: back to the foreground
  // a blind move puts the pen at the start (relative to the centre, where SCREEN leaves it, if x < 0)
  const [cx, cy] = [Math.floor(s.width / 2), Math.floor(s.height / 2)];
  s.draw(setup.x >= 0 ? `BM${setup.x},${setup.y}` : `BM${setup.x - cx},${setup.y - cy}`);
  return s;
}

/** Runs the string; throws GraphicsError as DRAW does. */
export function drawOn(setup: DrawSetup, background: number): GraphicsDevice {
  const s = startScreen(setup, background);
  s.draw(`${setupPrefix(setup)}${setup.commands}`);
  return s;
}

/** Each pixel's colour where the string drew it, -1 where it did not; throws GraphicsError. */
export function drawnPixels(setup: DrawSetup): { map: Int16Array; width: number; height: number; screen: GraphicsDevice } {
  const onBlack = drawOn(setup, 0);
  const a = onBlack.snapshot();
  const b = drawOn(setup, MARKER_BACKGROUND).snapshot();
  const map = new Int16Array(a.length);
  for (let i = 0; i < a.length; i++) map[i] = a[i] === b[i] ? a[i] : -1;
  return { map, width: onBlack.width, height: onBlack.height, screen: onBlack };
}

function pixelChar(v: number): string {
  if (v < 0) return '.';
  return v < 16 ? v.toString(16) : '#';
}

/** The map of the bounding box (plus a margin of one) with column numbers on top and rows on the left. */
export function renderMap(map: Int16Array, width: number, height: number, at: { x: number; y: number }): string {
  let [x0, y0, x1, y1] = [at.x, at.y, at.x, at.y];
  for (let i = 0; i < map.length; i++) {
    if (map[i] < 0) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  [x0, y0, x1, y1] = [Math.max(0, x0 - 1), Math.max(0, y0 - 1), Math.min(width - 1, x1 + 1), Math.min(height - 1, y1 + 1)];
  const lines: string[] = [];
  for (const place of [100, 10, 1]) {
    let head = '     ';
    for (let x = x0; x <= x1; x++) head += place === 1 || x >= place ? String(Math.floor(x / place) % 10) : ' ';
    if (head.trim() !== '') lines.push(head);
  }
  for (let y = y0; y <= y1; y++) {
    let row = `${String(y).padStart(4)} `;
    for (let x = x0; x <= x1; x++) row += pixelChar(map[y * width + x]);
    lines.push(y === at.y ? `${row} <` : row);
  }
  if (at.x >= x0 && at.x <= x1) lines.push(' '.repeat(5 + at.x - x0) + '^');
  return lines.join('\n') + '\n';
}

/** The two heading lines: what was drawn from where, and how to read the map. */
export function mapLegend(setup: DrawSetup): string {
  const extras = [
    setup.scale !== undefined ? `, scale ${setup.scale}` : '',
    setup.angle ? `, angle ${setup.angle}` : '',
    setup.color !== undefined && setup.color !== defaultDrawColor(setup.mode ?? 13) ? `, colour ${setup.color}` : '',
  ].join('');
  return `DRAW ${JSON.stringify(setup.commands)} on SCREEN ${setup.mode ?? 13} from (${setup.x},${setup.y})${extras}\n` +
    `legend: . not drawn, 0-9 a-f colour 0-15, # colour 16-255; < and ^ mark the start point\n`;
}

/** The legend and map `qbasic draw` prints; throws GraphicsError for a bad string. */
export function pixelMapText(setup: DrawSetup): string {
  const { map, width, height } = drawnPixels(setup);
  return mapLegend(setup) + renderMap(map, width, height, setup);
}
