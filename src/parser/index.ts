// parse(): source text to a Program AST plus every syntax and block-structure diagnostic. Never throws.
// Design: one Chevrotain EmbeddedActionsParser (the rules build AST nodes directly, so there is no CST and
// no parallel visitor for ~70 statement rules) parses one line at a time; blocks (FOR/NEXT, IF/END IF ...)
// are assembled afterwards by BlockBuilder, which is how QBasic's own messages ("NEXT without FOR") arise.
import type { IRecognitionException, IToken } from 'chevrotain';
import { Colon, Comment, Eq, Identifier, Invalid, K, Newline, tokenizeInPieces } from '../lexer/index.js';
import type { Diagnostic, Loc, Program, Stmt } from './ast.js';
import { BlockBuilder } from './blocks.js';
import { builtinInclude } from './builtin-includes.js';
import { pruneTooDeep } from './complexity.js';
import type { BlockWord, Item, Marker } from './items.js';
import { StatementParser } from './stmt-parser.js';

export type * from './ast.js';

export interface ParseOptions {
  /** the text of a `'$INCLUDE: 'file'` file, or undefined when it does not exist */
  include?: (file: string) => string | undefined;
}

export interface ParseResult {
  program: Program;
  diagnostics: Diagnostic[];
}

/** QuickBASIC 4.5 nests include files at most 5 levels ("Limits to QuickBASIC"; beyond: Too many files) */
const MAX_INCLUDE_DEPTH = 5;
const MAX_INCLUDES = 256;
let sharedParser: StatementParser | undefined;

