// Chevrotain token types for QBasic 1.1 / QuickBASIC 4.5 source. Keywords are case-insensitive. The lexer
// matches every word as one Identifier and tokenize() retypes reserved ones through KEYWORDS_BY_WORD: one
// pattern instead of ~200 keyword regexes makes building and running the lexer far cheaper, and a word is a
// keyword exactly when the whole word is one, so `printer`, `endif1` and `forward` stay identifiers.
import { createToken, Lexer, type TokenType } from 'chevrotain';

/** Statement and clause keywords (reserved words that are not functions). */
export const STATEMENT_KEYWORDS = [
  'ACCESS', 'ALIAS', 'AND', 'ANY', 'APPEND', 'AS', 'BASE', 'BEEP', 'BINARY', 'BLOAD', 'BSAVE', 'BYVAL',
  'CALL', 'CALLS', 'CASE', 'CDECL', 'CHAIN', 'CHDIR', 'CIRCLE', 'CLEAR', 'CLOSE', 'CLS', 'COLOR', 'COM',
  'COMMON', 'CONST', 'DECLARE', 'DEF', 'DEFDBL', 'DEFINT', 'DEFLNG', 'DEFSNG', 'DEFSTR', 'DIM', 'DO',
  'DOUBLE', 'DRAW', 'ELSE', 'ELSEIF', 'END', 'ENVIRON', 'EQV', 'ERASE', 'ERROR', 'EXIT', 'FIELD', 'FILES',
  'FOR', 'FUNCTION', 'GET', 'GOSUB', 'GOTO', 'IF', 'IMP', 'INPUT', 'INTEGER', 'IOCTL', 'IS', 'KEY', 'KILL',
  'LET', 'LINE', 'LIST', 'LOCAL', 'LOCATE', 'LOCK', 'LONG', 'LOOP', 'LPRINT', 'LSET', 'MKDIR', 'MOD', 'NAME', 'NEXT',
  'NOT', 'OFF', 'ON', 'OPEN', 'OPTION', 'OR', 'OUT', 'OUTPUT', 'PAINT', 'PALETTE', 'PCOPY', 'POKE',
  'PRESET', 'PRINT', 'PSET', 'PUT', 'RANDOM', 'RANDOMIZE', 'READ', 'REDIM', 'RESET', 'RESTORE', 'RESUME',
  'RETURN', 'RMDIR', 'RSET', 'RUN', 'SEG', 'SELECT', 'SHARED', 'SHELL', 'SIGNAL', 'SINGLE', 'SLEEP', 'SOUND',
  'STATIC', 'STEP', 'STOP', 'STRING', 'SUB', 'SWAP', 'SYSTEM', 'THEN', 'TO', 'TROFF', 'TRON', 'TYPE',
  'UEVENT', 'UNLOCK', 'UNTIL', 'USING', 'VIEW', 'WAIT', 'WEND', 'WHILE', 'WIDTH', 'WINDOW', 'WRITE', 'XOR',
];

/** Built-in functions and variables: they parse as BuiltinExpr. Some also start statements (SCREEN, PLAY ...). */
export const BUILTIN_KEYWORDS = [
  'ABS', 'ASC', 'ATN', 'CDBL', 'CHR$', 'CINT', 'CLNG', 'COMMAND$', 'COS', 'CSNG', 'CSRLIN', 'CVD', 'CVDMBF',
  'CVI', 'CVL', 'CVS', 'CVSMBF', 'DATE$', 'ENVIRON$', 'EOF', 'ERDEV', 'ERDEV$', 'ERL', 'ERR', 'EXP',
  'FILEATTR', 'FIX', 'FRE', 'FREEFILE', 'HEX$', 'INKEY$', 'INP', 'INPUT$', 'INSTR', 'INT', 'IOCTL$',
  'LBOUND', 'LCASE$', 'LEFT$', 'LEN', 'LOC', 'LOF', 'LOG', 'LPOS', 'LTRIM$', 'MID$', 'MKD$', 'MKDMBF$',
  'MKI$', 'MKL$', 'MKS$', 'MKSMBF$', 'OCT$', 'PEEK', 'PEN', 'PLAY', 'PMAP', 'POINT', 'POS', 'RIGHT$', 'RND',
  'RTRIM$', 'SADD', 'SCREEN', 'SEEK', 'SETMEM', 'SGN', 'SIN', 'SPACE$', 'SPC', 'SQR', 'STICK', 'STR$',
  'STRIG', 'STRING$', 'TAB', 'TAN', 'TIME$', 'TIMER', 'UBOUND', 'UCASE$', 'VAL', 'VARPTR', 'VARPTR$',
  'VARSEG',
];

