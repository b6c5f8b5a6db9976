// File statements over the FileTable: OPEN, CLOSE, PRINT #, WRITE #, INPUT #, GET/PUT #, SEEK, KILL ...
import type { Expr } from '../../parser/ast.js';
import { QBasicError } from '../errors.js';
import type { State } from '../machine/state.js';
import type { Cx } from './context.js';
import type { StmtTable } from './statements.js';
import type { TextSink } from './stmt-print.js';

/** The sink PRINT # / WRITE # write to. */
export function filePrinter(_cx: Cx, _file: Expr): (s: State) => TextSink {
  return () => {
    throw new QBasicError(52);
  };
}

export const FILE_STATEMENTS: StmtTable = {};
