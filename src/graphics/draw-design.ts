// Design mode: the other way round from the DRAW inspector. Given the pixels a glyph should have, writes a
// short DRAW string that sets exactly those pixels (in their colours) from a start point. Each colour is a
// path cover of its pixels by straight runs in the eight directions (U D L R E F G H; a move of n sets n + 1
// pixels, the pen's one included), chained where one run ends next to the next one's start, with blind
// moves (B) between chains and C where the colour changes. Scale and angle stay at S4 / A0, where a step of
// n is n pixels in every mode. The choice of runs is greedy, improved by rollouts for small designs (each
// candidate move is tried by finishing the design greedily after it) and by random restarts for large ones.
// Every string is run by the interpreter's own DRAW before it is returned.
import { DRAW_MODES, drawnPixels } from './draw-map.js';
import { graphicsModeSpec } from './modes.js';

export interface DesignPixel {
  x: number;
  y: number;
  color: number;
  /** where the pixel was written (a pixel map's line and column), for messages */
  line?: number;
  column?: number;
}

export interface DesignSetup {
  pixels: DesignPixel[];
  /** SCREEN mode (13 when absent) */
  mode?: number;
  /** the start point (screen pixels) */
  x: number;
  y: number;
  /** the colour DRAW starts with; undefined: not known, so the string sets its colour first */
  color?: number;
  /** where the pen should end (the next glyph's start); anywhere when absent */
  end?: { x: number; y: number };
  /** allow absolute `BM x,y` moves when shorter (the string then draws right only from this start point) */
  absolute?: boolean;
}

/** A design DRAW cannot draw as asked: the pixel it is about, when there is one. */
export class DesignError extends Error {
  constructor(message: string, readonly pixel?: DesignPixel) {
    super(message);
  }
}

const LETTERS = 'UDLREFGH';
const DX = [0, 0, -1, 1, 1, 1, -1, -1];
const DY = [-1, 1, 0, 0, -1, 1, 1, -1];

const digits = (n: number): number => (n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : String(n).length);
const signed = (n: number): number => (n < 0 ? 1 + digits(-n) : digits(n));
/** Length of a move of n steps: the letter, and the count unless it is 1. */
const moveLength = (n: number): number => (n === 1 ? 1 : 1 + digits(n));
const count = (n: number): string => (n === 1 ? '' : String(n));

function directionOf(dx: number, dy: number): number {
  for (let d = 0; d < 8; d++) if (DX[d] === Math.sign(dx) && DY[d] === Math.sign(dy)) return d;
  return -1;
}

/** The shortest blind move by (dx, dy): one or two B moves, `BM+dx,dy`, or (when allowed) `BM x,y`. */
export function blindMove(dx: number, dy: number, to?: { x: number; y: number }): string {
  if (dx === 0 && dy === 0) return '';
  const options: string[] = [`BM${dx < 0 ? dx : `+${dx}`},${dy}`];
  if (to) options.push(`BM${to.x},${to.y}`);
  const [ax, ay] = [Math.abs(dx), Math.abs(dy)];
  if (dx === 0 || dy === 0 || ax === ay) options.push(`B${LETTERS[directionOf(dx, dy)]}${count(Math.max(ax, ay))}`);
  else {
    // a diagonal for the common part, then straight on for the rest
    const m = Math.min(ax, ay);
    const diag = directionOf(dx, dy);
    const straight = ax > ay ? directionOf(dx, 0) : directionOf(0, dy);
    options.push(`B${LETTERS[diag]}${count(m)}B${LETTERS[straight]}${count(Math.max(ax, ay) - m)}`);
  }
  return options.reduce((a, b) => (b.length < a.length ? b : a));
}

