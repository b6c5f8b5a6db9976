// `qbasic draw --design`: a pixel map or a PNG in, the DRAW string out (checked by drawing it with the
// interpreter's DRAW and reading the map back), and bad input reported at its place.
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { drawCommand } from '../../src/cli/draw.js';

function run(args: string[], files: Record<string, string | Uint8Array> = {}) {
  let out = '';
  let err = '';
  const code = drawCommand(args, {
    stdout: (s) => { out += s; },
    stderr: (s) => { err += s; },
    writeFile: () => {},
    readFile: (path) => {
      const f = files[path];
      if (f === undefined) throw new Error('ENOENT');
      return typeof f === 'string' ? new TextEncoder().encode(f) : f;
    },
  });
  return { code, out, err };
}

/** The map rows `qbasic draw` prints for a string. */
const rowsOf = (out: string) => out.split('\n').filter((l) => /^\s*\d+ [.0-9a-f]/.test(l));

describe('qbasic draw --design', () => {
  it('writes a string for a printed map that prints the same map again, from the start point it marks', () => {
    for (const [commands, at, mode] of [['c1 bm+0,1ed3gr2', '10,20', '13'], ['c2 r4 c1 d3 c3 e2', '30,40', '1'], [' c0r2h1u4r1 c4r1h-1l2d1r1', '5,50', '12']]) {
      const map = run([commands, '--at', at, '--mode', mode]).out;
      const designed = run(['--design', 'map.txt', '--mode', mode], { 'map.txt': map });
      expect(designed.code).toBe(0);
      const again = run([designed.out.trim(), '--at', at, '--mode', mode]);
      expect(rowsOf(again.out)).toEqual(rowsOf(map));
    }
  });

  it('ends the pen where --end says and sets no colour when --color gives the one the pen has', () => {
    const map = run(['c1 bm+0,1ed3gr2', '--at', '10,20']).out;
    const s = run(['--design', 'm', '--color', '1', '--end', '+5,0'], { m: map }).out.trim();
    expect(s).not.toMatch(/C/);
    // a dot drawn after it lands 5 to the right of the start
    expect(rowsOf(run([`${s}c2r0`, '--at', '10,20', '--color', '1']).out)[1]).toBe('  20 ..1...2. <');
  });

  it('reads a PNG with its top-left corner at --at, transparent pixels not drawn', () => {
    const png = new PNG({ width: 3, height: 2 });
    // SCREEN 13 colour 4 (#aa0000) at (0,0) and (1,1), the rest transparent
    for (const i of [0, 4]) png.data.set([170, 0, 0, 255], i * 4);
    const s = run(['--design', 'g.png', '--at', '50,60'], { 'g.png': PNG.sync.write(png) });
    expect(s.code).toBe(0);
    expect(rowsOf(run([s.out.trim(), '--at', '50,60']).out).slice(1, 3)).toEqual(['  60 .4.. <', '  61 ..4.']);
  });

  it('says where a design is bad and prints no string', () => {
    const bad = (args: string[], files: Record<string, string | Uint8Array>) => {
      const r = run(args, files);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      return r.err.trim();
    };
    expect(bad(['--design', 'm'], { m: '     0123\n   0 .1z.\n' })).toBe('m:2:8: "z" is not a pixel: use . (not drawn) or a colour 0-9, a-f');
    expect(bad(['--design', 'm'], { m: '   0 .1..\n' })).toBe('m:1:1: no column numbers above the first row (as qbasic draw prints them)');
    expect(bad(['--design', 'm'], { m: '     0123\n   0 .1..\nhello\n' })).toMatch(/^m:3:1: not a row of a pixel map/);
    expect(bad(['--design', 'm', '--mode', '1'], { m: '     0123\n   0 .1..\n   1 ..7.\n' })).toBe('m:3:8: pixel (2,1) has colour 7, but SCREEN 1 has only colours 0-3');
    expect(bad(['--design', 'm'], { m: '     3333\n     1111\n     6789\n 199 .1..\n 200 ..1.\n' })).toBe('m:5:8: pixel (318,200) is outside the screen: SCREEN 13 is 320 x 200 (x 0-319, y 0-199)');
    const png = new PNG({ width: 1, height: 1 });
    png.data.set([1, 2, 3, 255]);
    expect(bad(['--design', 'g.png', '--at', '0,0'], { 'g.png': PNG.sync.write(png) })).toBe('g.png: pixel (0,0) of the image: colour #010203 is not one of SCREEN 13\'s colours');
    expect(bad(['--design', 'none.txt'], {})).toBe('qbasic draw: cannot read none.txt');
    expect(run(['r1', '--end', '1,1']).code).toBe(2);
    expect(run(['--design', 'm', '--scale', '8'], { m: '' }).code).toBe(2);
  });
});
