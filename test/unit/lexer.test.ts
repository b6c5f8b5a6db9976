import { readFileSync } from 'node:fs';
import { Lexer, type IToken } from 'chevrotain';
import { describe, expect, it, vi } from 'vitest';
import { LEXER_TOKENS, createLexer, decodeNumber, highlight, isReserved, tokenize, tokenizeInPieces } from '../../src/lexer/index.js';
import type { Diagnostic } from '../../src/lexer/diagnostic.js';

const kinds = (source: string) => tokenize(source).tokens.map((token) => token.tokenType.name);
const images = (source: string) => tokenize(source).tokens.map((token) => token.image);

describe('numeric literals', () => {
  const cases: [string, number, string][] = [
    ['12', 12, 'INTEGER'],
    ['32767', 32767, 'INTEGER'],
    ['32768', 32768, 'LONG'],
    ['2147483647', 2147483647, 'LONG'],
    ['2147483648', 2147483648, 'DOUBLE'],
    ['1.5', 1.5, 'SINGLE'],
    ['.5', 0.5, 'SINGLE'],
    ['1E-7', Math.fround(1e-7), 'SINGLE'],
    ['1.1', Math.fround(1.1), 'SINGLE'],
    ['1234567.', 1234567, 'SINGLE'],
    ['12345678.', 12345678, 'DOUBLE'],
    ['3.14159265', 3.14159265, 'DOUBLE'],
    // every digit typed counts, leading zeros too (real QBasic 1.1: 0.1234567 / 3 prints
    // 4.115223333333334D-02, .1234567 / 3 4.115224E-02, PRINT 1.2345678E5 123456.78, 1.234567E5 123456.7)
    ['0.1234567', 0.1234567, 'DOUBLE'],
    ['.1234567', Math.fround(0.1234567), 'SINGLE'],
    ['0000000.5', 0.5, 'DOUBLE'],
    ['00000.5', 0.5, 'SINGLE'],
    ['1.0000000', 1, 'DOUBLE'],
    ['1.2345678E5', 123456.78, 'DOUBLE'],
    ['1.234567E5', Math.fround(123456.7), 'SINGLE'],
    ['0.1234567E1', 1.234567, 'DOUBLE'],
    ['1D+16', 1e16, 'DOUBLE'],
    ['1d3', 1000, 'DOUBLE'],
    ['12!', 12, 'SINGLE'],
    ['3#', 3, 'DOUBLE'],
    ['7&', 7, 'LONG'],
    ['7%', 7, 'INTEGER'],
    ['&HFF', 255, 'INTEGER'],
    ['&hff', 255, 'INTEGER'],
    ['&HFFFF', -1, 'INTEGER'],
    ['&H8000', -32768, 'INTEGER'],
    ['&H7FFF', 32767, 'INTEGER'],
    ['&H10000', 65536, 'LONG'],
    ['&HFFFF&', 65535, 'LONG'],
    ['&HFFFFFFFF', -1, 'LONG'],
    ['&O17', 15, 'INTEGER'],
    ['&17', 15, 'INTEGER'],
  ];
  it.each(cases)('%s is %s %s', (text, value, type) => {
    expect(kinds(text)).toEqual(['NumberLiteral']);
    expect(decodeNumber(text)).toEqual({ ok: true, value, type });
  });

  it('reports overflow for literals that fit no type', () => {
    expect(decodeNumber('&H100000000')).toMatchObject({ ok: false, code: 6 });
    expect(decodeNumber('40000%')).toMatchObject({ ok: false, code: 6 });
    expect(decodeNumber('1E39')).toMatchObject({ ok: false, code: 6 });
  });
});

