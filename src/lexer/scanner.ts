// The lexer proper: the tokens Chevrotain's Lexer makes from LEXER_TOKENS (same types, images, positions and
// errors; test/unit/lexer.test.ts compares the two), by one switch on the first character. Building a
// Chevrotain Lexer and running its general loop cold cost a first check about 15% of its time; this loop is
// small enough for the engine to optimise early. The patterns that need a regular expression are the tokens'
// own, made sticky.
import type { IToken, TokenType } from 'chevrotain';
import {
  Apostrophe, Backslash, Caret, Colon, Comma, Continuation, DataText, Dot, Eq, GtEq, Gt, Hash, Identifier, Invalid,
  KEYWORDS_BY_WORD, LParen, LtEq, Lt, Minus, Newline, NotEq, NumberLiteral, Plus, Question, RemComment, RParen,
  Semicolon, Slash, Star, StringLiteral, WhiteSpace, identifierEnd,
} from './tokens.js';

/** A character no token starts with (above 255), as Chevrotain reports it: one error per character; `line` is in the whole source. */
export interface ScanError {
  offset: number;
  line: number;
  column: number;
  length: number;
}

const sticky = (token: TokenType): RegExp => {
  const pattern = token.PATTERN as RegExp;
  return new RegExp(pattern.source, `${pattern.flags}y`);
};
const WHITE_SPACE = sticky(WhiteSpace);
const CONTINUATION = sticky(Continuation);
const APOSTROPHE = sticky(Apostrophe);
const STRING = sticky(StringLiteral);
const NUMBER = sticky(NumberLiteral);
const REM = sticky(RemComment);
const DATA = sticky(DataText);

// What may start at a character (codes 0-255); the order of the tries within each is LEXER_TOKENS' order.
const INVALID = 0;
const BLANK = 1;
const UNDERSCORE = 2;
const LINE_END = 3;
const QUOTE = 4;
const STRING_START = 5;
const NUMBER_START = 6;
const LETTER_R = 7;
const LETTER_D = 8;
const LETTER = 9;
const RELATIONAL = 10;
const SINGLE = 11;

const START = new Uint8Array(256);
/** The token of a one-character operator or punctuation mark, by character code. */
const SINGLE_TOKENS: TokenType[] = [];
for (const char of ' \t\x1a') START[char.charCodeAt(0)] = BLANK;
for (const char of '0123456789&.') START[char.charCodeAt(0)] = NUMBER_START;
for (let code = 65; code <= 122; code++) if (code <= 90 || code >= 97) START[code] = LETTER;
START['R'.charCodeAt(0)] = START['r'.charCodeAt(0)] = LETTER_R;
START['D'.charCodeAt(0)] = START['d'.charCodeAt(0)] = LETTER_D;
START[95] = UNDERSCORE;
START[13] = START[10] = LINE_END;
START[39] = QUOTE;
START[34] = STRING_START;
START[60] = START[61] = START[62] = RELATIONAL;
/** `<`, `=`, `>`: alone, and by the code of the character after them the two-character operator they start. */
const PAIRS: { alone: TokenType; then: TokenType[] }[] = [];
PAIRS[60] = { alone: Lt, then: [] };
PAIRS[60].then[62] = NotEq;
PAIRS[60].then[61] = LtEq;
PAIRS[62] = { alone: Gt, then: [] };
PAIRS[62].then[60] = NotEq;
PAIRS[62].then[61] = GtEq;
PAIRS[61] = { alone: Eq, then: [] };
PAIRS[61].then[60] = LtEq;
PAIRS[61].then[62] = GtEq;
for (const token of [Plus, Minus, Star, Slash, Backslash, Caret, LParen, RParen, Comma, Semicolon, Colon, Hash, Question]) {
  const code = (token.PATTERN as string).charCodeAt(0);
  START[code] = SINGLE;
  SINGLE_TOKENS[code] = token;
}

/** Keyword (or null) by word as spelled, so that a word seen before needs no upper-casing; bounded in size. */
const keywordBySpelling = new Map<string, TokenType | null>();

