// `qbasic check-exercise EXERCISE SOLUTION.bas|FOLDER ...`: runs an exercise's checks on each program;
// for one program each check with its difference, for several a summary table.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkSolution, outputLines, parseExercise, type CheckResult, type Exercise, type ExerciseReport } from '../exercise/index.js';
import type { TextOut } from './output.js';

/** Exit statuses: every program passes every check, some check failed, or the command could not run. */
export const EXERCISE_EXIT = { passed: 0, failed: 1, usage: 2 } as const;

function solutions(paths: string[]): string[] {
  return paths.flatMap((path) => {
    if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) return [path];
    return readdirSync(path).filter((f) => /\.bas$/i.test(f)).sort().map((f) => join(path, f));
  });
}

function sideBySide(result: CheckResult): string {
  const expected = outputLines(result.expected ?? '');
  const actual = outputLines(result.actual ?? '');
  const width = Math.max(8, ...expected.map((l) => l.length));
  const rows = [`       ${'expected'.padEnd(width)} | printed`];
  const from = Math.max(0, (result.line ?? 1) - 3);
  for (let i = from; i < Math.min(Math.max(expected.length, actual.length), from + 8); i++) {
    const mark = expected[i] === actual[i] ? ' ' : '>';
    rows.push(`  ${mark}${String(i + 1).padStart(3)} ${(expected[i] ?? '').padEnd(width)} | ${actual[i] ?? ''}`);
  }
  return rows.join('\n') + '\n';
}

function details(report: ExerciseReport, out: TextOut): void {
  for (const problem of report.problems) out.stdout(`  error ${problem}\n`);
  for (const result of report.results) {
    out.stdout(`  ${result.passed ? 'PASS' : 'FAIL'}  ${result.check.name}: ${result.summary}\n`);
    if (result.passed) continue;
    if (result.line !== undefined) out.stdout(sideBySide(result));
    else if (result.check.kind === 'program' && result.actual) out.stdout(result.actual.replace(/^/gm, '      ').trimEnd() + '\n');
  }
}

export function checkExerciseCommand(args: string[], out: TextOut): number {
  const [exerciseFile, ...rest] = args;
  if (!exerciseFile || rest.length === 0 || args.some((a) => a.startsWith('--'))) {
    out.stderr('qbasic: check-exercise needs EXERCISE and SOLUTION.bas files or folders\n');
    return EXERCISE_EXIT.usage;
  }
  let exercise: Exercise;
  try {
    exercise = parseExercise(readFileSync(exerciseFile, 'latin1'));
  } catch (e) {
    out.stderr(`${exerciseFile}: ${(e as Error).message}\n`);
    return EXERCISE_EXIT.usage;
  }
  const files = solutions(rest);
  if (files.length === 0) {
    out.stderr('qbasic: no .bas files to check\n');
    return EXERCISE_EXIT.usage;
  }
  const rows: [string, string, string][] = [];
  let allPassed = true;
  for (const file of files) {
    let source: string;
    try {
      source = readFileSync(file, 'latin1');
    } catch {
      out.stderr(`qbasic: cannot read ${file}\n`);
      return EXERCISE_EXIT.usage;
    }
    const report = checkSolution(exercise, source);
    allPassed &&= report.passed;
    const passed = report.results.filter((r) => r.passed).length;
    const failedNames = report.results.filter((r) => !r.passed).map((r) => r.check.name);
    rows.push([file, `${passed}/${report.results.length}`, report.passed ? 'pass' : `FAIL ${[...report.problems.slice(0, 1), ...failedNames].join('; ')}`]);
    if (files.length === 1) {
      out.stdout(`${file}: ${exercise.title}\n`);
      details(report, out);
    }
  }
  if (files.length > 1) {
    const width = Math.max(...rows.map((r) => r[0].length), 'program'.length);
    out.stdout(`${'program'.padEnd(width)}  checks  result\n`);
    for (const [file, count, verdict] of rows) out.stdout(`${file.padEnd(width)}  ${count.padStart(6)}  ${verdict}\n`);
    const passing = rows.filter((r) => r[2] === 'pass').length;
    out.stdout(`${passing} of ${rows.length} programs pass every check of “${exercise.title}”\n`);
  }
  return allPassed ? EXERCISE_EXIT.passed : EXERCISE_EXIT.failed;
}
