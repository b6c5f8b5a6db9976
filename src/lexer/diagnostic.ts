/** A problem found while lexing, parsing or checking, positioned at line:col (1-based). */
export interface Diagnostic {
  message: string;
  line: number;
  col: number;
  /** QBasic error code: 2 for Syntax error, 13 Type mismatch, 10 Duplicate definition ... */
  code: number;
}
