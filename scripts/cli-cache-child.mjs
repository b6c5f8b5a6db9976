// `node cli-cache-child.mjs BUNDLE CACHE`: loads the bundle, runs and checks a small program that uses the
// common statements, then checks the listings in programs/ (so that the functions a run and a check need are
// compiled: a user's first `qbasic check` then compiles little of the parser and checker), then writes V8's
// code cache to CACHE.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCli } from './cli-script.mjs';

const programs = join(dirname(fileURLToPath(import.meta.url)), '../programs');

const SAMPLE = [
  'DEFINT A-Z',
  'DECLARE SUB Bump (n AS INTEGER)',
  'CONST Size = 4',
  'DIM grid(Size) AS INTEGER, t$',
  'SCREEN 13',
  'FOR i = 0 TO Size: grid(i) = i * 2: Bump grid(i): LINE (0, i)-(i, 9), i, BF: NEXT i',
  'CIRCLE (20, 20), 5, 4: PAINT (20, 20), 4: PSET (1, 1), 2: DRAW "c1 bm30,30 r4 d4"',
  'DO WHILE i > 0: i = i - 1: LOOP',
  'SELECT CASE grid(2)',
  '  CASE 1 TO 3: t$ = "a"',
  '  CASE ELSE: t$ = MID$("abc", 2, 1) + CHR$(65) + STR$(LEN(t$))',
  'END SELECT',
  'IF t$ <> "" AND grid(1) = 2 THEN PRINT t$; grid(1) ELSE PRINT USING "##.#"; 1.5',
  'COLOR 15: LOCATE 1, 1: PRINT INKEY$; POINT(1, 1)',
  'SUB Bump (n AS INTEGER)',
  '  n = n + 1',
  'END SUB',
  '',
].join('\n');

const [bundle, cache] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'qbasic-cache-'));
try {
  const file = join(dir, 'sample.bas');
  writeFileSync(file, SAMPLE);
  const { main, script } = loadCli(bundle, join(dir, 'none'));
  for (const args of [['run', file], ['check', file]]) {
    if ((await main(args)) !== 0) throw new Error(`the cache sample does not ${args[0]} cleanly`);
  }
  const listings = existsSync(programs) ? readdirSync(programs).filter((name) => name.endsWith('.bas')) : [];
  if (listings.length > 0) await main(['check', ...listings.map((name) => join(programs, name))]);
  writeFileSync(cache, script.createCachedData());
} finally {
  rmSync(dir, { recursive: true, force: true });
}
