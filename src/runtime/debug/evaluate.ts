// Watch expressions and Immediate statements: text compiled against the paused frame's scope (so names
// mean what they mean at that point of the program) and run on the paused program's state.
import { parse } from '../../parser/index.js';
import type { Expr, Stmt } from '../../parser/ast.js';
import type { Cx, ProgramCtx } from '../compiler/context.js';
import { CompileError } from '../compiler/diagnostics.js';
import { Emitter } from '../compiler/emitter.js';
import { compileExpr } from '../compiler/expr.js';
import type { Scope } from '../compiler/scope.js';
import { compileBlock } from '../compiler/statements.js';
import { asQBasicError } from '../machine/exec.js';
import { QBasicError } from '../errors.js';
import type { Instr, ProcCode, State } from '../machine/state.js';
import { formatTyped } from './inspect.js';

/** Where text is compiled and run: a frame of the paused program. */
export interface EvalFrame {
  scope: Scope;
  proc: ProcCode;
  l: any[];
}

function contextFor(prog: ProgramCtx, frame: EvalFrame): Cx {
  return { prog, scope: frame.scope, em: new Emitter(), labels: new Map(), loops: [], proc: frame.scope.proc };
}

function firstError(prog: ProgramCtx, before: number): string | undefined {
  const found = prog.diagnostics.splice(before);
  return found[0]?.message;
}

/** Parse `text` as statements; a syntax error's message instead. */
function statementsOf(text: string): Stmt[] | string {
  const { program, diagnostics } = parse(text);
  if (diagnostics.length) return diagnostics[0].message;
  return program.body;
}

/** Run `body` with the frame's locals as s.l, restoring the machine's position afterwards. */
function inFrame<T>(s: State, frame: EvalFrame, body: () => T): T {
  const { code, pc, l, proc } = s;
  s.l = frame.l;
  s.proc = frame.proc;
  try {
    return body();
  } finally {
    s.code = code;
    s.pc = pc;
    s.l = l;
    s.proc = proc;
  }
}

/** A watch expression's value as QBasic prints it, or its error. Names it mentions are not created. */
export function evaluateWatch(prog: ProgramCtx, s: State, frame: EvalFrame, text: string): { value?: string; error?: string } {
  const body = statementsOf(`PRINT ${text}`);
  if (typeof body === 'string') return { error: body };
  const print = body[0];
  const items = print?.kind === 'print' ? print.items : [];
  if (body.length !== 1 || items.length !== 1 || items[0].kind !== 'expr') return { error: 'Expected: expression' };
  const expr: Expr = items[0].expr;
  const scope = frame.scope;
  const known = [new Map(scope.scalars), new Map(scope.arrays)];
  try {
    const c = compileExpr(contextFor(prog, frame), expr);
    scope.layout.fill(frame.l);
    scope.globals.fill(s.g);
    return { value: inFrame(s, frame, () => formatTyped(c.t as never, c.f(s))) };
  } catch (e) {
    if (e instanceof CompileError) return { error: e.message };
    return { error: asQBasicError(e).message };
  } finally {
    restore(scope.scalars, known[0]);
    restore(scope.arrays, known[1]);
  }
}

function restore<K, V>(map: Map<K, V>, before: Map<K, V>): void {
  for (const key of [...map.keys()]) if (!before.has(key)) map.delete(key);
}

const endImmediate: Instr = (s) => {
  s.pc = -1;
};

/** Compile and run Immediate statements in the frame; their output goes to the screen. Returns an error message. */
export function runImmediate(prog: ProgramCtx, s: State, frame: EvalFrame, text: string): string | undefined {
  const body = statementsOf(text);
  if (typeof body === 'string') return body;
  const cx = contextFor(prog, frame);
  const before = prog.diagnostics.length;
  compileBlock(cx, body);
  const error = firstError(prog, before);
  if (error) return error;
  cx.em.emit(endImmediate, body[0]?.loc ?? { line: 1, col: 1 }, false);
  frame.scope.layout.fill(frame.l);
  frame.scope.globals.fill(s.g);
  const code = cx.em.code;
  const proc: ProcCode = { name: frame.proc.name, code, locs: cx.em.locs, next: cx.em.next, newFrame: () => [], recursive: true };
  try {
    inFrame(s, frame, () => {
      s.code = code;
      s.proc = proc;
      s.pc = 0;
      while (s.pc >= 0) {
        const pc = s.pc;
        s.pc = pc + 1;
        code[pc](s);
      }
    });
  } catch (e) {
    if (e instanceof QBasicError || e instanceof Error) return asQBasicError(e).message;
    throw e; // END, STOP, CHAIN ... end the run as they would in the program
  }
  return undefined;
}
