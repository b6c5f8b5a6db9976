// What kind of array each frame of an executable is to the engine (FrameLayout.settleKinds), asked of V8
// itself: a child node with --allow-natives-syntax loads the runtime (bundled by esbuild) and reports each
// frame's elements kind, for fresh frames and after three runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let dir = '';
let bundle = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qbasic-frame-kinds-'));
  bundle = path.join(dir, 'core.mjs');
  await build({ entryPoints: [path.join(ROOT, 'src/index.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'esm', logLevel: 'silent' });
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The kinds of the module-level frame and of a fresh frame of each procedure, then of the module-level frame after three runs. */
function kinds(source: string): { fresh: string[]; afterRuns: string } {
  const probe = `
    const core = await import(${JSON.stringify(bundle)});
    const { collectingHost } = await import(${JSON.stringify(path.join(ROOT, 'bench/lib/ours.mjs'))});
    const kind = (a) => %HasSmiElements(a) ? 'smi' : %HasDoubleElements(a) ? 'double' : %HasObjectElements(a) ? 'generic' : '?';
    const { executable } = core.loadProgram(${JSON.stringify(source)});
    const fresh = [kind(executable.newGlobals()), ...executable.procs.map((p) => kind(p.newFrame()))];
    let g;
    for (let i = 0; i < 3; i++) {
      const m = new core.Machine(executable, collectingHost());
      const outcome = m.run();
      if (outcome.kind !== 'end') throw new Error(JSON.stringify(outcome));
      g = m.state.g;
    }
    process.stdout.write(JSON.stringify({ fresh, afterRuns: kind(g) }));`;
  const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', probe], { encoding: 'utf8', timeout: 30_000 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

describe('frame kinds', () => {
  it('keeps small integers when no frame holds anything else, even a LONG and SUB parameters', () => {
    const src = 'DEFINT A-Z\nDIM t AS LONG\nFOR i = 1 TO 3000: t = t + i: Bump i + 1, 2: NEXT\nSUB Bump (a AS INTEGER, b AS INTEGER)\nc = a * b\nEND SUB\n';
    expect(kinds(src)).toEqual({ fresh: ['smi', 'smi'], afterRuns: 'smi' });
  });

  it('gives a frame that may hold a SINGLE doubles, and an integer frame then too', () => {
    const src = 'x! = 1.5\nFOR i% = 1 TO 3000: x! = x! * 1.0001 + Half#(i% + 1): NEXT\nFUNCTION Half# (n AS INTEGER)\nHalf# = n / 2\nEND FUNCTION\nSUB Count (n AS INTEGER)\nn% = n% + 1\nEND SUB\n';
    expect(kinds(src)).toEqual({ fresh: ['double', 'double', 'double'], afterRuns: 'double' });
  });

  it('makes the integer frames generic when another frame holds a reference', () => {
    const src = 'DEFINT A-Z\nDIM total AS LONG\nFOR i = 1 TO 3000: total = total + Clamp(i * 3, lo): NEXT\nFUNCTION Clamp (v, lo)\nIF v < lo THEN Clamp = lo ELSE Clamp = v\nEND FUNCTION\nFUNCTION Sq& (x)\nSq& = CLNG(x) * x\nEND FUNCTION\n';
    expect(kinds(src)).toEqual({ fresh: ['generic', 'generic', 'generic'], afterRuns: 'generic' });
  });

  it('makes the integer frames generic when another frame holds a string or an array', () => {
    expect(kinds('a$ = "x"\nSUB s (n AS INTEGER)\nEND SUB\n').fresh).toEqual(['generic', 'generic']);
    expect(kinds('DIM v(10) AS INTEGER\nSUB s (n AS INTEGER)\nEND SUB\n').fresh).toEqual(['generic', 'generic']);
  });

  it('keeps a frame of doubles one beside generic frames (a generic frame would box every double)', () => {
    const src = 'x! = 1.5\nFOR i% = 1 TO 3000: x! = x! * 1.0001: n% = i% MOD 7: Bump n%: NEXT\nSUB Bump (k AS INTEGER)\nk = k + 1\nEND SUB\n';
    expect(kinds(src).fresh).toEqual(['double', 'generic']);
  });
});