const RESERVED = new Set([...STATEMENT_KEYWORDS, ...BUILTIN_KEYWORDS, 'REM', 'DATA']);
/** Character classes of ASCII codes for the identifier scanner: letters, digits and `.`, type suffixes. */
const LETTER = 1;
const DIGIT_OR_DOT = 2;
const SUFFIX = 4;
const DOLLAR = 36;
const NAME_CHARS = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code);
  if (/[A-Za-z]/.test(char)) NAME_CHARS[code] = LETTER;
  else if (/[0-9.]/.test(char)) NAME_CHARS[code] = DIGIT_OR_DOT;
  else if ('%&!#$'.includes(char)) NAME_CHARS[code] = SUFFIX;
}
/** The one match object, refilled on every call: Chevrotain reads `[0]` at once (exec would allocate one). */
const identifierMatch = [''] as unknown as RegExpExecArray;

function classAt(text: string, index: number): number {
  const code = index < text.length ? text.charCodeAt(index) : 128;
  return code < 128 ? NAME_CHARS[code] : 0;
}

// `[A-Za-z][A-Za-z0-9.]*[%&!#$]?`, scanned by character code: a sticky RegExp costs more per call.
// `PRINT#1`, `INPUT#1`, `GET#1`: a reserved word takes no numeric suffix, so `#` `%` `&` `!` are left to lex
// alone; but a reserved word followed by `$` is a string variable (`end$`, `Option$`, `Line$`: QBasic's own
// MONEY.BAS and SORTDEMO.BAS use them) unless word + `$` is itself reserved (`STRING$`, `INPUT$`).
function matchIdentifier(text: string, offset: number): RegExpExecArray | null {
  if (classAt(text, offset) !== LETTER) return null;
  let end = offset + 1;
  while ((classAt(text, end) & (LETTER | DIGIT_OR_DOT)) !== 0) end++;
  if (classAt(text, end) === SUFFIX) {
    if (text.charCodeAt(end) === DOLLAR || !RESERVED.has(text.substring(offset, end).toUpperCase())) end++;
  }
  identifierMatch[0] = text.substring(offset, end);
  return identifierMatch;
}

/** Category: every token an unsupported statement may swallow (all but `:`, ELSE, comments, line ends). */
export const AnyToken = createToken({ name: 'AnyToken', pattern: Lexer.NA });

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'];

export const Identifier = createToken({
  name: 'Identifier',
  label: 'identifier',
  pattern: matchIdentifier,
  start_chars_hint: LETTERS,
  line_breaks: false,
  categories: [AnyToken],
});

/** Category: built-in function keywords. */
export const Builtin = createToken({ name: 'Builtin', label: 'built-in function', pattern: Lexer.NA });
/** Category: `'` comments and REM. */
export const Comment = createToken({ name: 'Comment', label: 'comment', pattern: Lexer.NA });
export const RelOp = createToken({ name: 'RelOp', label: 'relational operator', pattern: Lexer.NA });
export const AddOp = createToken({ name: 'AddOp', label: '+ or -', pattern: Lexer.NA });
export const MulOp = createToken({ name: 'MulOp', label: '* or /', pattern: Lexer.NA });
export const LogicOp = createToken({ name: 'LogicOp', label: 'logical operator', pattern: Lexer.NA });
/** Category: the arithmetic and relational binary operators (everything below `^` and above NOT). */
export const ArithOp = createToken({ name: 'ArithOp', label: 'operator', pattern: Lexer.NA });
/** Category: every binary operator but `^` (ArithOp and LogicOp). */
export const BinaryOperator = createToken({ name: 'BinaryOperator', label: 'operator', pattern: Lexer.NA });