describe('names and keywords', () => {
  it('keeps type suffixes and dots in identifiers', () => {
    expect(images('a% b& c! d# e$ fieldReveal% player.x a.b$')).toEqual([
      'a%', 'b&', 'c!', 'd#', 'e$', 'fieldReveal%', 'player.x', 'a.b$',
    ]);
    expect(new Set(kinds('a% b& c! d# e$ player.x'))).toEqual(new Set(['Identifier']));
  });

  it('ends a name at the first character that cannot continue it', () => {
    expect(images('x1.2y%3 Ab9$+c')).toEqual(['x1.2y%', '3', 'Ab9$', '+', 'c']);
    expect(kinds('abc\xe9d')).toEqual(['Identifier', 'Invalid', 'Identifier']);
    expect(images('n%%')).toEqual(['n%', '%']);
  });

  it('matches keywords in any case', () => {
    expect(kinds('print Print PRINT goto')).toEqual(['PRINT', 'PRINT', 'PRINT', 'GOTO']);
  });

  it('lexes words that merely start with a keyword as identifiers', () => {
    expect(kinds('printer endif1 forward remain todo ifx data1 lefty')).toEqual(Array(8).fill('Identifier'));
  });

  it('lexes built-in functions with their $', () => {
    expect(kinds('LEFT$ left INPUT$ INPUT MID$ INKEY$ chr$')).toEqual([
      'LEFT$', 'Identifier', 'INPUT$', 'INPUT', 'MID$', 'INKEY$', 'CHR$',
    ]);
  });

  it('splits a reserved word from a following # or suffix (PRINT#1)', () => {
    expect(kinds('PRINT#1, x')).toEqual(['PRINT', 'Hash', 'NumberLiteral', 'Comma', 'Identifier']);
    expect(kinds('GET#1')).toEqual(['GET', 'Hash', 'NumberLiteral']);
    expect(kinds('end% = 1')).toEqual(['END', 'Invalid', 'Eq', 'NumberLiteral']);
  });

  it('makes a reserved word followed by $ a string variable unless word + $ is reserved', () => {
    expect(kinds('end$ Option$ Line$ Type$ do$ REM$ data$')).toEqual(Array(7).fill('Identifier'));
    expect(kinds('STRING$ INPUT$ date$')).toEqual(['STRING$', 'INPUT$', 'DATE$']);
  });

  it('accepts the alternative spellings of relational operators', () => {
    expect(kinds('<> >< <= =< >= => = < >')).toEqual(['NotEq', 'NotEq', 'LtEq', 'LtEq', 'GtEq', 'GtEq', 'Eq', 'Lt', 'Gt']);
  });
});

describe('strings, comments and DATA', () => {
  it('reads strings without escapes and ends an unterminated one at the line end', () => {
    expect(images('"a""b"')).toEqual(['"a"', '"b"']);
    expect(images('PRINT "abc\nx')).toEqual(['PRINT', '"abc', '\n', 'x']);
  });

  it("lexes ' and REM comments to the end of the line", () => {
    expect(kinds("x = 1 ' it's : a comment\nREM another: one\nremark = 2")).toEqual([
      'Identifier', 'Eq', 'NumberLiteral', 'Apostrophe', 'Newline', 'REM', 'Newline', 'Identifier', 'Eq', 'NumberLiteral',
    ]);
    expect(images("'$DYNAMIC")).toEqual(["'$DYNAMIC"]);
    expect(images("REM $INCLUDE: 'a.bi'")).toEqual(["REM $INCLUDE: 'a.bi'"]);
  });

  it('keeps a DATA statement whole up to a colon outside quotes', () => {
    expect(images('DATA 1, "a:b", c : PRINT')).toEqual(['DATA 1, "a:b", c ', ':', 'PRINT']);
    expect(kinds('database = 1')).toEqual(['Identifier', 'Eq', 'NumberLiteral']);
  });
});

describe('layout', () => {
  it('joins lines ending in _ and tracks 1-based line:column', () => {
    const { tokens } = tokenize('a = 1 + _\n  2\n  PRINT');
    expect(tokens.map((token) => [token.image, token.startLine, token.startColumn])).toEqual([
      ['a', 1, 1], ['=', 1, 3], ['1', 1, 5], ['+', 1, 7], ['2', 2, 3], ['\n', 2, 4], ['PRINT', 3, 3],
    ]);
  });

  it('skips runs of blanks, tabs and Ctrl+Z between tokens, and columns count each one', () => {
    const { tokens } = tokenize('\ta \t\x1a=  1\x1a\n \t');
    expect(tokens.map((token) => [token.image, token.startLine, token.startColumn])).toEqual([
      ['a', 1, 2], ['=', 1, 6], ['1', 1, 9], ['\n', 1, 11],
    ]);
  });

  it('accepts CRLF and CR line ends', () => {
    expect(kinds('a\r\nb\rc')).toEqual(['Identifier', 'Newline', 'Identifier', 'Newline', 'Identifier']);
  });

  it('turns stray characters into Invalid tokens with a diagnostic', () => {
    const result = tokenize('x = @1');
    expect(result.tokens.map((token) => token.tokenType.name)).toContain('Invalid');
    expect(result.diagnostics).toEqual([{ message: "Syntax error: unexpected character '@'", line: 1, col: 5, code: 2 }]);
  });

  it('reports only the first stray character of a line, as QBasic stops at the first error', () => {
    const line = '\x01'.repeat(589_824);
    const source = `PRINT 1\n${line}\nx = @ \u0100 @\n\u0100@\nPRINT 2\n`;
    const diagnostics: Diagnostic[] = [];
    tokenizeInPieces(source, diagnostics, () => {});
    expect(diagnostics.map((d) => `${d.line}:${d.col}`)).toEqual(['2:1', '3:5', '4:1']);
    expect(tokenize(source).diagnostics).toEqual(diagnostics);
  });

  it('lexes ? as a token of its own', () => {
    expect(kinds('?"hi"')).toEqual(['Question', 'StringLiteral']);
  });
});

