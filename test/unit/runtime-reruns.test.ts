// Runs of one executable one after another (the bench, the debugger's replays, RUN): module-level variables
// and procedure frames are kept by the executable between runs and renewed, so each run starts as the
// first did, whatever the last one left behind.
import { describe, expect, it } from 'vitest';
import { loadProgram, Machine } from '../../src/index.js';
import { ScriptedHost } from '../support/host.js';

const PROGRAM = `DECLARE SUB bump (x AS LONG, by AS INTEGER)
DECLARE FUNCTION depth% (n AS INTEGER)
DIM SHARED a(3) AS INTEGER, t AS STRING
PRINT n&; a(1); LEN(t); depth%(3)
n& = n& + 5: a(1) = a(1) + 7: t = t + "xy"
bump n&, 2
bump n&, 2
PRINT n&; a(1); LEN(t)
IF fail THEN bump n&, 32767
SUB bump (x AS LONG, by AS INTEGER)
  STATIC times AS INTEGER
  DIM scratch(2) AS INTEGER
  times = times + 1
  scratch(1) = scratch(1) + by
  x = x + scratch(1) * times + by
END SUB
FUNCTION depth% (n AS INTEGER)
  IF n = 0 THEN depth% = 0 ELSE depth% = 1 + depth%(n - 1)
END FUNCTION
`;

function runOnce(exe: ConstructorParameters<typeof Machine>[0]) {
  const host = new ScriptedHost();
  const machine = new Machine(exe, host);
  const outcome = machine.run();
  return { output: host.output, outcome };
}

describe('runs of one executable', () => {
  it('start from fresh variables, arrays, STATIC locals and procedure locals every time', () => {
    const { executable } = loadProgram(PROGRAM);
    const first = runOnce(executable!);
    expect(first.outcome).toEqual({ kind: 'end' });
    expect(first.output).toBe(' 0  0  0  3 \n 15  7  2 \n');
    for (let i = 0; i < 3; i++) expect(runOnce(executable!)).toEqual(first);
  });

  it('start fresh after a run that ended with an error inside a procedure', () => {
    const failing = PROGRAM.replace('IF fail THEN', 'fail = 1\nIF fail THEN');
    const { executable } = loadProgram(failing);
    const broken = runOnce(executable!);
    expect(broken.outcome).toMatchObject({ kind: 'error', code: 6 });
    expect(runOnce(executable!)).toEqual(broken);
  });
});