/**
 * What `createToken({ categories })` records for a token whose categories have no categories of their own.
 * Done by hand for every token with categories because createToken rebuilds each category's member list on
 * every call, which for ~250 members of AnyToken costs more than building the whole lexer.
 */
function joinCategories(token: TokenType, categories: TokenType[]): void {
  token.CATEGORIES = categories;
  for (const category of categories) {
    category.categoryMatchesMap![token.tokenTypeIdx!] = true;
    category.categoryMatches!.push(token.tokenTypeIdx!);
    category.isParent = true;
  }
}

/** createToken, then joinCategories. */
function tokenIn(categories: TokenType[], config: Parameters<typeof createToken>[0]): TokenType {
  const token = createToken(config);
  joinCategories(token, categories);
  return token;
}

/** Keyword tokens by upper-case spelling, e.g. `K['PRINT']`, `K['LEFT$']`. */
export const K: Record<string, TokenType> = {};
/** The same tokens keyed for the lexer's lookup of each matched word. */
export const KEYWORDS_BY_WORD = new Map<string, TokenType>();
const keywordTokens: TokenType[] = [];
const builtinSet = new Set(BUILTIN_KEYWORDS);
const logicOps = new Set(['AND', 'OR', 'XOR', 'EQV', 'IMP']);
for (const word of [...new Set([...STATEMENT_KEYWORDS, ...BUILTIN_KEYWORDS])]) {
  // ELSE ends a single-line IF branch, so an unsupported statement must not swallow it.
  const categories = word === 'ELSE' ? [] : [AnyToken];
  if (builtinSet.has(word)) categories.push(Builtin);
  if (logicOps.has(word)) categories.push(LogicOp, BinaryOperator);
  if (word === 'MOD') categories.push(ArithOp, BinaryOperator);
  const token = createToken({ name: word, label: word, pattern: Lexer.NA });
  joinCategories(token, categories);
  K[word] = token;
  KEYWORDS_BY_WORD.set(word, token);
  keywordTokens.push(token);
}

// Every pattern below says which characters it starts with and that it spans no line break (or that it
// does), so building the lexer need not parse the regular expressions to find out.
const op = (name: string, label: string, char: string, categories: TokenType[] = []) =>
  tokenIn([AnyToken, ...categories], { name, label, pattern: char, line_breaks: false });
const arith = [ArithOp, BinaryOperator];

/** The one match object of `matchBlanks`, refilled on every call as `identifierMatch` is. */
const blanksMatch = [''] as unknown as RegExpExecArray;
const SPACE = 32;
const TAB = 9;
const CTRL_Z = 26;

/** `[ \t\x1a]+`, scanned by character code: blanks are every other token, and a sticky RegExp costs more per call. */
function matchBlanks(text: string, offset: number): RegExpExecArray | null {
  let end = offset;
  for (let code = text.charCodeAt(end); code === SPACE || code === TAB || code === CTRL_Z; code = text.charCodeAt(++end));
  if (end === offset) return null;
  blanksMatch[0] = end === offset + 1 ? text[offset] : text.substring(offset, end);
  return blanksMatch;
}

