// `qbasic draw`: the pixel map it prints, its PNG and its errors (expected maps derived by hand from DRAW's rules).
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { drawCommand } from '../../src/cli/draw.js';

function run(args: string[]) {
  let out = '';
  let err = '';
  const files: Record<string, Uint8Array> = {};
  const code = drawCommand(args, {
    stdout: (s) => { out += s; },
    stderr: (s) => { err += s; },
    writeFile: (path, data) => { files[path] = data; },
  });
  return { code, out, err, files };
}

describe('qbasic draw', () => {
  it('prints the digit 1 of the Minesweeper listing with coordinates and the start marked', () => {
    const { code, out } = run(['c1 bm+0,1ed3gr2', '--at', '10,20']);
    expect(code).toBe(0);
    const map = out.split('\n').filter((l) => /^\s*\d+ /.test(l) && !/^\s+\d+$/.test(l));
    expect(map).toEqual([
      '  19 .....',
      '  20 ..1.. <',
      '  21 .11..',
      '  22 ..1..',
      '  23 ..1..',
      '  24 .111.',
      '  25 .....',
    ]);
    // map columns start at x=9 after five characters of row label: the caret sits under x=10
    expect(out.split('\n').find((l) => l.trim() === '^')!.indexOf('^')).toBe(6);
  });

  it('shows colour 0 strokes, which differ from untouched pixels', () => {
    const { out } = run(['c0 r2', '--at', '5,5']);
    expect(out).toMatch(/ {3}5 \.000\. </);
  });

  it('applies --scale before the string', () => {
    const { out } = run(['r2', '--scale', '8', '--at', '5,5']);
    expect(out).toMatch(/ {3}5 \.fffff\. </);
  });

  it('writes the whole 320x200 frame as a PNG', () => {
    const { files } = run(['c4 r1', '--at', '0,0', '--png', 'out.png']);
    const png = PNG.sync.read(Buffer.from(files['out.png']));
    expect([png.width, png.height]).toEqual([320, 200]);
    expect(Array.from(png.data.subarray(0, 12))).toEqual([170, 0, 0, 255, 170, 0, 0, 255, 0, 0, 0, 255]);
  });

  it('exits 2 with the QBasic message for a bad string or bad arguments', () => {
    const bad = run(['r4 q']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^Illegal function call/);
    expect(run(['r1', '--at', 'x']).code).toBe(2);
    expect(run([]).code).toBe(2);
  });
});
