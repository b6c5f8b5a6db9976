// The machine on hand-built ASTs: types, arithmetic, control flow, procedures.
import { describe, expect, it } from 'vitest';
import type { Expr, Loc, Program, Stmt } from '../../src/parser/ast.js';
import { compile, Machine } from '../../src/runtime/index.js';
import { ScriptedHost } from '../support/host.js';

const at = (line = 1, col = 1): Loc => ({ line, col });
const num = (value: number, type: 'INTEGER' | 'LONG' | 'SINGLE' | 'DOUBLE' = 'INTEGER'): Expr =>
  ({ kind: 'number', value, type, text: String(value), loc: at() });
const str = (value: string): Expr => ({ kind: 'string', value, loc: at() });
const name = (n: string, suffix: '' | '%' | '&' | '!' | '#' | '$' = ''): Expr & { kind: 'name' } =>
  ({ kind: 'name', name: n, suffix, loc: at() });
const bin = (op: any, left: Expr, right: Expr): Expr => ({ kind: 'binary', op, left, right, loc: at() });
const print = (...items: Expr[]): Stmt => ({
  kind: 'print', items: items.flatMap((e, i) => (i ? [{ kind: 'sep', sep: ';' } as const, { kind: 'expr', expr: e } as const] : [{ kind: 'expr', expr: e } as const])), loc: at(),
});
const assign = (target: any, expr: Expr, loc = at()): Stmt => ({ kind: 'assign', target, expr, loc });

function run(body: Stmt[]) {
  const { executable, diagnostics } = compile({ body } as Program);
  if (!executable) return { diagnostics, output: '', outcome: undefined };
  const host = new ScriptedHost();
  const outcome = new Machine(executable, host).run();
  return { diagnostics, output: host.output, outcome };
}

describe('runtime core (hand-built ASTs)', () => {
  it('prints numbers with sign column and trailing space', () => {
    const r = run([print(bin('+', num(1), num(2))), print(str('a'), num(-5))]);
    expect(r.output).toBe(' 3 \na-5 \n');
    expect(r.outcome).toEqual({ kind: 'end' });
  });

  it('raises Overflow on 16-bit INTEGER arithmetic', () => {
    const r = run([assign(name('x', '&'), bin('*', num(6), num(6000)), at(4, 3))]);
    expect(r.outcome).toMatchObject({ kind: 'error', code: 6, line: 4, message: 'Overflow' });
  });

  it('reports Type mismatch before running', () => {
    const r = run([print(str('x')), assign(name('a', '$'), num(5), at(1, 12))]);
    expect(r.diagnostics).toEqual([{ message: 'Type mismatch', line: 1, col: 12, code: 13 }]);
  });

  it('runs FOR loops with the counter one step past the limit', () => {
    const r = run([
      { kind: 'for', variable: name('i', '%'), from: num(1), to: num(3), body: [print(name('i', '%'))], loc: at() },
      print(name('i', '%')),
    ]);
    expect(r.output).toBe(' 1 \n 2 \n 3 \n 4 \n');
  });

  it('calls a FUNCTION with by-reference arguments', () => {
    const r = run([
      assign(name('a', '%'), num(5)),
      print({ kind: 'index', name: 'f', suffix: '%', args: [name('a', '%')], loc: at() }),
      print(name('a', '%')),
      {
        kind: 'function', name: 'f', suffix: '%', isStatic: false, loc: at(),
        params: [{ name: 'x', suffix: '', isArray: false, asType: { kind: 'scalar', type: 'INTEGER', loc: at() }, loc: at() }],
        body: [assign(name('x'), bin('+', name('x'), num(1))), assign(name('f', '%'), bin('*', name('x'), num(10)))],
      },
    ]);
    expect(r.diagnostics).toEqual([]);
    expect(r.output).toBe(' 60 \n 6 \n');
  });
});