export const WhiteSpace = createToken({
  name: 'WhiteSpace', pattern: matchBlanks, group: Lexer.SKIPPED, start_chars_hint: [' ', '\t', '\x1a'], line_breaks: false,
});
/** `_` at the end of a line joins it to the next (QuickBASIC 4.5). */
export const Continuation = createToken({
  name: 'Continuation',
  pattern: /_[ \t]*(?:\r\n?|\n)/,
  group: Lexer.SKIPPED,
  start_chars_hint: ['_'],
  line_breaks: true,
});
export const Newline = createToken({
  name: 'Newline', label: 'end of line', pattern: /\r\n?|\n/, start_chars_hint: ['\r', '\n'], line_breaks: true,
});
export const Apostrophe = tokenIn([Comment], {
  name: 'Apostrophe', label: 'comment', pattern: /'[^\r\n]*/, start_chars_hint: ["'"], line_breaks: false,
});
export const RemComment = tokenIn([Comment], {
  name: 'REM',
  label: 'REM',
  pattern: /rem(?![A-Za-z0-9.%&!#$])[^\r\n]*/i,
  start_chars_hint: ['R', 'r'],
  line_breaks: false,
});
/** A whole DATA statement up to `:` or the line end: its items are raw text, split by the parser. */
export const DataText = tokenIn([AnyToken], {
  name: 'DATA',
  label: 'DATA',
  pattern: /data(?![A-Za-z0-9.%&!#$])(?:"[^"\r\n]*"?|[^"\r\n:])*/i,
  start_chars_hint: ['D', 'd'],
  line_breaks: false,
});
/** A string literal; QBasic lets an unterminated string end at the line end. */
export const StringLiteral = tokenIn([AnyToken], {
  name: 'StringLiteral', label: 'string', pattern: /"[^"\r\n]*"?/, start_chars_hint: ['"'], line_breaks: false,
});
export const NumberLiteral = tokenIn([AnyToken], {
  name: 'NumberLiteral',
  label: 'number',
  pattern: /(?:&H[0-9A-F]+|&O?[0-7]+)[%&]?|(?:\d+\.?\d*|\.\d+)(?:[ED][+-]?\d+)?[%&!#]?/i,
  start_chars_hint: ['&', '.', ...'0123456789'],
  line_breaks: false,
});

const relational = [RelOp, ArithOp, BinaryOperator];
/** A two-character relational operator, in either order as QBasic allows (`><` is `<>`). */
const relationalPair = (name: string, label: string, pattern: RegExp, firstChars: string[]) =>
  tokenIn([AnyToken, ...relational], { name, label, pattern, start_chars_hint: firstChars, line_breaks: false });

export const NotEq = relationalPair('NotEq', '<>', /<>|></, ['<', '>']);
export const LtEq = relationalPair('LtEq', '<=', /<=|=</, ['<', '=']);
export const GtEq = relationalPair('GtEq', '>=', />=|=>/, ['>', '=']);
export const Eq = op('Eq', '=', '=', relational);
export const Lt = op('Lt', '<', '<', relational);
export const Gt = op('Gt', '>', '>', relational);
export const Plus = op('Plus', '+', '+', [AddOp, ArithOp, BinaryOperator]);
export const Minus = op('Minus', '-', '-', [AddOp, ArithOp, BinaryOperator]);
export const Star = op('Star', '*', '*', [MulOp, ArithOp, BinaryOperator]);
export const Slash = op('Slash', '/', '/', [MulOp, ArithOp, BinaryOperator]);
export const Backslash = op('Backslash', '\\', '\\', arith);
export const Caret = op('Caret', '^', '^');
export const LParen = op('LParen', '(', '(');
export const RParen = op('RParen', ')', ')');
export const Comma = op('Comma', ',', ',');
export const Semicolon = op('Semicolon', ';', ';');
export const Hash = op('Hash', '#', '#');
export const Dot = op('Dot', '.', '.');
export const Question = op('Question', '?', '?');
export const Colon = createToken({ name: 'Colon', label: ':', pattern: ':', line_breaks: false });
/** Any other character: reported as a syntax error where it stands. */
export const Invalid = createToken({
  name: 'Invalid',
  label: 'invalid character',
  pattern: (text: string, offset: number) => (offset < text.length ? [text[offset]] as unknown as RegExpExecArray : null),
  start_chars_hint: Array.from({ length: 256 }, (_, code) => String.fromCharCode(code)),
  line_breaks: false,
});

/** What the lexer matches, in order (keywords arrive as Identifier and are retyped afterwards). */
export const LEXER_TOKENS: TokenType[] = [
  WhiteSpace, Continuation, Newline, Apostrophe, StringLiteral, NumberLiteral, RemComment, DataText, Identifier,
  NotEq, LtEq, GtEq, Eq, Lt, Gt, Plus, Minus, Star, Slash, Backslash, Caret,
  LParen, RParen, Comma, Semicolon, Colon, Hash, Dot, Question, Invalid,
];

/** The parser's vocabulary: every token type, keywords and categories included. */
export const ALL_TOKENS: TokenType[] = [
  ...LEXER_TOKENS, ...keywordTokens,
  AnyToken, Builtin, Comment, RelOp, AddOp, MulOp, LogicOp, ArithOp, BinaryOperator,
];

export function isReserved(word: string): boolean {
  return RESERVED.has(word.toUpperCase());
}
