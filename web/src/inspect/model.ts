// What the inspector shows of one DRAW string, worked out with the interpreter's own DRAW: each command
// (its text, where it left the pen, the pixels it set), which command last set each pixel, the pixels P
// painted, the mode's palette, the pixel map `qbasic draw` prints, and where a bad string failed.
import {
  createMemory, defaultDrawColor, DRAW_MODES, errorMessage, MARKER_BACKGROUND, graphicsModeSpec, pixelMapText, setupPrefix, startScreen, traceDraw,
  type DrawSetup, type ScreenMemory,
} from '../../../src/index.js';

export interface Point { x: number; y: number }

export interface Step {
  start: number;
  end: number;
  /** the command as written (trailing blanks left out) */
  text: string;
  /** the pen after the command */
  pen: Point;
  /** the pixels it set (y * width + x) and the colour each got */
  pixels: number[];
  colors: number[];
  /** a P command: its pixels are painted */
  paint: boolean;
}

export interface Failure {
  message: string;
  start: number;
  end: number;
  /** the start state (colour, scale, angle) failed, before the string ran */
  inStart?: boolean;
}

export interface Inspection {
  setup: Required<Omit<DrawSetup, 'scale' | 'angle'>> & DrawSetup;
  width: number;
  height: number;
  steps: Step[];
  /** per pixel: the index of the step that last set it, -1 if none did */
  owner: Int32Array;
  painted: Uint8Array;
  /** the screen after the string (attributes) */
  screen: Uint8Array;
  /** 0x00BBGGRR per attribute */
  palette: Uint32Array;
  colors: number;
  start: Point;
  pen: Point;
  failure?: Failure;
  /** `qbasic draw`'s map (or its error line) */
  mapText: string;
}

export const MODES = DRAW_MODES;

/** The colour DRAW starts with in a mode when none is chosen: the mode's default foreground. */
export const defaultColor = defaultDrawColor;

/** One traced run of a setup on a screen of colour `background`: the steps, who set each pixel, the failure. */
interface Traced {
  steps: Step[];
  owner: Int32Array;
  painted: Uint8Array;
  failure?: Failure;
  screen: Uint8Array;
  width: number;
  height: number;
}

function traceOn(setup: Required<Pick<DrawSetup, 'mode' | 'color'>> & DrawSetup, background: number, memory?: ScreenMemory): Traced {
  const s = startScreen(setup, background, memory);
  const { width, height } = s;
  const steps: Step[] = [];
  const owner = new Int32Array(width * height).fill(-1);
  const painted = new Uint8Array(width * height);
  let pixels: number[] = [];
  let colors: number[] = [];
  let paint = false;
  let failure: Failure | undefined;
  try {
    s.draw(setupPrefix(setup));
  } catch {
    failure = { message: errorMessage(5), start: 0, end: 0, inStart: true };
  }
  const trace = {
    pixel(x: number, y: number, attr: number, byPaint: boolean) {
      const i = y * width + x;
      pixels.push(i);
      colors.push(attr);
      owner[i] = steps.length;
      painted[i] = byPaint ? 1 : 0;
      paint ||= byPaint;
    },
    command(from: number, to: number, x: number, y: number) {
      const text = setup.commands.slice(from, to).trimEnd();
      steps.push({ start: from, end: from + text.length, text, pen: { x, y }, pixels, colors, paint });
      pixels = [];
      colors = [];
      paint = false;
    },
  };
  const failed = failure ? undefined : traceDraw(s, setup.commands, trace);
  if (failed) {
    const end = from(setup.commands, failed.start, failed.end);
    failure = { message: errorMessage(failed.code), start: failed.start, end };
    // pixels the failing command set before it failed still show, owned by a step of its own
    if (pixels.length) steps.push({ start: failed.start, end, text: setup.commands.slice(failed.start, end), pen: steps.at(-1)?.pen ?? { x: setup.x, y: setup.y }, pixels, colors, paint });
  }
  return { steps, owner, painted, failure, screen: s.snapshot(), width, height };
}

