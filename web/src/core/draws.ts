// The DRAW strings of a program (the inspector's "Inspect DRAW strings", worked out in the interpreter's
// worker): the string literals its DRAW statements can use (literal parts of the DRAW argument, and
// literals assigned to the variables and arrays it names), and the DRAW calls it makes while it runs with
// the keys it is given (strings built at run time, with the pen, colour, scale and angle each started from).
import {
  drawnPixels, drawStart, GraphicsError, graphicsModeSpec, KeyFeeder, loadProgram, Machine, parse, parseScript, traceDraw,
  type DrawSetup, type Host, type ScriptItem,
} from '../../../src/index.js';

/** A screen mode's size in pixels (320 x 200 for a mode the interpreter does not draw in). */
export function modeSize(mode: number): { width: number; height: number } {
  const spec = graphicsModeSpec(mode);
  return { width: spec?.width ?? 320, height: spec?.height ?? 200 };
}

export interface FoundDraw {
  /** where it comes from: `line 441: digit(0)` or `run: DRAW call 3` */
  origin: string;
  setup: DrawSetup;
  /** how many calls of the run drew this same picture (somewhere), when more than one */
  times?: number;
  /** a literal of the listing: where its opening quote is (1-based) */
  literal?: { line: number; column: number };
}

export interface ProgramDraws {
  literal: FoundDraw[];
  run: FoundDraw[];
  /** why the run stopped, or the program's problem */
  note: string;
}

type Node = { kind?: string; loc?: { line: number }; [key: string]: unknown };

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) for (const item of node) walk(item, visit);
  else if (node && typeof node === 'object') {
    visit(node as Node);
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
  }
}

const nameKey = (n: Node) => `${String(n.name).toLowerCase()}${String(n.suffix ?? '')}`;

/** Literals a DRAW can be given: literal pieces of DRAW arguments and literals assigned to what they name. */
export function literalDraws(source: string, mode: number): FoundDraw[] {
  const { program } = parse(source);
  const names = new Set<string>();
  const { width, height } = modeSize(mode);
  const at = { x: width / 2, y: height / 2 };
  const found: (FoundDraw & { line: number })[] = [];
  const add = (line: number | undefined, what: string, literal: Node) => {
    const setup = { commands: String(literal.value), ...at, mode };
    const loc = literal.loc as { line: number; col: number };
    if (drawsSomething(setup)) found.push({ origin: `line ${line}: ${what}`, setup, line: line ?? 0, literal: { line: loc.line, column: loc.col } });
  };
  walk(program.body, (n) => {
    if (n.kind !== 'draw') return;
    walk(n.expr, (e) => {
      if (e.kind === 'name' || e.kind === 'index') names.add(nameKey(e));
      else if (e.kind === 'string') add(n.loc?.line, 'DRAW', e);
    });
  });
  walk(program.body, (n) => {
    if (n.kind !== 'assign') return;
    const target = n.target as Node;
    const expr = n.expr as Node;
    if (expr.kind !== 'string' || !names.has(nameKey(target))) return;
    const args = target.kind === 'index' ? `(${(target.args as Node[]).map((a) => a.kind === 'number' ? a.text : '…').join(', ')})` : '';
    add(n.loc?.line, `${String(target.name)}${String(target.suffix ?? '')}${args}`, expr);
  });
  return found.sort((a, b) => a.line - b.line).map(({ origin, setup, literal }) => ({ origin, setup, literal }));
}

/** A piece of a DRAW argument counts when it runs on its own and sets a pixel ("bm" + STR$(x) does not). */
function drawsSomething(setup: DrawSetup): boolean {
  try {
    return drawnPixels(setup).map.some((v) => v >= 0);
  } catch {
    return false;
  }
}

/** A host with no files, a clock that runs on, and the scripted keys (and mouse) one at a time as `--keys` gives them. */
function scriptedHost(deadline: number, keys: ScriptItem[], waited: () => void): Host {
  const feeder = new KeyFeeder(keys);
  let clock = 0;
  const out = (key: string | null) => {
    if (key === null) waited();
    return key;
  };
  const host: Host = {
    writeText: () => {},
    inkey: () => out(feeder.poll()),
    waitKey: () => out(feeder.take()),
    timer: () => (clock += 0.001),
    now: () => new Date(),
    sleep: () => {},
    shouldStop: () => Date.now() > deadline,
  };
  if (feeder.hasMouse) {
    // {click X,Y} and the like in the keys install a mouse, as `qbasic run --keys` does
    host.mouse = () => {
      const mouse = feeder.mouse();
      if (mouse === null) waited();
      return mouse;
    };
    host.moveMouse = (x, y) => feeder.moveMouse(x, y);
  }
  return host;
}

/** The DRAW calls of one run: a card per picture, with how many calls drew that same picture. */
class DrawLog {
  readonly calls: FoundDraw[] = [];
  count = 0;
  private readonly byPicture = new Map<string, FoundDraw>();

  constructor(private readonly limit: number) {}

  /** A call that drew `pixels` (x, y, colour, ...) from `setup`; the same picture anywhere counts once. */
  add(setup: DrawSetup, pixels: number[]): void {
    this.count++;
    // calls that set no pixel (a blind move, `S4`) count once per string, wherever they started
    const key = `${setup.mode} ${pixels.length ? pictureKey(pixels) : `nothing ${setup.commands}`}`;
    const seen = this.byPicture.get(key);
    if (seen) seen.times = (seen.times ?? 1) + 1;
    else if (this.calls.length < this.limit) {
      const found: FoundDraw = { origin: `run: DRAW call ${this.count}`, setup };
      this.byPicture.set(key, found);
      this.calls.push(found);
    }
  }
}

