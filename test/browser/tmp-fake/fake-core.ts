// TEMPORARY (plumbing only, until the parser lands): stands in for src/index.ts in a test build.
import { createScreen } from '../../../src/graphics/index.js';
import type { ScreenMemory } from '../../../src/graphics/device.js';
import type { Host } from '../../../src/runtime/host.js';
export { highlight } from '../../../src/lexer/index.js';
export type { Diagnostic } from '../../../src/parser/ast.js';

type Prog = { source: string };
export function parse(source: string) {
  const bad = source.split('\n').findIndex((l) => l.includes('PRINT ('));
  return { program: { source } as Prog, diagnostics: bad >= 0 ? [{ line: bad + 1, col: 7, message: 'Expected )', code: 2 }] : [] };
}
export function check(source: string) { return parse(source).diagnostics; }
export function compile(program: Prog) { return { executable: program, diagnostics: [] }; }
export class Machine {
  screen;
  constructor(private exe: Prog, private host: Host, options: { screenMemory?: ScreenMemory } = {}) {
    this.screen = createScreen(options.screenMemory);
  }
  run() {
    const s = this.screen;
    s.setMode(13);
    s.line(undefined === undefined ? { x: 10, y: 10, step: false } : undefined, { x: 100, y: 60, step: false }, 4, 'BF', undefined);
    s.print('FAKE CORE\n');
    if (this.exe.source.includes('DO: LOOP')) {
      let c = 0;
      for (;;) { c = (c + 1) & 255; s.pset(0, 0, c, false); }
    }
    for (;;) {
      const k = this.host.inkey();
      if (k === '\x1b') break;
      if (k) { s.print(JSON.stringify(k)); this.host.writeText(k); }
    }
    this.host.writeText('BYE\n');
    return { kind: 'end' as const };
  }
}
