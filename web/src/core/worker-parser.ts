// What the interpreter's worker loads only when it has a program's text to read (worker.ts imports it on
// first use): the parser (Chevrotain and its lexer, most of the worker's code and start-up), the editor's
// checks, debug runs (their Immediate window parses) and the DRAW finder. A shipped listing's first run
// comes with its parse tree and starts without it.
export { check, debugRun, loadProgram, parse } from '../../../src/index.js';
export { programDraws } from './draws.js';
