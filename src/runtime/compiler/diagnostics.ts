// Compile-time problems: thrown as CompileError inside one statement, collected as Diagnostics.
import type { Diagnostic, Loc } from '../../parser/ast.js';
import { errorMessage } from '../errors.js';

export class CompileError extends Error {
  constructor(
    readonly code: number,
    readonly loc: Loc,
    message?: string,
  ) {
    super(message ?? errorMessage(code));
  }
}

/** Stop compiling the current statement with QBasic error `code` at `loc`. */
export function fail(code: number, loc: Loc, message?: string): never {
  throw new CompileError(code, loc, message);
}

/** A diagnostic at `at` (the start of the statement, where QBasic points) or at the error's own position. */
export function toDiagnostic(e: CompileError, at?: Loc): Diagnostic {
  const loc = at ?? e.loc;
  return { message: e.message, line: loc.line, col: loc.col, code: e.code };
}

/** An exception that is not a QBasic error (an interpreter bug) as one short line at the statement it hit. */
export function internalDiagnostic(e: unknown, loc: Loc): Diagnostic {
  const detail = (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 120);
  return { message: `Internal error (${detail})`, line: loc.line, col: loc.col, code: 51 };
}