/** Parses a whole QBasic program, collecting all syntax errors (one per statement at most). */
export function parse(source: string, options: ParseOptions = {}): ParseResult {
  const diagnostics: Diagnostic[] = [];
  if (source.charCodeAt(0) === BINARY_FORMAT) {
    diagnostics.push({ message: BINARY_MESSAGE, line: 1, col: 1, code: 2 });
    return { program: { body: [] }, diagnostics };
  }
  (sharedParser ??= new StatementParser()).knownSubs.clear();
  try {
    const builder = new BlockBuilder(diagnostics);
    feedSource(source, { builder, options, includes: 0, open: [] }, diagnostics, 0);
    const program = { body: builder.finish() };
    pruneTooDeep(program, diagnostics);
    return { program, diagnostics: sortDiagnostics(diagnostics) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    diagnostics.push({ message: `Internal error: ${detail}`, line: 1, col: 1, code: 51 });
    return { program: { body: [] }, diagnostics: sortDiagnostics(diagnostics) };
  }
}

/** QuickBASIC's own save format (binary, "fast load") starts with byte FC; QBasic and we read text. */
const BINARY_FORMAT = 0xfc;
const BINARY_MESSAGE = "This is QuickBASIC's binary (fast load) format, not text: open it in QuickBASIC and save it with Save As, Text, to run it";

/** A DOS end-of-file mark: Ctrl+Z with nothing after it but blanks, NULs or more marks. */
const END_OF_FILE_MARK = /\x1a[\s\x00\x1a]*$/;

/** What every level of $INCLUDE shares: where statements go, how files are read, how many were included. */
interface Feed {
  builder: BlockBuilder;
  options: ParseOptions;
  includes: number;
  /** the files being included, outermost first (upper case) */
  open: string[];
}

function feedSource(source: string, feed: Feed, diagnostics: Diagnostic[], depth: number) {
  tokenizeInPieces(source.replace(END_OF_FILE_MARK, ''), diagnostics, (tokens) => {
    let start = 0;
    for (let index = 0; index <= tokens.length; index++) {
      if (index < tokens.length && tokens[index].tokenType !== Newline) continue;
      if (index > start) {
        const items = parseLine(tokens.slice(start, index), diagnostics);
        for (let at = 0; at < items.length; at++) {
          const item = items[at];
          feed.builder.add(item);
          if ((item.kind === 'declare' && item.procKind === 'SUB') || item.kind === 'sub') {
            sharedParser!.knownSubs.add(item.name.toUpperCase());
          }
          if (item.kind === 'meta' && item.name === 'INCLUDE') include(item, feed, diagnostics, depth);
        }
      }
      start = index + 1;
    }
  });
}

function include(meta: Stmt & { kind: 'meta' }, feed: Feed, diagnostics: Diagnostic[], depth: number) {
  const report = (message: string, code: number) => diagnostics.push({ message, code, ...meta.loc });
  const file = meta.arg ?? '';
  const key = file.toUpperCase().replace(/\//g, '\\');
  // QuickBASIC's limit and its message for it; a file already being included would nest without end
  if (depth >= MAX_INCLUDE_DEPTH || feed.open.includes(key)) return report('Too many files', 67);
  // files that each include the next several times would otherwise expand exponentially
  if (++feed.includes > MAX_INCLUDES) return report('Out of memory', 7);
  const text = file ? feed.options.include?.(file) ?? builtinInclude(file) : undefined;
  if (text === undefined) return report('File not found', 53);
  const inner: Diagnostic[] = [];
  feed.open.push(key);
  feedSource(text, feed, inner, depth + 1);
  feed.open.pop();
  for (const d of inner) report(`${d.message} (in ${file} at ${d.line}:${d.col})`, d.code);
}

/** Parses one physical line (continuations already joined) into items; a syntax error keeps what came before it. */
function parseLine(tokens: IToken[], diagnostics: Diagnostic[]): Item[] {
  const parser = (sharedParser ??= new StatementParser());
  parser.items = [];
  parser.atLineStart = true;
  parser.statementStart = 0;
  parser.emittedStart = -1;
  parser.diagnostics = diagnostics;
  parser.input = tokens;
  try {
    parser.line();
  } catch (error) {
    // absurd nesting (thousands of parentheses) runs out of stack; QBasic too gives up on such a line
    if (!(error instanceof RangeError)) throw error;
    return tooComplex(tokens, diagnostics);
  }
  const items = parser.items;
  const error = parser.firstError();
  if (error === undefined) return items;
  if (!tokens.some((token) => token.tokenType === Invalid)) {
    diagnostics.push({ message: errorMessage(error, tokens), code: 2, ...errorLoc(error.token, tokens) });
  }
  if (parser.statementStart !== parser.emittedStart) {
    const broken = brokenBlock(tokens, parser.statementStart);
    if (broken) items.push(broken);
  }
  return items;
}

function tooComplex(tokens: IToken[], diagnostics: Diagnostic[]): Item[] {
  diagnostics.push({ message: 'Expression too complex', code: 2, ...errorLoc(tokens[0], tokens) });
  return [];
}

/** Chevrotain's message, except that junk where a statement should start asks for a statement. */
function errorMessage(error: IRecognitionException, tokens: IToken[]): string {
  const index = tokens.indexOf(error.token);
  const atStatementStart = index === 0 || (index > 0 && tokens[index - 1].tokenType === Colon);
  return error.name === 'NotAllInputParsedException' && atStatementStart ? 'Syntax error: expected statement' : error.message;
}

function errorLoc(token: IToken, tokens: IToken[]): Loc {
  if (token.startLine !== undefined && !Number.isNaN(token.startLine)) {
    return { line: token.startLine, col: token.startColumn ?? 1 };
  }
  const last = tokens[tokens.length - 1];
  return { line: last.startLine ?? 1, col: (last.startColumn ?? 1) + last.image.length };
}

const OPENING_KEYWORDS: [string, BlockWord][] = [
  ['FOR', 'FOR'], ['DO', 'DO'], ['WHILE', 'WHILE'], ['SELECT', 'SELECT'], ['SUB', 'SUB'],
  ['FUNCTION', 'FUNCTION'], ['TYPE', 'TYPE'],
];
const CLOSING_KEYWORDS: [string, BlockWord][] = [['NEXT', 'FOR'], ['LOOP', 'DO'], ['WEND', 'WHILE']];
const END_WORDS: BlockWord[] = ['IF', 'SELECT', 'SUB', 'FUNCTION', 'DEF', 'TYPE'];

/** A statement with a syntax error still opens or closes its block, so one typo does not unbalance the rest. */
function brokenBlock(tokens: IToken[], start: number): Marker | undefined {
  const first = tokens[start];
  if (!first) return undefined;
  const loc = { line: first.startLine ?? 1, col: first.startColumn ?? 1 };
  const type = first.tokenType;
  const opens = OPENING_KEYWORDS.find(([word]) => K[word] === type)?.[1];
  if (opens) return { kind: '$broken', opens, loc };
  const closes = CLOSING_KEYWORDS.find(([word]) => K[word] === type)?.[1];
  if (closes) return { kind: '$broken', closes, loc };
  const rest = tokens.slice(start + 1).filter((token) => !(token.tokenType.CATEGORIES ?? []).includes(Comment));
  if (type === K['END']) {
    const what = END_WORDS.find((word) => rest[0]?.tokenType === K[word]);
    return what ? { kind: '$broken', closes: what, loc } : undefined;
  }
  if (type === K['IF'] && rest[rest.length - 1]?.tokenType === K['THEN']) return { kind: '$broken', opens: 'IF', loc };
  const isMultiLineDef = rest[0]?.tokenType === Identifier && !rest.some((token) => token.tokenType === Eq);
  if (type === K['DEF'] && isMultiLineDef) return { kind: '$broken', opens: 'DEF', loc };
  return undefined;
}

function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics
    .filter((d) => {
      const key = `${d.line}:${d.col}:${d.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.col - b.col);
}