/** The length of blindMove(dx, dy, to), worked out without writing it (the search asks for it very often). */
export function blindLength(dx: number, dy: number, to?: { x: number; y: number }): number {
  if (dx === 0 && dy === 0) return 0;
  const [ax, ay] = [Math.abs(dx), Math.abs(dy)];
  const cnt = (n: number) => (n === 1 ? 0 : digits(n));
  let best = 4 + digits(ax) + signed(dy);
  if (to) best = Math.min(best, 3 + signed(to.x) + signed(to.y));
  if (dx === 0 || dy === 0 || ax === ay) return Math.min(best, 2 + cnt(Math.max(ax, ay)));
  const m = Math.min(ax, ay);
  return Math.min(best, 4 + cnt(m) + cnt(Math.max(ax, ay) - m));
}

/** A command of the string being built: a drawn move (merged with the one before in the same direction), or text. */
type Token = { dir: number; n: number } | { text: string };

/** One colour's pixels (`cells`, indices in the box) to draw; the pen in screen coordinates. */
class Cover {
  tokens: Token[] = [];
  length = 0;
  constructor(
    readonly box: Box, readonly fresh: Uint8Array, public remaining: number, public px: number, public py: number,
    readonly absolute: boolean, readonly cells: Int32Array = new Int32Array(0),
  ) {}

  clone(): Cover {
    const c = new Cover(this.box, this.fresh.slice(), this.remaining, this.px, this.py, this.absolute, this.cells);
    c.tokens = this.tokens.slice();
    c.length = this.length;
    return c;
  }

  /** Draws n steps in direction d (n = 0: the pen's pixel alone). */
  draw(d: number, n: number): void {
    const { box } = this;
    for (let i = 0; i <= n; i++) {
      const k = box.index(this.px + DX[d] * i, this.py + DY[d] * i);
      if (this.fresh[k]) {
        this.fresh[k] = 0;
        this.remaining--;
      }
    }
    this.px += DX[d] * n;
    this.py += DY[d] * n;
    this.length += this.drawCost(d, n);
    const last = this.tokens.at(-1);
    // tokens are shared with clones: replace the last one, never change it
    if (last && 'dir' in last && last.dir === d && n > 0) this.tokens[this.tokens.length - 1] = { dir: d, n: last.n + n };
    else this.tokens.push({ dir: d, n });
  }

  /** What drawing n steps in direction d adds to the string (less when it extends the move before). */
  drawCost(d: number, n: number): number {
    const last = this.tokens.at(-1);
    if (last && 'dir' in last && last.dir === d && n > 0) return moveLength(last.n + n) - moveLength(last.n);
    return n === 0 ? 2 : moveLength(n);
  }

  jump(x: number, y: number): void {
    const text = blindMove(x - this.px, y - this.py, this.absolute ? { x, y } : undefined);
    this.text(text);
    this.px = x;
    this.py = y;
  }

  text(text: string): void {
    if (text === '') return;
    this.tokens.push({ text });
    this.length += text.length;
  }

  jumpCost(x: number, y: number): number {
    return blindLength(x - this.px, y - this.py, this.absolute ? { x, y } : undefined);
  }
}

/** The design's bounding box: which pixels a run may cross (`passable`) as an array over the box. */
class Box {
  constructor(readonly x0: number, readonly y0: number, readonly w: number, readonly h: number) {}
  index(x: number, y: number): number {
    const [i, j] = [x - this.x0, y - this.y0];
    return i < 0 || j < 0 || i >= this.w || j >= this.h ? -1 : j * this.w + i;
  }
}

interface Move { kind: 'draw' | 'jump'; d: number; n: number; x: number; y: number; gain: number; cost: number }

/**
 * The candidate moves from the pen: runs that set fresh pixels (those that end where the fresh pixels do, or
 * `all` of them), and `jumps` blind moves to where a run can start (when no run sets a fresh pixel, or `all`).
 */
