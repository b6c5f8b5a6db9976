// Exercises: a task, a starting program and checks, written as plain text with `'@` section lines (each
// a BASIC comment, so an exercise file reads like a listing). The same text is the shipped files'
// format, what `qbasic check-exercise` reads and what a share link carries.
//
//   '@ exercise Count to ten
//   '@ task
//   Print the numbers from 1 to 10, one on each line.
//   '@ start
//   ' your program here
//   '@ check output Counts from 1 to 10
//   '@ keys 5{enter}
//   '@ expected
//    1
//   '@ check screen The house   (then '@ model: a program whose screen is expected, or '@ picture)
//   '@ check program Greet works (then '@ program: runs with the learner's SUBs and FUNCTIONs)

export type CheckKind = 'output' | 'screen' | 'program';

export interface ExerciseCheck {
  kind: CheckKind;
  name: string;
  /** keys typed while the program runs (the `--keys` syntax) */
  keys: string;
  /** output: the text the program must print */
  expected?: string;
  /** screen: the final screen as a picture (picture.ts's text), or a model program that draws it */
  picture?: string;
  model?: string;
  /** program: a check program run instead of the learner's main module */
  program?: string;
}

export interface Exercise {
  title: string;
  task: string;
  start: string;
  checks: ExerciseCheck[];
}

const KINDS: CheckKind[] = ['output', 'screen', 'program'];
const BLOCKS = ['task', 'start', 'expected', 'picture', 'model', 'program'] as const;
type Block = (typeof BLOCKS)[number];

/** A section line: `'@ word rest`. */
const SECTION = /^'@\s*(\w+)\s?(.*)$/;

export class ExerciseFormatError extends Error {
  constructor(readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
  }
}

/** Read an exercise's text; throws ExerciseFormatError (with the line) when it is not one. */
export function parseExercise(text: string): Exercise {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const exercise: Exercise = { title: '', task: '', start: '', checks: [] };
  let block: { name: Block; from: number } | undefined;
  let seenTitle = false;
  const close = (to: number) => {
    if (!block) return;
    const body = lines.slice(block.from, to);
    while (body.length && body[body.length - 1] === '') body.pop();
    const value = body.join('\n');
    const check = exercise.checks[exercise.checks.length - 1];
    if (block.name === 'task') exercise.task = value;
    else if (block.name === 'start') exercise.start = value;
    else check![block.name] = value;
    block = undefined;
  };
  lines.forEach((line, index) => {
    const m = SECTION.exec(line);
    if (!m) {
      if (!block && line.trim() !== '') throw new ExerciseFormatError(index + 1, `text outside a section: ${line.slice(0, 40)}`);
      return;
    }
    close(index);
    const [, word, rest] = [m[0], m[1]!.toLowerCase(), m[2]!.trim()];
    const check = exercise.checks[exercise.checks.length - 1];
    if (word === 'exercise') {
      exercise.title = rest;
      seenTitle = true;
    } else if (word === 'check') {
      const [kind, ...name] = rest.split(/\s+/);
      if (!KINDS.includes(kind as CheckKind)) throw new ExerciseFormatError(index + 1, `a check is output, screen or program, not '${kind}'`);
      exercise.checks.push({ kind: kind as CheckKind, name: name.join(' ') || `Check ${exercise.checks.length + 1}`, keys: '' });
    } else if (word === 'keys') {
      if (!check) throw new ExerciseFormatError(index + 1, "'@ keys belongs to a check");
      check.keys = rest;
    } else if ((BLOCKS as readonly string[]).includes(word)) {
      if (word !== 'task' && word !== 'start' && !check) throw new ExerciseFormatError(index + 1, `'@ ${word} belongs to a check`);
      block = { name: word as Block, from: index + 1 };
    } else throw new ExerciseFormatError(index + 1, `unknown section '@ ${word}`);
  });
  close(lines.length);
  if (!seenTitle) throw new ExerciseFormatError(1, "an exercise starts with '@ exercise TITLE");
  exercise.checks.forEach((check, i) => {
    const missing = check.kind === 'output' ? check.expected === undefined
      : check.kind === 'screen' ? check.picture === undefined && check.model === undefined
        : check.program === undefined;
    if (missing) throw new ExerciseFormatError(1, `check ${i + 1} (${check.name}) has no ${check.kind === 'output' ? "'@ expected" : check.kind === 'screen' ? "'@ model or '@ picture" : "'@ program"}`);
  });
  return exercise;
}

/** The exercise as text (parseExercise reads it back the same). */
export function formatExercise(exercise: Exercise): string {
  const out = [`'@ exercise ${exercise.title}`, "'@ task", exercise.task, "'@ start", exercise.start];
  for (const check of exercise.checks) {
    out.push(`'@ check ${check.kind} ${check.name}`);
    if (check.keys) out.push(`'@ keys ${check.keys}`);
    for (const name of ['expected', 'picture', 'model', 'program'] as const) {
      if (check[name] !== undefined) out.push(`'@ ${name}`, check[name]!);
    }
  }
  return out.join('\n') + '\n';
}
