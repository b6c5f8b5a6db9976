// A debug build runs every golden program exactly as the normal build does (same output, same errors):
// the statement hook changes when the program can be paused, never what it does.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProgram, Machine } from '../../src/index.js';
import { debugRun } from '../../src/runtime/debug/index.js';
import type { DebugClient } from '../../src/runtime/debug/types.js';
import { ScriptedHost } from '../support/host.js';

const ROOT = path.join(import.meta.dirname, '..', 'golden');
const MAX_STEPS = 20_000_000;

function programs(): string[] {
  const found: string[] = [];
  for (const area of fs.readdirSync(ROOT, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const f of fs.readdirSync(path.join(ROOT, area.name))) if (/\.(bas|run)$/.test(f)) found.push(path.join(area.name, f));
  }
  return found.sort();
}

/** A .run file names a shipped program (after its comment lines) from the repository root. */
function programFile(file: string): string {
  const full = path.join(ROOT, file);
  if (file.endsWith('.bas')) return full;
  const line = fs.readFileSync(full, 'utf8').split('\n').map((l) => l.trim()).find((l) => l && !l.startsWith("'"));
  return path.join(ROOT, '..', '..', line!);
}

function run(file: string, debug: boolean): string {
  const program = programFile(file);
  const source = fs.readFileSync(program, 'latin1');
  const keysFile = path.join(ROOT, file.replace(/\.(bas|run)$/, '.keys'));
  const keys = fs.existsSync(keysFile) ? fs.readFileSync(keysFile, 'latin1') : undefined;
  const { executable, diagnostics } = loadProgram(source, { debug, include: (name) => {
    const p = path.join(path.dirname(program), name);
    return fs.existsSync(p) ? fs.readFileSync(p, 'latin1') : undefined;
  } });
  if (!executable) return `diagnostics ${diagnostics.map((d) => `${d.line}:${d.col}`).join(' ')}`;
  const host = new ScriptedHost({ keys });
  const options = { maxSteps: MAX_STEPS, load: loadProgram };
  let stopped = false;
  const client: DebugClient = {
    breakpoints: new Uint8Array(0),
    show: (e) => (stopped ||= e.type === 'paused' && e.report.reason === 'stop'),
    command: () => ({ kind: 'stop' }),
  };
  const outcome = debug ? debugRun(executable, host, client, options) : new Machine(executable, host, options).run();
  // a STOP statement pauses a debug run (Stop then ends it) where a normal run ends
  return `${host.output}\n${stopped ? '{"kind":"end"}' : JSON.stringify(outcome)}`;
}

describe('a debug build runs the golden programs as the normal build does', () => {
  for (const file of programs()) {
    it(file, () => {
      const normal = run(file, false);
      if (normal.includes('"stepLimit"')) return; // a program that waits forever on its own: nothing to compare
      expect(run(file, true)).toBe(normal);
    });
  }
});
