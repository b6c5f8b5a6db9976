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

  it('draws in another mode with another start colour, from that mode\'s centre unless --at says', () => {
    const { code, out } = run(['r4d4l4u4bf1p2,3', '--mode', '12', '--color', '3', '--at', '20,20']);
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      'DRAW "r4d4l4u4bf1p2,3" on SCREEN 12 from (20,20), colour 3',
      'legend: . not drawn, 0-9 a-f colour 0-15, # colour 16-255; < and ^ mark the start point',
      '     1222222',
      '     9012345',
      '  19 .......',
      '  20 .33333. <',
      '  21 .32223.',
      '  22 .32223.',
      '  23 .32223.',
      '  24 .33333.',
      '  25 .......',
      '      ^',
      '',
    ]);
    expect(run(['r1', '--mode', '12']).out).toMatch(/^DRAW "r1" on SCREEN 12 from \(320,240\)\n/);
    // in SCREEN 1 the colour is DRAW's C (attribute 2), not COLOR's background and palette
    expect(run(['r2', '--mode', '1', '--color', '2', '--at', '5,5']).out).toMatch(/ {3}5 \.222\. </);
    // the mode's own foreground is not named, as the inspector does not
    expect(run(['r2', '--color', '15']).out).toMatch(/^DRAW "r2" on SCREEN 13 from \(160,100\)\n/);
  });

  it('applies --angle before the string, with the 4:3 correction of quarter turns', () => {
    // A1 turns R2 (2 pixels) into an upward step of floor(2 / 1.2) = 1 pixel on SCREEN 13
    const { out } = run(['r2', '--angle', 'A1', '--at', '10,10']);
    expect(out.split('\n').slice(0, 1)).toEqual(['DRAW "r2" on SCREEN 13 from (10,10), angle A1']);
    expect(out).toMatch(/ {3}9 \.f\.\n {2}10 \.f\. </);
    // TA180 turns it round: x 8 to 10, left of the start
    expect(run(['r2', '--angle', 'TA180', '--at', '10,10']).out).toMatch(/ {5}78901\n {3}9 \.{5}\n {2}10 \.fff\. </);
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
    for (const bad of [['--mode', '3'], ['--color', '256'], ['--scale', '0'], ['--angle', 'A4'], ['--angle', 'TA400']]) {
      expect(run(['r1', ...bad]).code).toBe(2);
    }
    expect(run(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('--mode') });
    expect(run([]).code).toBe(2);
  });
});
