// The QBasic lexer (scanner.ts), shared by the parser and the editor's highlighter.
import { Lexer, tokenMatcher, type IToken, type TokenType } from 'chevrotain';
import type { Diagnostic } from './diagnostic.js';
import { scan, type ScanError } from './scanner.js';
import {
  Builtin, Colon, Comment, DataText, Identifier, Invalid, Newline, NumberLiteral, StringLiteral,
  K, LEXER_TOKENS, RelOp, AddOp, MulOp, Backslash, Caret,
} from './tokens.js';

export * from './tokens.js';
export { decodeNumber, type DecodedNumber, type NumberType } from './literals.js';

/**
 * Chevrotain's Lexer over LEXER_TOKENS, which `tokenize` (scanner.ts) matches token for token: the reference
 * the unit tests compare it with; `validate` runs Chevrotain's definition checks.
 */
export function createLexer(validate = false): Lexer {
  return new Lexer(LEXER_TOKENS, {
    positionTracking: 'onlyStart',
    ensureOptimizations: true,
    skipValidations: !validate,
  });
}

/** Splits source into tokens (whitespace and `_` continuations dropped); stray characters become Invalid tokens. */
export function tokenize(source: string): { tokens: IToken[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  return { tokens: tokenizePiece(source, 0, source.length, 0, diagnostics), diagnostics };
}

/** Lines per piece for `tokenizeInPieces`. */
const PIECE_LINES = 256;
const UNDERSCORE = 95;

/**
 * tokenize(), a piece of about PIECE_LINES lines at a time, each piece's tokens handed to `each` (with their
 * positions in the whole source) before the next piece is read. A parser that takes them so holds a few lines
 * of tokens at a time instead of the whole program's: the engine's young-generation collections then copy
 * far less.
 */
export function tokenizeInPieces(source: string, diagnostics: Diagnostic[], each: (tokens: IToken[]) => void): void {
  // a lone CR ends a line too, which the line feed count below does not see: such a source is one piece
  if (/\r(?!\n)/.test(source)) return each(tokenizePiece(source, 0, source.length, 0, diagnostics));
  let start = 0;
  let line = 0;
  while (start < source.length) {
    const { end, lines } = pieceEnd(source, start);
    each(tokenizePiece(source, start, end, line, diagnostics));
    start = end;
    line += lines;
  }
}

/**
 * Where the piece from `start` ends: after the PIECE_LINES-th line feed, or a later one, but never after a
 * line that ends in `_` (a continuation joins it to the next); `lines` is the number of lines in it.
 */
function pieceEnd(source: string, start: number): { end: number; lines: number } {
  let feeds = 0;
  for (let at = source.indexOf('\n', start); at >= 0; at = source.indexOf('\n', at + 1)) {
    if (++feeds >= PIECE_LINES && !continues(source, at)) return { end: at + 1, lines: feeds };
  }
  return { end: source.length, lines: feeds };
}

/** Whether the line ending at the line feed at `at` ends in `_` (blanks and a CR aside). */
function continues(source: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && ' \t\r'.includes(source[before])) before--;
  return source.charCodeAt(before) === UNDERSCORE;
}

function tokenizePiece(source: string, start: number, end: number, line: number, diagnostics: Diagnostic[]): IToken[] {
  const text = start === 0 && end === source.length ? source : source.slice(start, end);
  const errors: ScanError[] = [];
  const tokens = scan(text, start, line, (token) => diagnostics.push(unexpected(token.image, token.startLine, token.startColumn)), errors);
  // characters above 255 have no token at all: reported after the piece's Invalid tokens, as Chevrotain's lexer did
  for (const error of errors) diagnostics.push(unexpected(text.substr(error.offset, error.length), error.line, error.column));
  return tokens;
}

function unexpected(text: string, line: number | undefined, col: number | undefined): Diagnostic {
  return { message: `Syntax error: unexpected character '${text}'`, line: line ?? 1, col: col ?? 1, code: 2 };
}

export type HighlightKind =
  | 'keyword' | 'builtin' | 'number' | 'string' | 'comment' | 'identifier' | 'operator' | 'label'
  | 'punctuation' | 'invalid';

export interface HighlightSpan {
  from: number;
  to: number;
  kind: HighlightKind;
}

function kindOf(token: IToken, atLineStart: boolean, next: IToken | undefined): HighlightKind {
  const type = token.tokenType;
  if (tokenMatcher(token, Comment)) return 'comment';
  if (type === StringLiteral) return 'string';
  if (type === NumberLiteral) return atLineStart ? 'label' : 'number';
  if (type === Identifier) return atLineStart && next?.tokenType === Colon ? 'label' : 'identifier';
  if (type === Invalid) return 'invalid';
  if (tokenMatcher(token, Builtin)) return 'builtin';
  if (K[type.name] === type) return 'keyword';
  if ([RelOp, AddOp, MulOp].some((category) => tokenMatcher(token, category))) return 'operator';
  if (type === Backslash || type === Caret) return 'operator';
  return 'punctuation';
}

/** Token spans for the web editor, as offsets into `source`. A DATA statement is a keyword then a string. */
export function highlight(source: string): HighlightSpan[] {
  const { tokens } = tokenize(source);
  const spans: HighlightSpan[] = [];
  let atLineStart = true;
  tokens.forEach((token, index) => {
    if (token.tokenType === Newline) {
      atLineStart = true;
      return;
    }
    const from = token.startOffset;
    const to = from + token.image.length;
    if (token.tokenType === DataText) {
      spans.push({ from, to: from + 4, kind: 'keyword' });
      if (to > from + 4) spans.push({ from: from + 4, to, kind: 'string' });
    } else {
      spans.push({ from, to, kind: kindOf(token, atLineStart, tokens[index + 1]) });
    }
    atLineStart = false;
  });
  return spans;
}
