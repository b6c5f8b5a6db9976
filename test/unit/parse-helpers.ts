// Shared helpers for the parser tests.
import { expect } from 'vitest';
import { parse, type ParseOptions } from '../../src/parser/index.js';
import type { Diagnostic, Stmt } from '../../src/parser/ast.js';

/** A copy of an AST value without `loc` / `endLoc` fields, for compact comparisons. */
export function stripLocs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripLocs) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key, field]) => key !== 'loc' && key !== 'endLoc' && field !== undefined);
  return Object.fromEntries(entries.map(([key, field]) => [key, stripLocs(field)])) as T;
}

/** Parses a program that must have no diagnostics and returns its statements without locations. */
export function body(source: string): Stmt[] {
  const { program, diagnostics } = parse(source);
  expect(diagnostics).toEqual([]);
  return stripLocs(program.body);
}

/** The single statement of a one-statement program, without locations. */
export function only(source: string): Stmt {
  const statements = body(source);
  expect(statements).toHaveLength(1);
  return statements[0];
}

/** Diagnostics as `line:col message` strings. */
export function problems(source: string, options?: ParseOptions): string[] {
  return parse(source, options).diagnostics.map((d: Diagnostic) => `${d.line}:${d.col} ${d.message}`);
}

export const num = (value: number, type = 'INTEGER', text = String(value)) => ({ kind: 'number', value, type, text });
export const str = (value: string) => ({ kind: 'string', value });
export const name = (id: string, suffix = '') => ({ kind: 'name', name: id, suffix });
export const bin = (op: string, left: unknown, right: unknown) => ({ kind: 'binary', op, left, right });
export const un = (op: string, operand: unknown) => ({ kind: 'unary', op, operand });
