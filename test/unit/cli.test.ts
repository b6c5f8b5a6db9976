// The qbasic command: exit statuses, stdout/stderr, --keys, piped stdin, --png, the drive sandbox.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/qbasic.cjs');
let dir: string;

function qbasic(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, input: input ?? '', encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function write(name: string, text: string): string {
  fs.writeFileSync(path.join(dir, name), text, 'latin1');
  return name;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qbasic-cli-'));
  qbasic(['--help']); // builds the bundle once
});

describe('qbasic CLI', () => {
  it('runs a program and prints to stdout', () => {
    const r = qbasic(['run', write('hello.bas', 'PRINT "Hello"; 1 + 2\n')]);
    expect(r).toMatchObject({ status: 0, stdout: 'Hello 3 \n', stderr: '' });
  });

  it('shows code page 437 as Unicode', () => {
    const r = qbasic(['run', write('box.bas', 'PRINT CHR$(201); CHR$(205); CHR$(187); CHR$(1)\n')]);
    expect(r.stdout).toBe('╔═╗☺\n');
  });

  it('reports runtime errors on stderr with exit status 1', () => {
    const r = qbasic(['run', write('ovf.bas', 'PRINT "a"\nx% = 32767 + 1\n')]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('a\n');
    expect(r.stderr).toBe('ovf.bas:2:1: Overflow\n');
  });

  it('reports type errors before running, with exit status 2', () => {
    const r = qbasic(['run', write('type.bas', 'PRINT "x": a$ = 5\n')]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('type.bas:1:12: Type mismatch\n');
  });

  it('types --keys one at a time and ends with status 4 when they run out while the program waits', () => {
    const src = 'DO\n k$ = INKEY$\n IF k$ <> "" THEN PRINT LEN(k$); ASC(RIGHT$(k$, 1))\nLOOP\n';
    const r = qbasic(['run', write('keys.bas', src), '--keys', 'a{up}{{{enter}']);
    expect(r).toMatchObject({ status: 4, stdout: ' 1  97 \n 2  72 \n 1  123 \n 1  13 \n' });
    expect(r.stderr).toBe('qbasic: the keys ran out while the program waited for a key\n');
  });

  it('keeps the first scripted key from a program that clears the keyboard buffer first', () => {
    const src = 'WHILE INKEY$ <> "": WEND\nDO: k$ = INKEY$: LOOP WHILE k$ = ""\nPRINT k$\n';
    expect(qbasic(['run', write('flush.bas', src), '--keys', 'x'])).toMatchObject({ status: 0, stdout: 'x\n' });
    const after = 'INPUT a$\n' + src.replace('PRINT k$', 'PRINT a$; k$');
    expect(qbasic(['run', write('flush2.bas', after), '--keys', 'hi{enter}x'])).toMatchObject({ status: 0, stdout: '? hi\nhix\n' });
  });

  it('runs --seconds of program time after the last key on the virtual clock, then stops with status 0', () => {
    const src = 'DO\n IF INKEY$ = "q" THEN PRINT "q"\n n& = n& + 1\n IF TIMER - t! >= 1 THEN t! = TIMER: PRINT "s";\nLOOP\n';
    const r = qbasic(['run', write('anim.bas', src), '--keys', 'q', '--seconds', '3.5']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^s*q\ns{3}/);
    expect(r.stderr).toContain('after the last key');
  });

  it('paces busy-wait loops on the virtual clock: TIMER advances with the statements run', () => {
    // about 2 statements a pass at 16000 statements a second ('486') for 5 seconds
    const src = 't = TIMER\nWHILE TIMER < t + 5: n& = n& + 1: WEND\nPRINT n& > 30000; n& < 50000\n';
    const r = qbasic(['run', write('busy.bas', src), '--keys', '', '--speed', '486']);
    expect(r).toMatchObject({ status: 0, stdout: '-1 -1 \n' });
  });

  it('reads INPUT from piped stdin', () => {
    const r = qbasic(['run', write('in.bas', 'INPUT "n"; n\nPRINT n * 2\n')], '21\n');
    expect(r).toMatchObject({ status: 0, stdout: 'n? 21\n 42 \n' });
  });

  it('writes the final screen with --png at native size', () => {
    const r = qbasic(['run', write('g.bas', 'SCREEN 13\nPSET (1, 2), 4\n'), '--png', 'out.png']);
    expect(r.status).toBe(0);
    const png = PNG.sync.read(fs.readFileSync(path.join(dir, 'out.png')));
    expect([png.width, png.height]).toEqual([320, 200]);
    const i = (2 * 320 + 1) * 4;
    expect([...png.data.subarray(i, i + 3)]).toEqual([170, 0, 0]);
  });

  it('keeps files inside the current directory, with DOS names (upper case, 8.3)', () => {
    const r = qbasic(['run', write('f.bas', 'OPEN "c:\\data.text" FOR OUTPUT AS #1\nPRINT #1, "hi"\nCLOSE\nOPEN "../x.txt" FOR OUTPUT AS #1\n')]);
    expect(fs.readFileSync(path.join(dir, 'DATA.TEX'), 'latin1')).toBe('hi\r\n');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/f\.bas:4:1: Path not found/);
  });

  it('finds long host names by their 8.3 form, and prints LPRINT to LPT1.TXT', () => {
    fs.writeFileSync(path.join(dir, 'scoreboard.txt'), 'top\r\n');
    const r = qbasic(['run', write('g.bas', 'OPEN "SCOREBOA.TXT" FOR INPUT AS #1\nLINE INPUT #1, a$\nPRINT a$\nLPRINT "page"; 1\n')]);
    expect(r).toMatchObject({ status: 0, stdout: 'top\n' });
    expect(fs.readFileSync(path.join(dir, 'LPT1.TXT'), 'latin1')).toBe('page 1 \r\n');
  });


  it('deletes files only when KILL has a wildcard, leaving the directories it matches', () => {
    const program = 'MKDIR "KT": CHDIR "KT": MKDIR "SAVES"\nOPEN "A.DAT" FOR OUTPUT AS #1: CLOSE\n' +
      'OPEN "SAVES\\B.DAT" FOR OUTPUT AS #1: CLOSE\nKILL "*.*"\nPRINT "done"\n';
    const r = qbasic(['run', write('kill.bas', program)]);
    expect(r).toMatchObject({ status: 0, stdout: 'done\n' });
    expect(fs.readdirSync(path.join(dir, 'KT'))).toEqual(['SAVES']);
    expect(fs.readdirSync(path.join(dir, 'KT', 'SAVES'))).toEqual(['B.DAT']);
  });

  it('runs SHELL commands on the drive', () => {
    const r = qbasic(['run', write('shell.bas', 'SHELL "MD SH"\nSHELL "ECHO hi> SH\\NOTE.TXT"\nSHELL "DIR /B SH"\nSHELL "TYPE SH\\NOTE.TXT"\n')]);
    expect(r).toMatchObject({ status: 0, stdout: 'NOTE.TXT\nhi\n' });
    expect(fs.readFileSync(path.join(dir, 'SH', 'NOTE.TXT'), 'latin1')).toBe('hi\r\n');
  });

  it('checks programs without running them', () => {
    const good = write('good.bas', 'PRINT "never printed"\n');
    const bad = write('bad.bas', 'DIM a AS INTEGER\na = "x"\nSUB s\n  b$ = 1\nEND SUB\nFOR i = 1 TO 2\n');
    expect(qbasic(['check', good])).toMatchObject({ status: 0, stdout: 'good.bas: no errors\n', stderr: '' });
    const r = qbasic(['check', good, bad, 'missing.bas']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('good.bas: no errors\n');
    expect(r.stderr).toBe('bad.bas:6:1: FOR without NEXT\nqbasic: cannot read missing.bas\n');
    const types = qbasic(['check', write('types.bas', 'DIM a AS INTEGER\na = "x"\nSUB s\n  b$ = 1\nEND SUB\n')]);
    expect(types).toMatchObject({ status: 2, stdout: '', stderr: 'types.bas:2:1: Type mismatch\ntypes.bas:4:3: Type mismatch\n' });
    expect(qbasic(['check']).status).toBe(2);
  });

  it('reports a program nested thousands deep in one positioned line, never a stack trace', () => {
    const deep = write('deep.bas', `x = 1\n${'WHILE x\n'.repeat(3000)}${'WEND\n'.repeat(3000)}`);
    const r = qbasic(['check', deep]);
    expect(r).toMatchObject({ status: 2, stdout: '' });
    expect(r.stderr).toMatch(/^deep\.bas:\d+:1: Expression too complex\n$/);
  });

  it('says an internal error in one line', async () => {
    const { main } = await import('../../src/cli/main.js');
    const lines: string[] = [];
    const failing = { stdout: () => { throw new TypeError('boom\n    at somewhere (cli.cjs:1:2)'); }, stderr: (t: string) => void lines.push(t) };
    expect(await main(['check', path.join(dir, write('fine.bas', 'PRINT 1\n'))], failing)).toBe(1);
    expect(lines).toEqual(['qbasic: internal error: boom\n']);
  });

  it('starts from V8\'s code cache, which the engine accepts', () => {
    const loader = path.join(ROOT, 'scripts/cli-script.mjs');
    const probe = `import(${JSON.stringify(loader)}).then(({ loadCli }) => process.stdout.write(String(loadCli().script.cachedDataRejected)))`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8', timeout: 30_000 });
    expect(r.stdout).toBe('false');
  });

  it('rebuilds the bundle when one of its sources changed or went, or when dist/ is not whole', () => {
    const loader = createRequire(import.meta.url)('../../scripts/cli-script.cjs') as { cliIsStale(at: string): boolean };
    const { cliIsStale } = loader;
    const at = fs.mkdtempSync(path.join(os.tmpdir(), 'qbasic-stale-'));
    try {
      fs.mkdirSync(path.join(at, 'src/cli'), { recursive: true });
      fs.mkdirSync(path.join(at, 'dist'));
      const put = (name: string, text: string, seconds: number) => {
        fs.writeFileSync(path.join(at, name), text);
        fs.utimesSync(path.join(at, name), seconds, seconds);
      };
      put('src/cli/main.ts', 'main', 1000);
      put('src/cli/run.ts', 'run', 1000);
      put('src/unbundled.ts', 'not imported by the CLI', 1000);
      expect(cliIsStale(at)).toBe(true);
      put('dist/cli.cjs', 'bundle', 2000);
      expect(cliIsStale(at)).toBe(true);
      put('dist/cli.inputs', 'src/cli/main.ts\nsrc/cli/run.ts\n', 2000);
      expect(cliIsStale(at)).toBe(false);
      put('src/unbundled.ts', 'edited', 3000);
      expect(cliIsStale(at)).toBe(false);
      put('src/cli/run.ts', 'edited', 3000);
      expect(cliIsStale(at)).toBe(true);
      put('dist/cli.cjs', 'rebuilt', 4000);
      put('dist/cli.inputs', 'src/cli/main.ts\nsrc/cli/run.ts\n', 4000);
      expect(cliIsStale(at)).toBe(false);
      fs.rmSync(path.join(at, 'src/cli/run.ts'));
      expect(cliIsStale(at)).toBe(true);
    } finally {
      fs.rmSync(at, { recursive: true, force: true });
    }
  });

  it('prints help', () => {
    const r = qbasic(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('--keys');
  });
});
