// compile(): AST -> Executable. Everything is resolved and type-checked before anything runs.
import type { Diagnostic, Program } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { Executable, Instr } from '../machine/state.js';
import type { ScalarKind } from '../model/types.js';
import { ProgramCtx, type Cx } from './context.js';
import { internalDiagnostic } from './diagnostics.js';
import { hookStatements } from './debug-hooks.js';
import { Emitter } from './emitter.js';
import { FrameLayout } from './frame.js';
import { prepass } from './prepass.js';
import { compileProcedure } from './procedures.js';
import { programFacts } from './program-facts.js';
import { wholeCounters } from './whole-values.js';
import { GosubPlan, planSubroutines } from './gosub.js';
import { Scope } from './scope.js';
import { compileBlock } from './statements.js';

export interface CompileOptions {
  /**
   * Only the diagnostics are wanted (check()): every statement is compiled and checked as for a run, but a
   * procedure's code is dropped once built, and there is no executable. Code that dies at once costs the
   * engine's young-generation collector nothing, while kept code is copied by it, twice. Operators are not
   * fused (ops.ts `binary`) and structured statements get no native runner (native.ts `wantsRunner`): both
   * only make a run faster, and neither reports anything.
   */
  diagnosticsOnly?: boolean;
  /**
   * A debug build (src/runtime/debug): every statement calls the executable's debug hook before it runs, and the
   * executable keeps each procedure's scope for the debugger. Structured statements run in the pc loop.
   */
  debug?: boolean;
}

/** Compile a parsed program; `executable` is absent when there are diagnostics. Never throws. */
export function compile(program: Program, options: CompileOptions = {}): { executable?: Executable; diagnostics: Diagnostic[] } {
  try {
    return compileProgram(program, options);
  } catch (e) {
    // a statement's own failure is caught at the statement (compileStatement); this is anything else
    return { diagnostics: [internalDiagnostic(e, program.body[0]?.loc ?? { line: 1, col: 1 })] };
  }
}

function compileProgram(program: Program, options: CompileOptions): { executable?: Executable; diagnostics: Diagnostic[] } {
  const prog = new ProgramCtx(!options.diagnosticsOnly, options.debug && !options.diagnosticsOnly);
  const deftypes: ScalarKind[] = new Array(26).fill('SINGLE');
  const module = new Scope('module', prog.globals, prog.globals, deftypes, undefined, false, undefined, prog.settings);
  const em = new Emitter(!!prog.debug);
  const cx: Cx = { prog, scope: module, em, labels: prog.moduleLabels, loops: [], gosubs: new GosubPlan(null) };
  const facts = prog.keepCode && !prog.debug ? programFacts(program.body) : undefined;
  if (facts) {
    prog.referenceArgs = facts.referenceArgs;
    prog.lineMarkers = facts.readsErl;
    prog.wholeCounters = wholeCounters(program.body);
  }
  const defs = prepass(cx, program.body);
  if (facts) {
    for (const p of [...prog.procs.values(), ...prog.defFns.values()]) p.code.recursive = facts.recursive.has(p.name.toUpperCase());
  }
  compileBlock(cx, program.body);
  planSubroutines(cx.gosubs!, em.nodes);
  em.emit(endOfModule, program.body.at(-1)?.loc ?? { line: 1, col: 1 }, false);
  em.endStatement();
  for (const { sym, def } of defs.bodies) compileProcedure(prog, module, sym, def);
  FrameLayout.settleKinds([prog.globals, ...[...prog.procs.values(), ...prog.defFns.values()].flatMap((p) => p.layout ?? [])]);
  const diagnostics = prog.diagnostics.sort((a, b) => a.line - b.line || a.col - b.col);
  if (diagnostics.length > 0 || options.diagnosticsOnly) return { diagnostics };
  const main = { name: '', code: em.code, locs: em.locs, next: em.next, newFrame: () => [], recursive: false };
  if (prog.debug) {
    hookStatements(em, prog.debug.hook);
    prog.debug.scopes.set(main, module);
  }
  const moduleLabels = new Map([...prog.moduleLabels].map(([k, t]) => [k, t.pc]));
  // one array of module-level variables for the executable's life, renewed for each run (and by CLEAR):
  // a variable passed by reference keeps its Ref from run to run (RefCache), so a second run does not
  // build one on a path the engine's code for the first run has no feedback for; runs of one executable
  // do not interleave
  let globals: any[] | undefined;
  const executable: Executable = {
    main,
    procs: [...prog.procs.values(), ...prog.defFns.values()].map((p) => p.code),
    newGlobals: () => (globals = globals ? prog.globals.renew(globals) : prog.globals.build()),
    data: prog.data,
    dataAtLabel: prog.dataAtLabel,
    moduleLabels,
    common: prog.common,
    debug: prog.debug ? { prog, scopes: prog.debug.scopes, hook: prog.debug.hook } : undefined,
  };
  return { executable, diagnostics };
}

/** Falling off the end of the module ends the program (No RESUME if an error handler is still active). */
const endOfModule: Instr = (s) => {
  if (s.inHandler) throw new QBasicError(19);
  s.pc = -1;
};
