// The stored grammar (src/parser/grammar-data.ts) is what Chevrotain records from the parser's rules now.
// UPDATE_GRAMMAR=1 npx vitest run test/unit/stored-grammar.test.ts rewrites it after a rule changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { EmbeddedActionsParser, serializeGrammar, type Rule } from 'chevrotain';
import { describe, expect, it, vi } from 'vitest';
import { ALL_TOKENS } from '../../src/lexer/index.js';
import { GRAMMAR } from '../../src/parser/grammar-data.js';
import { StatementParser } from '../../src/parser/stmt-parser.js';
import { decodeGrammar, encodeGrammar } from '../../src/parser/stored-grammar.js';

const DATA = new URL('../../src/parser/grammar-data.ts', import.meta.url);

/** The parser with the grammar recorded afresh (validate) and the one built from the stored grammar. */
const recorded = new StatementParser(true);
const rulesOf = (parser: StatementParser) => Object.values(parser.getGAstProductions()) as Rule[];
const fresh = encodeGrammar(rulesOf(recorded));

describe('stored grammar', () => {
  it('is the grammar recorded from the rules', () => {
    if (process.env.UPDATE_GRAMMAR && fresh !== GRAMMAR) {
      const text = readFileSync(DATA, 'utf8');
      expect(fresh).not.toMatch(/['\\\n]/);
      writeFileSync(DATA, text.replace(/export const GRAMMAR = '.*';/, () => `export const GRAMMAR = '${fresh}';`));
      return;
    }
    // after a change to a rule: UPDATE_GRAMMAR=1 npx vitest run test/unit/stored-grammar.test.ts
    expect(GRAMMAR).toBe(fresh);
  });

  it('builds the parser Chevrotain builds from a recording, object for object', () => {
    const stored = new StatementParser();
    const a = rulesOf(stored);
    const b = rulesOf(recorded);
    expect(a.map((rule) => rule.name)).toEqual(b.map((rule) => rule.name));
    expect(serializeGrammar(a)).toEqual(serializeGrammar(b));
    // class and own fields of every production, references to rules and tokens included
    const walk = (x: unknown, y: unknown, seen: Set<unknown>) => {
      if (typeof x !== 'object' || x === null || seen.has(x)) {
        expect(x === y || (typeof x !== 'object' && Object.is(x, y)) || (ALL_TOKENS as unknown[]).includes(x) || seen.has(x)).toBe(true);
        return;
      }
      seen.add(x);
      expect(Object.getPrototypeOf(x)).toBe(Object.getPrototypeOf(y));
      expect(Object.keys(x).sort()).toEqual(Object.keys(y as object).sort());
      for (const key of Object.keys(x)) {
        const [u, v] = [(x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key]];
        if (key === 'referencedRule') expect((u as Rule).name).toBe((v as Rule).name);
        else if ((ALL_TOKENS as unknown[]).includes(u)) expect(u).toBe(v);
        else walk(u, v, seen);
      }
    };
    for (let index = 0; index < a.length; index++) walk(a[index], b[index], new Set());
  });

  it('stands in for the recording', () => {
    const record = vi.spyOn(EmbeddedActionsParser.prototype as unknown as { enableRecording(): void }, 'enableRecording');
    try {
      new StatementParser();
      expect(record).not.toHaveBeenCalled();
      new StatementParser(true);
      expect(record).toHaveBeenCalledOnce();
    } finally {
      record.mockRestore();
    }
  });

  it("leaves Chevrotain's resolver out for the stored rules, whose references are resolved as they are decoded", () => {
    type Tracer = { TRACE_INIT(phase: string, body: () => unknown): unknown };
    const trace = vi.spyOn(EmbeddedActionsParser.prototype as unknown as Tracer, 'TRACE_INIT');
    const phases = () => trace.mock.calls.map(([phase]) => phase);
    try {
      new StatementParser();
      expect(phases()).toContain('Grammar Recording');
      expect(phases()).not.toContain('Grammar Resolving');
      trace.mockClear();
      new StatementParser(true);
      expect(phases()).toContain('Grammar Resolving');
    } finally {
      trace.mockRestore();
    }
  });

  it('has every rule, and names only tokens that exist', () => {
    const rules = decodeGrammar(GRAMMAR, ALL_TOKENS);
    expect(rules.size).toBe(rulesOf(recorded).length);
    expect(() => decodeGrammar('[["x",[["T",0,"NoSuchToken"]]]]', ALL_TOKENS)).toThrow(/no token/);
    expect(() => decodeGrammar('[["x",[["N",0,"noSuchRule"]]]]', ALL_TOKENS)).toThrow(/no rule noSuchRule/);
  });
});