function moves(c: Cover, passable: Uint8Array, jumps: number, all: boolean): Move[] {
  const { box, fresh } = c;
  const out: Move[] = [];
  const here = box.index(c.px, c.py);
  if (here >= 0 && passable[here]) {
    const own = fresh[here];
    for (let d = 0; d < 8; d++) {
      let gain = own;
      for (let i = 1; ; i++) {
        const k = box.index(c.px + DX[d] * i, c.py + DY[d] * i);
        if (k < 0 || !passable[k]) break;
        if (!fresh[k]) continue;
        gain++;
        // a run ending at a fresh pixel: the next pixel along is not fresh, or not passable (or any, for rollouts)
        const next = box.index(c.px + DX[d] * (i + 1), c.py + DY[d] * (i + 1));
        if (all || next < 0 || !passable[next] || !fresh[next]) out.push({ kind: 'draw', d, n: i, x: 0, y: 0, gain, cost: c.drawCost(d, i) });
      }
    }
    if (own && out.length === 0) out.push({ kind: 'draw', d: 3, n: 0, x: 0, y: 0, gain: 1, cost: 2 });
  }
  if (out.length > 0 && !all) return out;
  // blind moves: to fresh pixels, preferring the ends of strokes (few fresh neighbours), nearest first
  const targets: Move[] = [];
  for (const k of c.cells) {
    if (!fresh[k]) continue;
    const x = box.x0 + (k % box.w);
    const y = box.y0 + Math.floor(k / box.w);
    let neighbours = 0;
    for (let d = 0; d < 8; d++) {
      const j = box.index(x + DX[d], y + DY[d]);
      if (j >= 0 && fresh[j]) neighbours++;
    }
    const cost = c.jumpCost(x, y);
    const score = cost + (neighbours === 1 ? 0 : neighbours === 0 ? 1.5 : 0.5);
    // the `jumps` best so far, kept in order (a short list: no sorting of every pixel)
    if (targets.length === jumps && score >= targets[jumps - 1].cost) continue;
    let at = targets.length;
    while (at > 0 && targets[at - 1].cost > score) at--;
    targets.splice(at, 0, { kind: 'jump', d: 0, n: 0, x, y, gain: 0, cost: score });
    if (targets.length > jumps) targets.pop();
  }
  return out.concat(targets);
}

function apply(c: Cover, m: Move): void {
  if (m.kind === 'draw') c.draw(m.d, m.n);
  else c.jump(m.x, m.y);
}

