// Running an exercise's checks on a learner's program, headless: the command line's check-exercise and
// the page's Check button both call checkSolution.
import { check as checkSource, loadProgram, Machine, DEFAULT_VIRTUAL_SPEED, type RunOutcome } from '../index.js';
import { CheckHost, MAX_OUTPUT } from './check-host.js';
import type { Exercise, ExerciseCheck } from './format.js';
import { outputLines, procedureBlocks } from './lines.js';
import { comparePictures, decodePicture, type Picture, type PictureDifference } from './picture.js';

/** Statements a check may run before it is taken for an endless loop. */
export const CHECK_STEPS = 20_000_000;

export interface CheckResult {
  check: ExerciseCheck;
  passed: boolean;
  /** one line: why it failed (or what passed) */
  summary: string;
  /** output and program checks: the text expected and the text printed */
  expected?: string;
  actual?: string;
  /** output checks: the first line (1-based) where the two differ */
  line?: number;
  /** screen checks */
  pictures?: { expected: Picture; actual: Picture; difference: PictureDifference };
}

export interface RunResult {
  output: string;
  outcome: RunOutcome | { kind: 'diagnostics'; message: string } | { kind: 'printedTooMuch' };
  picture?: Picture;
}

/** Run `source` with the check's keys on a fresh headless machine. */
export function runForCheck(source: string, keys: string, maxSteps = CHECK_STEPS): RunResult {
  let host: CheckHost;
  try {
    host = new CheckHost(keys);
  } catch (e) {
    return { output: '', outcome: { kind: 'diagnostics', message: `the check's keys: ${(e as Error).message}` } };
  }
  const { executable, diagnostics } = loadProgram(source);
  if (!executable) {
    const d = diagnostics[0]!;
    return { output: '', outcome: { kind: 'diagnostics', message: `${d.line}:${d.col}: ${d.message}` } };
  }
  const machine = new Machine(executable, host, { maxSteps, speed: DEFAULT_VIRTUAL_SPEED });
  const ran = machine.run();
  const outcome = ran.kind === 'stopped' && host.printedTooMuch ? { kind: 'printedTooMuch' as const } : ran;
  const { width, height } = machine.screen;
  return { output: host.output, outcome, picture: { width, height, rgba: machine.screen.toRGBA() } };
}

/** What went wrong with a run, in a learner's words; undefined when it ended normally. */
function runTrouble(run: RunResult, keys: string): string | undefined {
  const o = run.outcome;
  switch (o.kind) {
    case 'end':
      return o.keysRanOut ? `the program waited for more keys than the check types (${keys || 'none'})` : undefined;
    case 'diagnostics': return `the program does not run: ${o.message}`;
    case 'error': return `the program stopped with an error: ${o.message} (line ${o.line}, column ${o.col})`;
    case 'printedTooMuch': return `the program printed more than ${MAX_OUTPUT.toLocaleString('en')} characters (an endless loop?)`;
    default: return `the program did not end within ${CHECK_STEPS.toLocaleString('en')} statements (an endless loop?)`;
  }
}

function firstDifferentLine(expected: string[], actual: string[]): number | undefined {
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) if (expected[i] !== actual[i]) return i + 1;
  return undefined;
}

/** Compare what a run printed with the expected text. */
function printed(check: ExerciseCheck, run: RunResult, trouble: string | undefined): CheckResult {
  const expected = check.expected ?? '';
  const line = firstDifferentLine(outputLines(expected), outputLines(run.output));
  const base = { check, expected, actual: run.output, line };
  if (trouble) return { ...base, passed: false, summary: trouble };
  if (line === undefined) return { ...base, passed: true, summary: 'the output is as expected' };
  return { ...base, passed: false, summary: `the output differs from line ${line} on` };
}

function outputCheck(check: ExerciseCheck, source: string): CheckResult {
  const run = runForCheck(source, check.keys);
  return printed(check, run, runTrouble(run, check.keys));
}

function screenCheck(check: ExerciseCheck, source: string): CheckResult {
  let expected: Picture;
  if (check.model !== undefined) {
    const model = runForCheck(check.model, check.keys);
    const trouble = runTrouble(model, check.keys);
    if (trouble || !model.picture) return { check, passed: false, summary: `the exercise's model program fails: ${trouble}` };
    expected = model.picture;
  } else {
    try {
      expected = decodePicture(check.picture ?? '');
    } catch (e) {
      return { check, passed: false, summary: `the exercise's picture is damaged: ${(e as Error).message}` };
    }
  }
  const run = runForCheck(source, check.keys);
  const trouble = runTrouble(run, check.keys);
  if (trouble || !run.picture) return { check, passed: false, summary: trouble ?? 'no screen', actual: run.output };
  const difference = comparePictures(expected, run.picture);
  const pictures = { expected, actual: run.picture, difference };
  if (!difference.sameSize) {
    return { check, passed: false, pictures, summary: `the screen is ${run.picture.width}x${run.picture.height}, expected ${expected.width}x${expected.height} (another SCREEN mode)` };
  }
  if (difference.count === 0) return { check, passed: true, pictures, summary: 'the screen is as expected, pixel for pixel' };
  const at = difference.first.map(([x, y]) => `(${x}, ${y})`).join(', ');
  return { check, passed: false, pictures, summary: `${difference.count} pixel${difference.count === 1 ? '' : 's'} differ, first at ${at}` };
}

/** A check program run instead of the learner's main module, with the learner's SUBs and FUNCTIONs: it
 *  fails on an error, on a line it prints starting with FAIL, or when its output is not `expected`. */
function programCheck(check: ExerciseCheck, source: string): CheckResult {
  const run = runForCheck(`${check.program ?? ''}\n${procedureBlocks(source)}\n`, check.keys);
  const trouble = runTrouble(run, check.keys);
  const failed = outputLines(run.output).find((l) => /^\s*FAIL/i.test(l));
  const withProcedures = trouble && `with your SUBs and FUNCTIONs, ${trouble}`;
  if (check.expected !== undefined) return printed(check, run, withProcedures || failed?.trim());
  const base = { check, actual: run.output };
  if (withProcedures || failed) return { ...base, passed: false, summary: (withProcedures || failed!.trim()) };
  return { ...base, passed: true, summary: 'the check program found nothing wrong' };
}

export interface ExerciseReport {
  /** the learner's program's syntax and type errors (`LINE:COL: message`); the checks still run */
  problems: string[];
  results: CheckResult[];
  passed: boolean;
}

export function checkSolution(exercise: Exercise, source: string): ExerciseReport {
  const problems = checkSource(source).map((d) => `${d.line}:${d.col}: ${d.message}`);
  const results = exercise.checks.map((check) =>
    check.kind === 'output' ? outputCheck(check, source) : check.kind === 'screen' ? screenCheck(check, source) : programCheck(check, source));
  return { problems, results, passed: problems.length === 0 && results.length > 0 && results.every((r) => r.passed) };
}