function keywordOf(word: string): TokenType | null {
  let keyword = keywordBySpelling.get(word);
  if (keyword === undefined) {
    keyword = KEYWORDS_BY_WORD.get(word.toUpperCase()) ?? null;
    if (keywordBySpelling.size < 10000) keywordBySpelling.set(word, keyword);
  }
  return keyword;
}

/** Length of the sticky pattern's match at `offset`, or 0. */
function matchAt(pattern: RegExp, text: string, offset: number): number {
  pattern.lastIndex = offset;
  return pattern.test(text) ? pattern.lastIndex - offset : 0;
}

/**
 * The tokens of `text` (whitespace and `_` continuations dropped), reserved words typed as their keywords,
 * positions moved by `base` characters and `lines` lines (a piece's place in the source). An Invalid token
 * is also reported through `invalid`; characters above 255 make no token and go to `errors` (offset in `text`).
 */
export function scan(
  text: string, base: number, lines: number, invalid: (token: IToken) => void, errors: ScanError[],
): IToken[] {
  const tokens: IToken[] = [];
  const length = text.length;
  let offset = 0;
  let line = lines + 1;
  let column = 1;
  while (offset < length) {
    const code = text.charCodeAt(offset);
    let type: TokenType | undefined;
    let size = 1;
    const start = code < 256 ? START[code] : -1;
    switch (start) {
      case BLANK:
        size = matchAt(WHITE_SPACE, text, offset);
        break;
      case UNDERSCORE:
        size = matchAt(CONTINUATION, text, offset);
        if (size > 0) {
          offset += size;
          line++;
          column = 1;
          continue;
        }
        size = 1;
        type = Invalid;
        break;
      case LINE_END:
        type = Newline;
        if (code === 13 && text.charCodeAt(offset + 1) === 10) size = 2;
        break;
      case QUOTE:
        type = Apostrophe;
        size = matchAt(APOSTROPHE, text, offset);
        break;
      case STRING_START:
        type = StringLiteral;
        size = matchAt(STRING, text, offset);
        break;
      case NUMBER_START:
        size = matchAt(NUMBER, text, offset);
        if (size > 0) type = NumberLiteral;
        else {
          size = 1;
          type = code === 46 ? Dot : Invalid;
        }
        break;
      case LETTER_R:
      case LETTER_D:
      case LETTER: {
        const comment = start === LETTER_R ? REM : start === LETTER_D ? DATA : undefined;
        const whole = comment === undefined ? 0 : matchAt(comment, text, offset);
        if (whole > 0) {
          size = whole;
          type = comment === REM ? RemComment : DataText;
          break;
        }
        size = identifierEnd(text, offset) - offset;
        const image = text.substr(offset, size);
        tokens.push(token(image, base + offset, line, column, keywordOf(image) ?? Identifier));
        offset += size;
        column += size;
        continue;
      }
      case RELATIONAL: {
        const pair = PAIRS[code];
        const both = pair.then[text.charCodeAt(offset + 1)];
        type = both ?? pair.alone;
        if (both !== undefined) size = 2;
        break;
      }
      case SINGLE:
        type = SINGLE_TOKENS[code];
        break;
      case INVALID:
        type = Invalid;
        break;
      default:
        errors.push({ offset, line, column, length: 1 });
        offset++;
        column++;
        continue;
    }
    if (type !== undefined) {
      const made = token(text.substr(offset, size), base + offset, line, column, type);
      tokens.push(made);
      if (type === Invalid) invalid(made);
    }
    if (type === Newline) {
      line++;
      column = 1;
    } else {
      column += size;
    }
    offset += size;
  }
  return tokens;
}

/** A token as Chevrotain's lexer makes it with `positionTracking: 'onlyStart'` (the same fields in the same order). */
function token(image: string, startOffset: number, startLine: number, startColumn: number, tokenType: TokenType): IToken {
  return { image, startOffset, startLine, startColumn, tokenTypeIdx: tokenType.tokenTypeIdx!, tokenType };
}
