// Error messages for learners (web/src/edit/explain.ts): the plain words beside QBasic's message point at
// the open block and name the two types of a Type mismatch.
import { describe, expect, it } from 'vitest';
import { check } from '../../src/index.js';
import { explain } from '../../web/src/edit/explain.js';

const first = (source: string) => {
  const d = check(source)[0]!;
  return { message: d.message, why: explain(d, source) };
};

describe('explain', () => {
  it('names the FOR (or other block) that is still open', () => {
    expect(first('CLS\nFOR i = 1 TO 3\n  PRINT i\n')).toEqual({
      message: 'FOR without NEXT',
      why: 'The FOR on line 2 is still open when the program ends: add NEXT after the statements it covers, or check that the NEXTs inside it match their own FORs.',
    });
    expect(first('IF x THEN\nPRINT 1\n').why).toMatch(/^The IF on line 1 is still open .* add END IF/);
  });

  it('shows the two types of a Type mismatch', () => {
    expect(first('a$ = 5\n')).toMatchObject({ message: 'Type mismatch', why: expect.stringMatching(/^a\$ holds text \(a string\), but 5 is a number\. /) });
    expect(first('PRINT 1: total = "ten"\n').why).toMatch(/^total holds a number, but "ten" is text \(a string\)\. /);
  });

  it('has words for the common runtime errors, and nothing for a message it does not know', () => {
    expect(explain({ line: 1, col: 1, message: 'Division by zero' }, 'PRINT 1 / 0')).toMatch(/divided by 0/);
    expect(explain({ line: 1, col: 1, message: 'Subscript out of range' }, '')).toMatch(/from 0 to 10/);
    expect(explain({ line: 1, col: 1, message: 'Disk full' }, '')).toBeUndefined();
  });
});
