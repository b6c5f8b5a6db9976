// The F1 help: every keyword the lexer knows has a page, and every page's example is a program that
// passes check() and, when it needs no keyboard, runs to its end without an error.
import { describe, expect, it } from 'vitest';
import { BUILTIN_KEYWORDS, check, STATEMENT_KEYWORDS } from '../../src/index.js';
import { HELP, helpFor, titleOf } from '../../web/src/edit/help/index.js';
import { runBasic } from '../support/run.js';

describe('F1 help', () => {
  it('has a page for every keyword the lexer knows', () => {
    const missing = [...STATEMENT_KEYWORDS, ...BUILTIN_KEYWORDS, 'REM', 'DATA'].filter((word) => !helpFor(word));
    expect(missing).toEqual([]);
  });

  it('looks words up whatever their case', () => {
    expect(titleOf(helpFor('print')!)).toBe('PRINT');
    expect(helpFor('left$')!.words).toContain('LEFT$');
    expect(helpFor('nosuchword')).toBeUndefined();
  });

  it('has pages with a syntax, an explanation and an example', () => {
    for (const entry of HELP) {
      expect(entry.syntax.trim(), titleOf(entry)).not.toBe('');
      expect(entry.text.length, titleOf(entry)).toBeGreaterThan(40);
      expect(entry.example.trim(), titleOf(entry)).not.toBe('');
    }
  });

  it.each(HELP.map((entry) => [titleOf(entry), entry] as const))('%s: its example passes check()', (_title, entry) => {
    expect(check(entry.example).map((d) => `${d.line}:${d.col}: ${d.message}`)).toEqual([]);
  });

  it.each(HELP.filter((entry) => entry.unsupported).map((entry) => [titleOf(entry), entry] as const))(
    '%s: its example stops where the page says this interpreter lacks the feature',
    (_title, entry) => {
      expect(entry.text).toContain('Advanced feature unavailable');
      expect(runBasic(entry.example, { maxSteps: 2_000_000 }).outcome).toMatchObject({ kind: 'error', code: 73 });
    },
  );

  it.each(HELP.filter((entry) => !entry.unsupported).map((entry) => [titleOf(entry), entry] as const))(
    '%s: its example runs to its end (given its keys when it reads the keyboard)',
    (_title, entry) => {
      const run = runBasic(entry.example, { maxSteps: 2_000_000, keys: entry.keys });
      expect(run.diagnostics).toEqual([]);
      expect(run.outcome, run.output).toEqual({ kind: 'end' });
    },
  );
});
