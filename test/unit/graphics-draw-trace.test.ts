// The DRAW trace the inspector reads: each command's offsets and pen, each pixel it set, where it failed;
// the pixels it reports are exactly those an untraced DRAW sets.
import { describe, expect, it } from 'vitest';
import { createScreen, drawnPixels, drawStart, traceDraw, type DrawTrace } from '../../src/index.js';

interface Step { text: string; pen: [number, number]; pixels: string[] }

function traced(commands: string, prepare = 'BM10,10') {
  const s = createScreen();
  s.setMode(13);
  s.draw(prepare);
  const steps: Step[] = [];
  let pending: string[] = [];
  const painted: string[] = [];
  const trace: DrawTrace = {
    pixel: (x, y, attr, byPaint) => {
      pending.push(`${x},${y}:${attr}`);
      if (byPaint) painted.push(`${x},${y}`);
    },
    command: (start, end, x, y) => {
      steps.push({ text: commands.slice(start, end), pen: [x, y], pixels: pending });
      pending = [];
    },
  };
  const failure = traceDraw(s, commands, trace);
  return { s, steps, failure, painted, pending };
}

describe('traceDraw', () => {
  it('reports each command with its B/N prefix, the pen after it and the pixels it set', () => {
    const { steps, failure } = traced('c1 bm+0,1ed3gr2');
    expect(failure).toBeUndefined();
    expect(steps.map((st) => st.text)).toEqual(['c1 ', 'bm+0,1', 'e', 'd3', 'g', 'r2']);
    expect(steps.map((st) => st.pen)).toEqual([[10, 10], [10, 11], [11, 10], [11, 13], [10, 14], [12, 14]]);
    expect(steps[1].pixels).toEqual([]);
    expect(steps[2].pixels.sort()).toEqual(['10,11:1', '11,10:1']);
    // D3 redraws the pixel E ended on: the trace reports it, though its colour does not change
    expect(steps[3].pixels).toEqual(['11,10:1', '11,11:1', '11,12:1', '11,13:1']);
    expect(steps[5].pixels).toEqual(['10,14:1', '11,14:1', '12,14:1']);
  });

  it('reports exactly the pixels the string sets, in their final colours', () => {
    const commands = 'c2 r6 nd4 c5 f3 l9 bm-1,-1 ta30 u5';
    const { s, steps } = traced(commands, 'BM160,100');
    const last = new Map<string, number>();
    for (const st of steps) for (const p of st.pixels) last.set(p.split(':')[0], Number(p.split(':')[1]));
    const { map } = drawnPixels({ commands, x: 160, y: 100 });
    const expected = new Map<string, number>();
    map.forEach((v, i) => { if (v >= 0) expected.set(`${i % 320},${Math.floor(i / 320)}`, v); });
    expect(last).toEqual(expected);
    const snap = s.snapshot();
    for (const [key, v] of last) {
      const [x, y] = key.split(',').map(Number);
      expect(snap[y * 320 + x]).toBe(v);
    }
  });

  it('marks pixels P painted and leaves the picture as an untraced DRAW does', () => {
    const commands = 'c15 r6 d6 l6 u6 bf2 p4,15';
    const { s, steps, painted } = traced(commands);
    const plain = createScreen();
    plain.setMode(13);
    plain.draw('BM10,10');
    plain.draw(commands);
    expect(s.snapshot()).toEqual(plain.snapshot());
    expect(painted.length).toBe(25);
    expect(steps.at(-1)!.text).toBe('p4,15');
    expect(steps.at(-1)!.pixels.every((p) => p.endsWith(':4'))).toBe(true);
  });

  it('counts as painted every pixel of the runs P floods, those already of the fill colour too', () => {
    // a 5x5 box whose middle row already holds a colour-4 stroke; P4 floods all 25 cells
    const commands = 'c15 r6 d6 l6 u6 bm12,13 c4 r2 bm13,12 p4,15';
    const { steps, painted } = traced(commands);
    expect(steps.at(-1)!.text).toBe('p4,15');
    expect(painted.length).toBe(25);
    expect(painted).toContain('12,13');
    expect(steps.at(-1)!.pixels).toContain('13,13:4');
    // a row the fill never enters (already all of the fill colour: PAINT does not go in) is not claimed
    const { painted: rowOnly } = traced('c15 r4 d3 l4 u3 bm11,12 c4 r2 bm12,11 p4,15');
    expect(rowOnly).toEqual(['11,11', '12,11', '13,11']);
  });

  it('says which command failed, with QBasic\'s error code', () => {
    expect(traced('r2 e3 z9 u1').failure).toEqual({ code: 5, start: 6, end: 7 });
    const { failure, steps } = traced('r2 m10');
    expect(failure?.code).toBe(5);
    expect(failure?.start).toBe(3);
    expect(steps.map((st) => st.text)).toEqual(['r2 ']);
    expect(traced('c-1').failure).toEqual({ code: 5, start: 0, end: 3 });
  });

  it('probes lines in two-colour modes too, where the probe colours are not attributes', () => {
    const s = createScreen();
    s.setMode(2);
    s.draw('BM10,10');
    const pixels: string[] = [];
    traceDraw(s, 'r5 c0 d2', { pixel: (x, y, attr) => pixels.push(`${x},${y}:${attr}`), command: () => {} });
    expect(pixels).toEqual(['10,10:1', '11,10:1', '12,10:1', '13,10:1', '14,10:1', '15,10:1', '15,10:0', '15,11:0', '15,12:0']);
    expect([...s.snapshot().subarray(10 * 640 + 10, 10 * 640 + 16)]).toEqual([1, 1, 1, 1, 1, 0]);
  });

  it('costs the untraced DRAW nothing: the next DRAW is untraced', () => {
    const { s, steps } = traced('r1');
    s.draw('r5');
    expect(steps.length).toBe(1);
  });

  it('drawStart tells where the next DRAW starts', () => {
    const { s } = traced('c3 s8 a1 r2');
    // at S8, R2 is 4 pixels; A1 turns it to 4 * 5/6 = 3.33 -> 3 pixels up on the 4:3 screen
    expect(drawStart(s)).toEqual({ x: 10, y: 7, color: 3, scale: 8, angle: 90 });
  });
});