describe('tokenizing in pieces', () => {
  const view = (tokens: IToken[]) =>
    tokens.map((t) => `${t.tokenType.name} ${t.image} @${t.startOffset} ${t.startLine}:${t.startColumn}`);
  const inPieces = (source: string) => {
    const diagnostics: Diagnostic[] = [];
    const pieces: IToken[][] = [];
    tokenizeInPieces(source, diagnostics, (tokens) => pieces.push(tokens));
    return { pieces, tokens: pieces.flat(), diagnostics };
  };

  it('gives the tokens and diagnostics of one whole tokenize, positions included', () => {
    const lines = Array.from({ length: 1100 }, (_, i) => {
      if (i % 256 === 255) return `x${i} = 1 + _`; // a continuation right where a piece would end
      if (i % 97 === 5) return `PRINT "caf\u00e9" \u20ac @ ' ${i}`; // above 255 and a stray character: errors
      if (i % 50 === 7) return `y${i} = 2 ' comment ends in _`;
      return i % 3 === 0 ? `a${i}(2) = b - ${i}` : `CALL s${i}: PRINT ${i}; "t"`;
    });
    for (const end of ['\n', '\r\n', '\r']) {
      const source = lines.join(end);
      const whole = tokenize(source);
      const pieces = inPieces(source);
      expect(view(pieces.tokens)).toEqual(view(whole.tokens));
      // the same diagnostics; parse() sorts them by position
      const sorted = (list: Diagnostic[]) => [...list].sort((a, b) => a.line - b.line || a.col - b.col);
      expect(sorted(pieces.diagnostics)).toEqual(sorted(whole.diagnostics));
      expect(whole.diagnostics.length).toBe(12); // the first of each line with errors
      // LF and CR LF sources come in pieces, each ending with a line end; a CR-only source in one
      expect(pieces.pieces.length).toBe(end === '\r' ? 1 : 5);
    }
  });

  it('never ends a piece after a line that a `_` continues', () => {
    const source = Array.from({ length: 300 }, (_, i) => `PRINT ${i}; _`).join('\n') + '\nPRINT 1\n';
    const { pieces } = inPieces(source);
    expect(pieces.length).toBe(1);
    expect(view(pieces[0])).toEqual(view(tokenize(source).tokens));
  });
});

describe('highlight', () => {
  it('classifies every token for the editor', () => {
    const source = 'start: PRINT LEFT$(a$, 2); 1.5 \' note\n10 DATA x, y\n@';
    const spans = highlight(source).map((span) => [source.slice(span.from, span.to), span.kind]);
    expect(spans).toEqual([
      ['start', 'label'], [':', 'punctuation'], ['PRINT', 'keyword'], ['LEFT$', 'builtin'], ['(', 'punctuation'],
      ['a$', 'identifier'], [',', 'punctuation'], ['2', 'number'], [')', 'punctuation'], [';', 'punctuation'],
      ['1.5', 'number'], ["' note", 'comment'], ['10', 'label'], ['DATA', 'keyword'], [' x, y', 'string'],
      ['@', 'invalid'],
    ]);
  });

  it('marks operators', () => {
    expect(highlight('a+b<>c').map((span) => span.kind)).toEqual(['identifier', 'operator', 'identifier', 'operator', 'identifier']);
  });
});

describe('lexer definition', () => {
  it('passes Chevrotain definition checks without warnings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(() => createLexer(true)).not.toThrow();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('lexes exactly as the unoptimised lexer does (the start-character hints are right)', () => {
    const safe = new Lexer(LEXER_TOKENS, { positionTracking: 'onlyStart', safeMode: true });
    const fast = createLexer();
    const everyByte = Array.from({ length: 256 }, (_, code) => String.fromCharCode(code)).join('');
    const sources = [
      readFileSync(new URL('../../programs/minesweeper.bas', import.meta.url), 'latin1'),
      everyByte, `x${everyByte}1${everyByte}"${everyByte}`, `'${everyByte}\nREM${everyByte}\nDATA${everyByte}`,
      'a<>b><c<=d=<e>=f=>g _\n h',
    ];
    const shape = (lexer: Lexer, source: string) => {
      const result = lexer.tokenize(source);
      return [result.tokens.map((t) => [t.tokenType.name, t.image, t.startOffset, t.startLine, t.startColumn]), result.errors];
    };
    for (const source of sources) expect(shape(fast, source)).toEqual(shape(safe, source));
  });

  it('makes a word a keyword only when the whole word is reserved', () => {
    const words = ['print', 'PRINT', 'printer', 'print1', 'print.x', 'LEFT$', 'left', 'left$x', 'MID$', 'mid%', 'INPUT$', 'inputs'];
    for (const word of words) {
      const [token] = tokenize(word).tokens;
      expect(token.tokenType.name === 'Identifier').toBe(!isReserved(token.image));
    }
  });
});