/** The pixels a call set, moved to the corner of their box: the same glyph drawn in two places is one picture. */
function pictureKey(pixels: number[]): string {
  const last = new Map<number, number>();
  let [x0, y0] = [Infinity, Infinity];
  for (let i = 0; i < pixels.length; i += 3) {
    last.set(pixels[i + 1] * 65536 + pixels[i], pixels[i + 2]);
    [x0, y0] = [Math.min(x0, pixels[i]), Math.min(y0, pixels[i + 1])];
  }
  const cells = [...last].map(([at, colour]) => `${(at & 65535) - x0},${Math.floor(at / 65536) - y0}:${colour}`);
  return cells.sort().join(' ');
}

/**
 * Where a call started; a string that opens with an absolute blind move (`bm 123,52 ...`, as programs place
 * glyphs; settings such as `S8 C15` may come first) draws the same from there, so its card starts there
 * instead of far away where the last DRAW ended.
 */
function startPoint(commands: string, pen: { x: number; y: number }): { x: number; y: number } {
  // settings that leave the pen where it is (S, C, A, TA) may come first
  const move = /^(?:[\s;]*(?:[sca]\s*\d+|ta\s*-?\d+))*[\s;]*b\s*m\s*(\d+)\s*,\s*(\d+)/i.exec(commands);
  return move && !/^\s*\d/.test(commands.slice(move[0].length)) ? { x: Number(move[1]), y: Number(move[2]) } : { x: pen.x, y: pen.y };
}

export interface RunOptions {
  /** keys typed one at a time while it runs, in the `qbasic run --keys` syntax ({enter}, {space}, {up} ...) */
  keys?: string;
  /** the RND seed the run starts with (a Play run's fresh game), else QBasic's own */
  randomSeed?: number;
  ms?: number;
  /** at most this many different pictures */
  limit?: number;
}

/**
 * Runs the program for at most `ms` milliseconds (2 s, 10 s with keys) with the scripted keys and records its DRAW calls, each
 * picture once (with how many calls drew it) and the state each started from. It ends when the keys are
 * used up and the program waits for another.
 */
export function runDraws(source: string, { keys = '', randomSeed, ms = keys ? 10_000 : 2000, limit = 200 }: RunOptions = {}): { calls: FoundDraw[]; note: string } {
  let script: ScriptItem[];
  try {
    script = parseScript(keys);
  } catch (e) {
    return { calls: [], note: `The keys could not be read: ${(e as Error).message}.` };
  }
  const { executable, diagnostics } = loadProgram(source);
  if (!executable) return { calls: [], note: `The program has errors: ${diagnostics[0]?.message ?? ''} (line ${diagnostics[0]?.line}).` };
  let waited = false;
  const deadline = Date.now() + ms;
  const machine = new Machine(executable, scriptedHost(deadline, script, () => (waited = true)), { load: loadProgram, randomSeed });
  const screen = machine.screen;
  const log = new DrawLog(limit);
  screen.draw = (commands, resolver) => {
    const start = drawStart(screen);
    const angle = start.angle === 0 ? undefined : start.angle % 90 === 0 ? `A${start.angle / 90}` : `TA${start.angle}`;
    const setup: DrawSetup = { commands, ...startPoint(commands, start), mode: screen.mode, color: start.color, scale: start.scale === 4 ? undefined : start.scale, angle };
    const pixels: number[] = [];
    const failed = traceDraw(screen, commands, { pixel: (x, y, attr) => pixels.push(x, y, attr), command: () => {} }, resolver);
    log.add(setup, pixels);
    if (failed) throw new GraphicsError(failed.code);
  };
  const outcome = machine.run();
  const calls = `${log.count} DRAW call${log.count === 1 ? '' : 's'}`;
  const keyCount = script.filter((k) => typeof k === 'string').length;
  const mouseCount = script.length - keyCount;
  const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const given = [keyCount ? plural(keyCount, 'key') : '', mouseCount ? plural(mouseCount, 'mouse step') : ''].filter(Boolean).join(' and ');
  const typed = given ? `, after the ${given} given,` : '';
  const note = outcome.kind === 'error' ? `The run made ${calls}, then stopped at line ${outcome.line}: ${outcome.message}.`
    : waited ? `The run made ${calls} before it waited for ${mouseCount ? 'more input' : 'a key'}${typed} and was ended there.` +
      (log.count === 0 ? ' Give it the keys it needs before it draws in Keys, and inspect again.' : '')
      : Date.now() > deadline ? `The run made ${calls} in ${ms / 1000} seconds and was stopped there.`
        : `The run made ${calls} and ended.`;
  return { calls: log.calls, note };
}

/** Everything the program panel lists; the mode of the literals is the one the run drew in (else 13). */
export function programDraws(source: string, run: Pick<RunOptions, 'keys' | 'randomSeed'> = {}): ProgramDraws {
  const { calls, note } = runDraws(source, run);
  const mode = calls[0]?.setup.mode ?? 13;
  return { literal: literalDraws(source, mode), run: calls, note };
}
