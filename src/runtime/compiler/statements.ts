// The statement table: one compiler per statement kind, grouped by domain in the stmt-*.ts files.
import type { Stmt } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { Cx } from './context.js';
import { CompileError, internalDiagnostic, toDiagnostic } from './diagnostics.js';
import { markStatement } from './debug-hooks.js';
import { CONTROL_STATEMENTS } from './stmt-control.js';
import { DATA_STATEMENTS } from './stmt-data.js';
import { DECLARATION_STATEMENTS } from './stmt-declare.js';
import { ERROR_STATEMENTS } from './stmt-errors.js';
import { EVENT_STATEMENTS } from './stmt-events.js';
import { FILE_STATEMENTS } from './stmt-files.js';
import { GRAPHICS_STATEMENTS } from './stmt-graphics.js';
import { INPUT_STATEMENTS } from './stmt-input.js';
import { PRINT_STATEMENTS } from './stmt-print.js';
import { SYSTEM_STATEMENTS } from './stmt-system.js';

export type StmtCompiler<K extends Stmt['kind'] = Stmt['kind']> = (cx: Cx, st: Stmt & { kind: K }) => void;
export type StmtTable = { [K in Stmt['kind']]?: StmtCompiler<K> };

const TABLE: StmtTable = {
  ...DECLARATION_STATEMENTS,
  ...CONTROL_STATEMENTS,
  ...ERROR_STATEMENTS,
  ...EVENT_STATEMENTS,
  ...DATA_STATEMENTS,
  ...PRINT_STATEMENTS,
  ...INPUT_STATEMENTS,
  ...GRAPHICS_STATEMENTS,
  ...FILE_STATEMENTS,
  ...SYSTEM_STATEMENTS,
};

/** Compile one statement, collecting a diagnostic instead of stopping when it is wrong. */
export function compileStatement(cx: Cx, st: Stmt): void {
  const compiler = TABLE[st.kind] as StmtCompiler | undefined;
  const start = cx.em.here;
  try {
    if (compiler) compiler(cx, st);
    else cx.em.emit(unavailable, st.loc);
  } catch (e) {
    cx.prog.diagnostics.push(e instanceof CompileError ? toDiagnostic(e, st.loc) : internalDiagnostic(e, st.loc));
  }
  if (cx.em.points) markStatement(cx.em, start, st, cx.prog.debug!.hook);
  cx.em.endStatement();
}

/** Statements QBasic has and this interpreter does not run: Advanced feature unavailable when reached. */
const unavailable = () => {
  throw new QBasicError(73);
};

/** Compile a statement list in order. */
export function compileBlock(cx: Cx, body: Stmt[]): void {
  for (const st of body) compileStatement(cx, st);
}
