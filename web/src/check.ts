// Syntax and type errors of a program, as the editor shows them (the same checks the worker runs first).
import { check } from '../../src/index.js';
import { unicodeToCp437 } from './cp437.js';
import type { Problem } from './protocol.js';

export function checkProgram(source: string): Problem[] {
  try {
    return check(unicodeToCp437(source)).map(({ line, col, message }) => ({ line, col, message }));
  } catch (e) {
    return [{ line: 1, col: 1, message: `Internal error: ${String(e)}` }];
  }
}
