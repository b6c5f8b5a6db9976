// Exercises that check themselves (src/exercise): the text format, pictures, each kind of check, the
// shipped exercises against their model and wrong solutions (test/fixtures/exercises), and the CLI.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkSolution, comparePictures, decodePicture, encodePicture, formatExercise, parseExercise, procedureBlocks, runForCheck,
} from '../../src/exercise/index.js';

const ROOT = path.join(import.meta.dirname, '../..');
const SHIPPED = path.join(ROOT, 'programs/exercises');
const FIXTURES = path.join(ROOT, 'test/fixtures/exercises');
const read = (file: string) => fs.readFileSync(file, 'latin1');

const COUNT = `'@ exercise Count
'@ task
Print 1 to 3.
'@ start
' here
'@ check output One to three
'@ expected
 1
 2
 3
`;

describe('exercise format', () => {
  it('reads sections and writes them back the same', () => {
    const e = parseExercise(COUNT);
    expect(e).toMatchObject({ title: 'Count', task: 'Print 1 to 3.', start: "' here" });
    expect(e.checks).toEqual([{ kind: 'output', name: 'One to three', keys: '', expected: ' 1\n 2\n 3' }]);
    expect(parseExercise(formatExercise(e))).toEqual(e);
  });

  it('says what is wrong with a damaged exercise, with the line', () => {
    expect(() => parseExercise('hello')).toThrow(/line 1: text outside a section/);
    expect(() => parseExercise("'@ exercise X\n'@ check sound Beep\n")).toThrow(/line 2: a check is output, screen or program/);
    expect(() => parseExercise("'@ exercise X\n'@ check output A\n")).toThrow(/has no '@ expected/);
    expect(() => parseExercise("'@ task\nx\n")).toThrow(/starts with '@ exercise/);
  });
});

describe('pictures', () => {
  it('encode as runs and decode to the same pixels', () => {
    const run = runForCheck('SCREEN 13\nLINE (0, 0)-(10, 10), 4\nPSET (319, 199), 15\n', '');
    const text = encodePicture(run.picture!);
    expect(text).toMatch(/^320x200 [0-9a-f]{6},[0-9a-f]{6},[0-9a-f]{6} /);
    const back = decodePicture(text);
    expect(comparePictures(run.picture!, back).count).toBe(0);
  });

  it('count and place the differing pixels', () => {
    const a = runForCheck('SCREEN 13\nPSET (5, 7), 2\n', '').picture!;
    const b = runForCheck('SCREEN 13\nPSET (5, 7), 2\nPSET (9, 1), 3\n', '').picture!;
    expect(comparePictures(a, b)).toMatchObject({ sameSize: true, count: 1, first: [[9, 1]] });
    expect(comparePictures(a, runForCheck('SCREEN 12\n', '').picture!).sameSize).toBe(false);
    expect(() => decodePicture('2x1 000000 3*0')).toThrow(/bad run/);
  });
});

describe('checks', () => {
  it('output: trailing spaces and blank lines do not count; the first different line is given', () => {
    const e = parseExercise(COUNT);
    expect(checkSolution(e, 'FOR i = 1 TO 3: PRINT i: NEXT\nPRINT\n').passed).toBe(true);
    const wrong = checkSolution(e, 'FOR i = 1 TO 3: PRINT i + (i = 2): NEXT\n');
    expect(wrong.passed).toBe(false);
    expect(wrong.results[0]).toMatchObject({ passed: false, line: 2, actual: ' 1 \n 1 \n 3 \n' });
  });

  it('types the keys, and says when the program wants more keys, loops for ever or stops with an error', () => {
    const ask = parseExercise("'@ exercise A\n'@ check output Echo\n'@ keys hi{enter}\n'@ expected\n? hi\nhi\n");
    expect(checkSolution(ask, 'INPUT a$: PRINT a$\n').passed).toBe(true);
    expect(checkSolution(ask, 'INPUT a$: INPUT b$\n').results[0]!.summary).toMatch(/waited for more keys/);
    expect(checkSolution(ask, 'DO: LOOP\n').results[0]!.summary).toMatch(/did not end within/);
    expect(checkSolution(ask, 'INPUT a$: PRINT 1 / 0\n').results[0]!.summary).toBe('the program stopped with an error: Division by zero (line 1, column 11)');
    const broken = checkSolution(ask, 'PRINT "a\nFOR i = 1 TO 2\n');
    expect(broken.problems).toEqual(['2:1: FOR without NEXT']);
    expect(broken.passed).toBe(false);
  });

  it('screen: compares with a model program, or a picture captured from one', () => {
    const model = 'SCREEN 13\nCIRCLE (50, 50), 10, 4\n';
    const withModel = parseExercise(`'@ exercise C\n'@ check screen Circle\n'@ model\n${model}`);
    const picture = encodePicture(runForCheck(model, '').picture!);
    const withPicture = parseExercise(`'@ exercise C\n'@ check screen Circle\n'@ picture\n${picture}\n`);
    for (const e of [withModel, withPicture]) {
      expect(checkSolution(e, model).passed).toBe(true);
      const wrong = checkSolution(e, 'SCREEN 13\nCIRCLE (50, 50), 10, 5\n').results[0]!;
      expect(wrong.passed).toBe(false);
      expect(wrong.pictures!.difference.count).toBeGreaterThan(40);
      expect(wrong.summary).toMatch(/pixels differ, first at \(\d+, \d+\)/);
    }
  });

  it('program: a check program runs with the learner\'s SUBs and FUNCTIONs', () => {
    const source = 'PRINT Twice(2)\nFUNCTION Twice (n)\n  Twice = n * 2\nEND FUNCTION\nSUB Hi\n PRINT "hi"\nEND SUB\n';
    expect(procedureBlocks(source)).toBe('FUNCTION Twice (n)\n  Twice = n * 2\nEND FUNCTION\nSUB Hi\n PRINT "hi"\nEND SUB');
    const e = parseExercise("'@ exercise T\n'@ check program Twice 21\n'@ program\nIF Twice(21) <> 42 THEN PRINT \"FAIL: Twice(21) gave\"; Twice(21)\n");
    expect(checkSolution(e, source).passed).toBe(true);
    const wrong = checkSolution(e, 'FUNCTION Twice (n)\n  Twice = n + 2\nEND FUNCTION\n').results[0]!;
    expect(wrong).toMatchObject({ passed: false, summary: 'FAIL: Twice(21) gave 23' });
    expect(checkSolution(e, 'PRINT 1\n').results[0]!.summary).toMatch(/^with your SUBs and FUNCTIONs, the program stopped with an error: Subscript out of range/);
  });
});

describe('the shipped exercises', () => {
  const names = fs.readdirSync(SHIPPED).filter((f) => f.endsWith('.exercise')).map((f) => f.replace(/\.exercise$/, ''));

  it('cover loops, INPUT, strings, a SUB, LINE and CIRCLE, and DRAW', () => {
    const all = names.map((n) => read(path.join(SHIPPED, `${n}.exercise`))).join('\n');
    for (const word of ['FOR', 'INPUT', 'MID$', 'SUB', 'CIRCLE', 'DRAW']) expect(all).toContain(word);
    expect(names.length).toBeGreaterThanOrEqual(6);
  });

  for (const name of names) {
    it(`${name}: the model solution passes every check, the wrong one fails one`, () => {
      const exercise = parseExercise(read(path.join(SHIPPED, `${name}.exercise`)));
      const right = checkSolution(exercise, read(path.join(FIXTURES, `${name}.right.bas`)));
      expect(right.results.map((r) => r.summary)).toEqual(right.results.map(() => expect.stringMatching(/as expected|nothing wrong/)));
      expect(right.passed).toBe(true);
      expect(checkSolution(exercise, read(path.join(FIXTURES, `${name}.wrong.bas`))).passed).toBe(false);
      // the starting program runs, and is not already a solution
      expect(checkSolution(exercise, exercise.start).passed).toBe(false);
    });
  }
});

describe('qbasic check-exercise', () => {
  const qbasic = (args: string[]) => spawnSync(process.execPath, [path.join(ROOT, 'bin/qbasic.cjs'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });

  it('shows each check of one program, with the lines expected and printed side by side', () => {
    const r = qbasic(['check-exercise', 'programs/exercises/2-sum.exercise', 'test/fixtures/exercises/2-sum.wrong.bas']);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('PASS  3 and 4 make 7: the output is as expected');
    expect(r.stdout).toContain('FAIL  Works with decimals and negatives: the output differs from line 3 on');
    expect(r.stdout).toMatch(/> {2}3 The sum is 7\.5 +\| The sum is 8\n/);
  });

  it('marks a folder of programs with a summary table; exit status 0 only when all pass', () => {
    const r = qbasic(['check-exercise', 'programs/exercises/6-glyph.exercise', 'test/fixtures/exercises/']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/test\/fixtures\/exercises\/6-glyph\.right\.bas +1\/1 {2}pass\n/);
    expect(r.stdout).toMatch(/6-glyph\.wrong\.bas +0\/1 {2}FAIL The letter E\n/);
    expect(r.stdout).toMatch(/\n1 of 12 programs pass every check of “The letter E with DRAW”\n$/);
    expect(qbasic(['check-exercise', 'programs/exercises/6-glyph.exercise', 'test/fixtures/exercises/6-glyph.right.bas']).status).toBe(0);
    const bad = qbasic(['check-exercise', 'README.md', 'x.bas']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^README\.md: line 1: text outside a section/);
  });
});

describe('limits', () => {
  it('keeps at most 100,000 printed characters of a program that prints for ever', () => {
    const e = parseExercise("'@ exercise L\n'@ check output Once\n'@ expected\nx\n");
    const r = checkSolution(e, 'DO: PRINT "x": LOOP\n').results[0]!;
    expect(r.summary).toBe('the program printed more than 100,000 characters (an endless loop?)');
    expect(r.actual!.length).toBe(100_000);
  }, 60_000);
});
