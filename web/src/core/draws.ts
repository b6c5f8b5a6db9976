// The DRAW strings of a program (the inspector's "Inspect DRAW strings", worked out in the interpreter's worker): the string literals its DRAW statements can use (literal parts of the
// DRAW argument, and literals assigned to the variables and arrays it names), and the DRAW calls it makes
// while it runs (strings built at run time, with the pen, colour, scale and angle each started from).
import {
  drawnPixels, drawStart, graphicsModeSpec, loadProgram, Machine, parse, type DrawSetup, type Host,
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
  const add = (line: number | undefined, what: string, text: string) => {
    const setup = { commands: text, ...at, mode };
    if (drawsSomething(setup)) found.push({ origin: `line ${line}: ${what}`, setup, line: line ?? 0 });
  };
  walk(program.body, (n) => {
    if (n.kind !== 'draw') return;
    walk(n.expr, (e) => {
      if (e.kind === 'name' || e.kind === 'index') names.add(nameKey(e));
      else if (e.kind === 'string') add(n.loc?.line, 'DRAW', String(e.value));
    });
  });
  walk(program.body, (n) => {
    if (n.kind !== 'assign') return;
    const target = n.target as Node;
    const expr = n.expr as Node;
    if (expr.kind !== 'string' || !names.has(nameKey(target))) return;
    const args = target.kind === 'index' ? `(${(target.args as Node[]).map((a) => a.kind === 'number' ? a.text : '…').join(', ')})` : '';
    add(n.loc?.line, `${String(target.name)}${String(target.suffix ?? '')}${args}`, String(expr.value));
  });
  return found.sort((a, b) => a.line - b.line).map(({ origin, setup }) => ({ origin, setup }));
}

/** A piece of a DRAW argument counts when it runs on its own and sets a pixel ("bm" + STR$(x) does not). */
function drawsSomething(setup: DrawSetup): boolean {
  try {
    return drawnPixels(setup).map.some((v) => v >= 0);
  } catch {
    return false;
  }
}

/** A host with no keyboard, no files and a clock that runs on: the program runs until it waits for a key. */
function silentHost(deadline: number): Host {
  let clock = 0;
  return {
    writeText: () => {},
    inkey: () => null,
    waitKey: () => null,
    timer: () => (clock += 0.001),
    now: () => new Date(),
    sleep: () => {},
    shouldStop: () => Date.now() > deadline,
  };
}

/** Runs the program for at most `ms` milliseconds and records each distinct DRAW call (at most `limit`). */
export function runDraws(source: string, ms = 2000, limit = 200): { calls: FoundDraw[]; note: string } {
  const { executable, diagnostics } = loadProgram(source);
  if (!executable) return { calls: [], note: `The program has errors: ${diagnostics[0]?.message ?? ''} (line ${diagnostics[0]?.line}).` };
  const machine = new Machine(executable, silentHost(Date.now() + ms), { load: loadProgram });
  const screen = machine.screen;
  const draw = screen.draw.bind(screen);
  const calls: FoundDraw[] = [];
  const seen = new Set<string>();
  let count = 0;
  screen.draw = (commands, resolver) => {
    count++;
    const start = drawStart(screen);
    const angle = start.angle === 0 ? undefined : start.angle % 90 === 0 ? `A${start.angle / 90}` : `TA${start.angle}`;
    const setup: DrawSetup = { commands, x: start.x, y: start.y, mode: screen.mode, color: start.color, scale: start.scale === 4 ? undefined : start.scale, angle };
    const key = JSON.stringify(setup);
    if (!seen.has(key) && calls.length < limit) {
      seen.add(key);
      calls.push({ origin: `run: DRAW call ${count}`, setup });
    }
    draw(commands, resolver);
  };
  const outcome = machine.run();
  const note = outcome.kind === 'error' ? `The run stopped at line ${outcome.line}: ${outcome.message}.`
    : `The run made ${count} DRAW call${count === 1 ? '' : 's'} before it ended or waited for a key.`;
  return { calls, note };
}

/** Everything the program panel lists; the mode of the literals is the one the run drew in (else 13). */
export function programDraws(source: string): ProgramDraws {
  const { calls, note } = runDraws(source);
  const mode = calls[0]?.setup.mode ?? 13;
  return { literal: literalDraws(source, mode), run: calls, note };
}