/** The greedy choice: the run with the most fresh pixels per character (ties: more pixels), else the best jump. */
function greedyMove(c: Cover, passable: Uint8Array, noise: () => number): Move {
  const options = moves(c, passable, 3, false);
  let best = options[0];
  let bestScore = -Infinity;
  for (const m of options) {
    const score = m.kind === 'draw' ? m.gain / m.cost + m.gain * 1e-3 + noise() : -m.cost + noise();
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  return best;
}

function finishGreedy(c: Cover, passable: Uint8Array, noise: () => number): void {
  while (c.remaining > 0) apply(c, greedyMove(c, passable, noise));
}

const quiet = () => 0;

/**
 * Each move tried by finishing greedily after it (plainly, and `noisy` times with ties broken at random);
 * the move whose best finish is shortest is taken.
 */
function finishWithRollouts(c: Cover, passable: Uint8Array, end: (c: Cover) => number, effort: Effort): void {
  const rng = random(1);
  const noise = () => rng() * 0.3;
  const noisy = effort.noisy;
  while (c.remaining > 0) {
    let best: Move | undefined;
    let bestTotal = Infinity;
    for (const m of moves(c, passable, 4, effort.allRuns)) {
      for (let r = 0; r <= noisy; r++) {
        const trial = c.clone();
        apply(trial, m);
        finishGreedy(trial, passable, r === 0 ? quiet : noise);
        const total = trial.length + end(trial);
        if (total < bestTotal) [best, bestTotal] = [m, total];
      }
    }
    apply(c, best!);
  }
}

/** A small deterministic random source (restarts give the same string every time). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function checkDesign(setup: DesignSetup): { width: number; height: number; colors: number } {
  const mode = setup.mode ?? 13;
  const spec = graphicsModeSpec(mode);
  if (!spec || !DRAW_MODES.includes(mode)) throw new DesignError(`SCREEN ${mode} is not a mode DRAW draws in (${DRAW_MODES.join(', ')})`);
  const { width, height, colors } = spec;
  const seen = new Map<number, DesignPixel>();
  for (const p of setup.pixels) {
    if (!Number.isInteger(p.x) || !Number.isInteger(p.y) || p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) {
      throw new DesignError(`pixel (${p.x},${p.y}) is outside the screen: SCREEN ${mode} is ${width} x ${height} (x 0-${width - 1}, y 0-${height - 1})`, p);
    }
    if (!Number.isInteger(p.color) || p.color < 0 || p.color >= colors) {
      throw new DesignError(`pixel (${p.x},${p.y}) has colour ${p.color}, but SCREEN ${mode} has only colours 0-${colors - 1}`, p);
    }
    const before = seen.get(p.y * width + p.x);
    if (before && before.color !== p.color) throw new DesignError(`pixel (${p.x},${p.y}) is given two colours, ${before.color} and ${p.color}`, p);
    seen.set(p.y * width + p.x, p);
  }
  const onScreen = (v: number, size: number) => Number.isInteger(v) && v >= 0 && v < size;
  if (!onScreen(setup.x, width) || !onScreen(setup.y, height)) {
    throw new DesignError(`the start point (${setup.x},${setup.y}) is off the screen: SCREEN ${mode} is ${width} x ${height}`);
  }
  const inRange = (v: number) => Number.isInteger(v) && v >= -32768 && v <= 32767;
  if (setup.end && (!inRange(setup.end.x) || !inRange(setup.end.y))) {
    throw new DesignError(`the end point (${setup.end.x},${setup.end.y}) is out of DRAW's range (-32768 to 32767)`);
  }
  if (setup.color !== undefined && (!Number.isInteger(setup.color) || setup.color < 0 || setup.color > 255)) {
    throw new DesignError(`the start colour ${setup.color} is not a colour DRAW takes (0-255)`);
  }
  return { width, height, colors };
}

/** The orders to try the colours in: the start colour first (no C needed), then all orders of the rest when few. */
function colourOrders(colours: number[], start: number | undefined, all: boolean): number[][] {
  const first = colours.filter((c) => c === start);
  const rest = colours.filter((c) => c !== start);
  const perms = (xs: number[]): number[][] => (xs.length <= 1 ? [xs]
    : xs.flatMap((x, i) => perms([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p])));
  return (all && rest.length <= 3 ? perms(rest) : rest.length > 1 ? [rest, rest.slice().reverse()] : [rest]).map((p) => [...first, ...p]);
}

/**
 * How hard to search, by the number of pixels (a design is redrawn after every click, so it must stay quick):
 * rollouts up to 100 pixels, trying runs that stop short of the end up to 40, several rollouts per move up to
 * 24 and more up to 16 (glyphs such as the listing's digits); above 100, a few randomised greedy covers.
 */
interface Effort { rollouts: boolean; allRuns: boolean; noisy: number; orders: boolean; tries: number }

function effortFor(pixels: number): Effort {
  return {
    rollouts: pixels <= 100, allRuns: pixels <= 40, noisy: pixels <= 16 ? 12 : pixels <= 24 ? 4 : 0, orders: pixels <= 60,
    tries: Math.max(1, Math.min(8, Math.floor(3000 / pixels))),
  };
}

function render(tokens: Token[]): string {
  return tokens.map((t) => ('text' in t ? t.text : `${LETTERS[t.dir]}${t.n === 0 ? '0' : count(t.n)}`)).join('');
}

/** One try: the colours in `order`, each covered by `finish`; the string's tokens. */
function attempt(setup: DesignSetup, order: number[], colourOf: Map<number, number>, box: Box,
  finish: (c: Cover, passable: Uint8Array, end: (c: Cover) => number) => void): Cover {
  const size = box.w * box.h;
  let c = new Cover(box, new Uint8Array(size), 0, setup.x, setup.y, setup.absolute === true);
  const toEnd = (cv: Cover) => (setup.end ? cv.jumpCost(setup.end.x, setup.end.y) : 0);
  order.forEach((colour, g) => {
    // a run of this colour may cross pixels of colours drawn later (they are drawn over), never earlier ones
    const passable = new Uint8Array(size);
    const fresh = new Uint8Array(size);
    const cells: number[] = [];
    for (const [k, col] of colourOf) {
      const rank = order.indexOf(col);
      if (rank >= g) passable[k] = 1;
      if (rank === g) {
        fresh[k] = 1;
        cells.push(k);
      }
    }
    // the cells in screen order (rows, then columns), as blind moves are looked for
    const next = new Cover(box, fresh, cells.length, c.px, c.py, c.absolute, Int32Array.from(cells).sort());
    next.tokens = c.tokens;
    next.length = c.length;
    if (g > 0 || setup.color !== colour) next.text(`C${colour}`);
    // the last colour's finish counts the move to the end point
    finish(next, passable, g === order.length - 1 ? toEnd : () => 0);
    c = next;
  });
  if (setup.end) c.jump(setup.end.x, setup.end.y);
  return c;
}

/** A DRAW string that draws exactly the design's pixels from the start point; throws DesignError for a bad design. */
export function designDraw(setup: DesignSetup): string {
  checkDesign(setup);
  const pixels = setup.pixels;
  if (pixels.length === 0) return setup.end ? blindMove(setup.end.x - setup.x, setup.end.y - setup.y, setup.absolute ? setup.end : undefined) : '';
  const xs = pixels.map((p) => p.x);
  const ys = pixels.map((p) => p.y);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const box = new Box(x0, y0, Math.max(...xs) - x0 + 1, Math.max(...ys) - y0 + 1);
  const colourOf = new Map<number, number>();
  for (const p of pixels) colourOf.set(box.index(p.x, p.y), p.color);
  const colours = [...new Set(colourOf.values())].sort((a, b) => a - b);
  const effort = effortFor(colourOf.size);
  const orders = colourOrders(colours, setup.color, effort.orders);
  let best: Cover | undefined;
  const consider = (c: Cover) => {
    if (!best || c.length < best.length) best = c;
  };
  if (effort.rollouts) {
    for (const order of orders) consider(attempt(setup, order, colourOf, box, (c, passable, end) => finishWithRollouts(c, passable, end, effort)));
  } else {
    const tries = Math.max(effort.tries, orders.length);
    for (let t = 0; t < tries; t++) {
      const noise = t === 0 ? quiet : ((r) => () => r() * 0.05)(random(t));
      consider(attempt(setup, orders[t % orders.length], colourOf, box, (c, passable) => finishGreedy(c, passable, noise)));
    }
  }
  const text = render(best!.tokens);
  verify(setup, text);
  return text;
}

/** Runs the string with the interpreter's DRAW: it must set exactly the design's pixels, in their colours. */
function verify(setup: DesignSetup, commands: string): void {
  const { map, width } = drawnPixels({ commands, x: setup.x, y: setup.y, mode: setup.mode ?? 13, color: setup.color ?? 0 });
  const want = new Map(setup.pixels.map((p) => [p.y * width + p.x, p.color]));
  let drawn = 0;
  for (let i = 0; i < map.length; i++) {
    if (map[i] < 0) continue;
    drawn++;
    if (want.get(i) !== map[i]) throw new Error(`design: ${commands} sets (${i % width},${Math.floor(i / width)}) wrongly`);
  }
  if (drawn !== want.size) throw new Error(`design: ${commands} misses pixels`);
}