/**
 * Gives P the pixels the pixel map counts as drawn though no command set them on black: a flood covers
 * only runs that do not already show its colour, so `P0` on black leaves rows alone that it fills on
 * another screen. The map counts a pixel the same on both screens, so these come from the second run.
 */
function claimPainted(ins: Traced, other: Traced): void {
  for (let i = 0; i < ins.owner.length; i++) {
    const k = other.owner[i];
    if (ins.owner[i] >= 0 || k < 0 || !other.painted[i] || ins.screen[i] !== other.screen[i] || !ins.steps[k]?.paint) continue;
    ins.steps[k].pixels.push(i);
    ins.steps[k].colors.push(ins.screen[i]);
    ins.owner[i] = k;
    ins.painted[i] = 1;
  }
}

/** Runs the setup's string traced and gathers everything the inspector shows. */
export function inspect(input: DrawSetup): Inspection {
  const mode = input.mode ?? 13;
  const setup = { ...input, mode, color: input.color ?? defaultColor(mode) };
  const memory = createMemory();
  const traced = traceOn(setup, 0, memory);
  if (traced.steps.some((st) => st.paint)) claimPainted(traced, traceOn(setup, MARKER_BACKGROUND));
  const { steps, owner, painted, failure, width, height, screen } = traced;
  const start = { x: setup.x, y: setup.y };
  const pen = steps.at(-1)?.pen ?? start;
  const spec = graphicsModeSpec(mode);
  return {
    setup, width, height, steps, owner, painted, start, pen, failure, screen,
    palette: memory.rgba.slice(),
    colors: spec?.colors ?? 16,
    mapText: failure ? `${failure.message} in DRAW ${JSON.stringify(setup.commands)}\n` : pixelMapText(setup),
  };
}

/** The end of a failing command's text: at least its letter, trailing blanks left out. */
function from(text: string, start: number, end: number): number {
  let e = Math.min(Math.max(end, start + 1), text.length);
  while (e > start + 1 && /\s/.test(text[e - 1])) e--;
  return e;
}

export interface Frame {
  attr: Uint8Array;
  /** the step that last set each pixel so far, -1 if none */
  owner: Int32Array;
  painted: Uint8Array;
}

/** The screen after step `upTo` (-1: before any command) on a black background. */
export function frameAt(ins: Inspection, upTo: number): Frame {
  const size = ins.width * ins.height;
  const frame = { attr: new Uint8Array(size), owner: new Int32Array(size).fill(-1), painted: new Uint8Array(size) };
  for (let k = 0; k <= upTo && k < ins.steps.length; k++) {
    const { pixels, colors, paint } = ins.steps[k];
    for (let j = 0; j < pixels.length; j++) {
      const i = pixels[j];
      frame.attr[i] = colors[j];
      frame.owner[i] = k;
      frame.painted[i] = paint ? 1 : 0;
    }
  }
  return frame;
}

/** Drawn colour per pixel (-1 where no command drew), as the pixel map and Compare read it. */
export function drawnColors(ins: Inspection): Int16Array {
  const out = new Int16Array(ins.width * ins.height).fill(-1);
  for (let i = 0; i < out.length; i++) if (ins.owner[i] >= 0) out[i] = ins.screen[i];
  return out;
}

/** The pen after step `upTo` (-1: the start point). */
export function penAt(ins: Inspection, upTo: number): Point {
  return upTo < 0 ? ins.start : ins.steps[Math.min(upTo, ins.steps.length - 1)]?.pen ?? ins.start;
}

/** The step whose text covers offset `pos` of the string, or -1. */
export function stepAtOffset(ins: Inspection, pos: number): number {
  return ins.steps.findIndex((st) => pos >= st.start && pos < st.end);
}
