// The QBasic lexer: one Chevrotain Lexer, built on first use, shared by the parser and the editor's highlighter.
import { Lexer, tokenMatcher, type IToken, type TokenType } from 'chevrotain';
import type { Diagnostic } from './diagnostic.js';
import {
  Builtin, Colon, Comment, DataText, Identifier, Invalid, Newline, NumberLiteral, StringLiteral,
  K, KEYWORDS_BY_WORD, LEXER_TOKENS, RelOp, AddOp, MulOp, Backslash, Caret,
} from './tokens.js';

export * from './tokens.js';
export { decodeNumber, type DecodedNumber, type NumberType } from './literals.js';

/** The QBasic lexer; `validate` runs Chevrotain's definition checks (slow: the unit tests do it once). */
export function createLexer(validate = false): Lexer {
  return new Lexer(LEXER_TOKENS, {
    positionTracking: 'onlyStart',
    ensureOptimizations: true,
    skipValidations: !validate,
  });
}

let sharedLexer: Lexer | undefined;
/** Keyword (or null) by word as spelled, so that a word seen before needs no upper-casing; bounded in size. */
const keywordBySpelling = new Map<string, TokenType | null>();
const identifierIdx = Identifier.tokenTypeIdx;
const invalidIdx = Invalid.tokenTypeIdx;

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
  const result = (sharedLexer ??= createLexer()).tokenize(text);
  const tokens = result.tokens;
  const found: Diagnostic[] = [];
  retype(tokens, found, start, line);
  // characters above 255 have no token at all; Chevrotain skips them and reports them here
  for (const error of result.errors) {
    const chars = text.substr(error.offset, error.length);
    found.push(unexpected(chars, error.line === undefined ? undefined : error.line + line, error.column));
  }
  if (found.length > 0) for (const d of firstOfEachLine(found)) diagnostics.push(d);
  return tokens;
}

/** QBasic stops at the first error of a line: a line of stray characters is one error, not one a character. */
function firstOfEachLine(found: Diagnostic[]): Diagnostic[] {
  const first = new Map<number, Diagnostic>();
  for (const d of found) {
    const before = first.get(d.line);
    if (!before || d.col < before.col) first.set(d.line, d);
  }
  return [...first.values()];
}

/**
 * Identifiers that are reserved words become keyword tokens; Invalid tokens become diagnostics; positions
 * move by `offset` characters and `lines` lines (a piece's place in the source). A function of its own: the
 * engine optimises this loop while it runs, and code after a loop that has not run yet when it does would be
 * thrown out again (deoptimised) at the loop's end on every call.
 */
function retype(tokens: IToken[], diagnostics: Diagnostic[], offset: number, lines: number): void {
  // an indexed loop: until the JIT optimises it, `for of` costs an iterator step per token
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (lines !== 0 || offset !== 0) {
      token.startOffset += offset;
      token.startLine! += lines;
    }
    if (token.tokenTypeIdx === identifierIdx) {
      const keyword = keywordOf(token.image);
      if (keyword) {
        token.tokenType = keyword;
        token.tokenTypeIdx = keyword.tokenTypeIdx!;
      }
    } else if (token.tokenTypeIdx === invalidIdx) {
      diagnostics.push(unexpected(token.image, token.startLine, token.startColumn));
    }
  }
}

function unexpected(text: string, line: number | undefined, col: number | undefined): Diagnostic {
  return { message: `Syntax error: unexpected character '${text}'`, line: line ?? 1, col: col ?? 1, code: 2 };
}

function keywordOf(word: string): TokenType | null {
  let keyword = keywordBySpelling.get(word);
  if (keyword === undefined) {
    keyword = KEYWORDS_BY_WORD.get(word.toUpperCase()) ?? null;
    if (keywordBySpelling.size < 10000) keywordBySpelling.set(word, keyword);
  }
  return keyword;
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
