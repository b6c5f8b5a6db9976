// The shipped listings' parse trees the web build makes (web/src/core/parsed-listing.ts, vite.config.ts):
// decoding gives back exactly the tree the parser makes, undefined parts, -0, NaN and the infinities
// included, and a run compiled from a decoded tree behaves as the run from the text, errors and all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile, Machine, parse, type Program } from '../../src/index.js';
import { unicodeToCp437 } from '../../web/src/core/cp437.js';
import { decodeProgram, encodeProgram, listingText } from '../../web/src/core/parsed-listing.js';
import { ScriptedHost } from '../support/host.js';

const PROGRAMS = join(import.meta.dirname, '../../programs');
const listings = readdirSync(PROGRAMS).filter((file) => file.endsWith('.bas'));

/** A listing's text exactly as the page runs it (as vite.config.ts parses it). */
const shipped = (file: string) => unicodeToCp437(listingText(readFileSync(join(PROGRAMS, file), 'utf8')));

function runTree(program: Program, keys = '') {
  const { executable, diagnostics } = compile(program);
  expect(diagnostics).toEqual([]);
  const host = new ScriptedHost({ keys });
  const outcome = new Machine(executable!, host, { maxSteps: 5_000_000 }).run();
  return { outcome, output: host.output };
}

describe('shipped parse trees', () => {
  it.each(listings)('%s: the decoded tree is the parsed tree', (file) => {
    const { program, diagnostics } = parse(shipped(file));
    expect(diagnostics).toEqual([]);
    expect(decodeProgram(encodeProgram(program))).toStrictEqual(program);
  });

  it('keeps undefined parts of statements, in objects and in arrays', () => {
    const { program } = parse('LOCATE , 5\nFOR i = 1 TO 2: PRINT i;: NEXT\nCIRCLE (1, 2), 3, , , , .5\n');
    const text = encodeProgram(program);
    const decoded = decodeProgram(text);
    expect(decoded).toStrictEqual(program);
    const locate = decoded.body[0] as unknown as Record<string, unknown[]>;
    const args = Object.values(locate).find(Array.isArray)!;
    expect(args.length).toBeGreaterThan(1);
    expect(0 in args && args[0] === undefined).toBe(true); // a slot holding undefined, not a hole
    expect('step' in (decoded.body[1] as object)).toBe(true);
    expect((decoded.body[1] as { step?: unknown }).step).toBeUndefined();
  });

  it('keeps -0, NaN and the infinities', () => {
    const tree = { body: [{ kind: 'number', values: [-0, NaN, Infinity, -Infinity, 0, 1.5] }] } as unknown as Program;
    const values = (decodeProgram(encodeProgram(tree)).body[0] as unknown as { values: number[] }).values;
    expect(Object.is(values[0], -0)).toBe(true);
    expect(values.slice(1)).toEqual([NaN, Infinity, -Infinity, 0, 1.5]);
    expect(Object.is(values[4], 0)).toBe(true);
  });

  it('Minesweeper from its decoded tree plays the won game as from its text', () => {
    const keys = readFileSync(join(import.meta.dirname, '../golden/minesweeper/won.keys'), 'latin1');
    const { program } = parse(shipped('minesweeper.bas'));
    const fromText = runTree(program, keys);
    const fromTree = runTree(decodeProgram(encodeProgram(program)), keys);
    expect(fromTree.output).toBe(fromText.output);
    expect(fromTree.output).toContain('CLEARED');
    expect(fromTree.outcome).toEqual(fromText.outcome);
  });

  it('a runtime error from a decoded tree is reported at the same line and column', () => {
    const { program } = parse('DIM a%\nPRINT "x";\na% = 32767\na% = a% + 1\n');
    const fromText = runTree(program);
    const fromTree = runTree(decodeProgram(encodeProgram(program)));
    expect(fromText.outcome).toMatchObject({ kind: 'error', line: 4 });
    expect(fromTree.outcome).toEqual(fromText.outcome);
    expect(fromTree.output).toBe(fromText.output);
  });
});
