// The `qbasic` command line: `qbasic run FILE.bas ...`, `qbasic check FILE.bas ...`, `qbasic draw ...`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseSpeed } from '../index.js';
import { processOutput, type TextOut } from './output.js';
import { checkCommand, runCommand, type RunOptions } from './run.js';

const HELP = `Usage:
  qbasic run FILE.bas [--keys KEYS] [--png OUT.png] [--speed S] [--seconds N] [--max-steps N]
  qbasic check FILE.bas ...
  qbasic draw ...            (see qbasic draw --help)
  qbasic check-exercise EXERCISE SOLUTION.bas|FOLDER ...
  qbasic --help

run      Runs a QBasic program. Everything it PRINTs goes to stdout (code page 437 shown as
         Unicode); INPUT and INKEY$ read the terminal, or piped stdin ("\\n" is Enter).
         The drive is the current directory.
--keys   Types KEYS instead of reading the keyboard, one key at a time as the program takes
         them; when they are used up and the program waits for a key, the run ends.
         Plain characters type themselves. Special keys: {enter} {esc} {tab} {backspace}
         {up} {down} {left} {right} {home} {end} {pgup} {pgdn} {ins} {del} {f1}..{f12}.
         {{ types a literal {, and }} a literal }. The mouse: {mouse X,Y} moves it,
         {click X,Y} and {rclick X,Y} click the left / right button there (X,Y in the
         screen mode's pixels). With scripted keys (--keys or piped stdin) the run
         uses a virtual clock: TIMER, SLEEP, ON TIMER and busy-wait loops move together
         with the statements run, so nothing waits in real time and every run is the same.
--speed  Statements per second: a number or an era (xt 2500, at 5000, 386 10000,
         486 16000, pentium 60000). Games that time themselves with delay loops or
         TIMER then run at that PC's pace. Default: full speed at the terminal; 486 on
         the virtual clock.
--seconds  With scripted keys: run on N seconds of program time after the last key
         (animations that poll INKEY$), then stop (exit status 0) and write the PNG.
--png    Writes the final screen to OUT.png at its native size (320x200 in SCREEN 13).
--max-steps  Stops after N statements (exit status 3).
check    Reports every syntax and type error of each program without running it
         (exit status 2 when there is one).
check-exercise  Runs an exercise's checks (its text file: '@ exercise, '@ task, '@ check
         ...) on each program, or each .bas in a folder: each check's difference for
         one program, a summary table for several. Exit status 0 when every program
         passes every check, 1 when one fails, 2 when the exercise cannot be read.

Exit status: 0 normal end, 1 runtime error, 2 syntax or type error, 3 stopped, 4 the
scripted keys ran out while the program waited for a key.
Errors are reported on stderr as FILE:LINE:COL: message.
`;

/**
 * Run the command line; resolves to the process exit status. `out` takes check's lines (the program's output
 * goes to stdout). An interpreter bug is one line on stderr, never a stack trace or a line of the bundle.
 */
export async function main(argv: string[], out: TextOut = processOutput): Promise<number> {
  try {
    return await command(argv, out);
  } catch (e) {
    out.stderr(`qbasic: internal error: ${(e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 200)}\n`);
    return 1;
  }
}

async function command(argv: string[], out: TextOut): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    out.stdout(HELP);
    return command ? 0 : 2;
  }
  if (command === 'draw') return drawCommand(rest);
  if (command === 'check-exercise') {
    const { checkExerciseCommand } = await import('./exercise.js');
    return checkExerciseCommand(rest, out);
  }
  if (command === 'check') {
    if (rest.length === 0 || rest.some((a) => a.startsWith('--'))) {
      out.stderr(`qbasic: check needs FILE.bas arguments and takes no options\n${HELP}`);
      return 2;
    }
    return checkCommand(rest, out);
  }
  if (command === 'run') {
    const options = parseRunArgs(rest);
    if (typeof options === 'string') {
      out.stderr(`qbasic: ${options}\n${HELP}`);
      return 2;
    }
    return runCommand(options);
  }
  if (command.toLowerCase().endsWith('.bas') && existsSync(command)) {
    const options = parseRunArgs([command, ...rest]);
    if (typeof options !== 'string') return runCommand(options);
  }
  out.stderr(`qbasic: unknown command '${command}'\n${HELP}`);
  return 2;
}

function parseRunArgs(args: string[]): RunOptions | string {
  let file: string | undefined;
  const options: Partial<RunOptions> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    try {
      if (a === '--keys') options.keys = value();
      else if (a === '--png') options.png = value();
      else if (a === '--max-steps') options.maxSteps = Number(value());
      else if (a === '--speed') {
        const v = value();
        options.speed = parseSpeed(v);
        if (options.speed === undefined) return `--speed needs statements per second or an era (xt, at, 386, 486, pentium), not ${v}`;
      } else if (a === '--seconds') {
        const v = Number(value());
        if (!(v >= 0)) return '--seconds needs a number of seconds';
        options.seconds = v;
      }
      else if (a.startsWith('--')) return `unknown option ${a}`;
      else if (file === undefined) file = a;
      else return `unexpected argument ${a}`;
    } catch (e) {
      return (e as Error).message;
    }
  }
  if (!file) return 'run needs a FILE.bas';
  return { ...options, file };
}

/** `qbasic draw ...` (src/cli/draw.ts, loaded only when asked for: it pulls in pngjs). */
async function drawCommand(args: string[]): Promise<number> {
  const { drawCommand: draw } = await import('./draw.js');
  return draw(args, {
    stdout: (t) => processOutput.stdout(t),
    stderr: (t) => processOutput.stderr(t),
    writeFile: (file, data) => writeFileSync(file, data),
    readFile: (file) => readFileSync(file),
  });
}
