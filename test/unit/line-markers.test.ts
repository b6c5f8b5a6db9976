// A line number costs an instruction (setting the last line run, for ERL) only in a program that reads ERL
// or in a debug build; elsewhere it is a label like any other, and what the program does is the same.
import { describe, expect, it } from 'vitest';
import { loadProgram, runSource } from '../../src/index.js';
import { ScriptedHost } from '../support/host.js';

const lines = '10 x = 1\n20 x = x + 1\n30 IF x < 5 THEN 20\n40 PRINT x\n';

function instructions(source: string, debug = false): number {
  const { executable } = loadProgram(source, { debug });
  return executable!.main.code.length;
}

describe('line numbers', () => {
  it('are labels only, in a program that does not read ERL', () => {
    expect(instructions(lines)).toBe(instructions(lines.replace(/^(\d+) /gm, 'L$1: ').replace(/THEN 20/, 'THEN GOTO L20')));
  });

  it('set the last line run when the program reads ERL, or in a debug build', () => {
    const withErl = `${lines}50 PRINT ERL\n`;
    expect(instructions(withErl)).toBe(instructions(`${lines}PRINT ERL\n`.replace(/^(\d+) /gm, 'L$1: ').replace(/THEN 20/, 'THEN GOTO L20')) + 5);
    expect(instructions(lines, true)).toBeGreaterThan(instructions(lines));
  });

  it('give ERL the line of the error either way', () => {
    const host = new ScriptedHost();
    runSource('ON ERROR GOTO h\n10 x = 1\n20 y = 1 / 0\n30 PRINT "back"\nEND\nh: PRINT "ERL"; ERL\nRESUME NEXT\n', host);
    expect(host.output).toBe('ERL 20 \nback\n');
  });
});
