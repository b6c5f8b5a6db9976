// `node cli-cache-child.mjs BUNDLE CACHE`: loads the bundle, runs a one-line program, then writes V8's code
// cache to CACHE. So the cache holds what every run compiles (the bundle's top level, the lexer's and the
// parser's set-up, a line's parse, check, compile and run) and nothing more: everything in the cache is
// deserialized at every start, needed or not, and measured that way a bigger cache costs more than it saves.
// Made after also running a sample of the common statements and checking the listings in programs/ (870 KB
// against 585 KB), a one-line run took 628M instructions against 615M, and the first check of the bench's
// 5,000-line program 2,164M against 2,122M (node --single-threaded, counted under valgrind).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCli } from './cli-script.mjs';

const [bundle, cache] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'qbasic-cache-'));
try {
  const file = join(dir, 'hello.bas');
  writeFileSync(file, 'PRINT "hello"\n');
  const { main, script } = loadCli(bundle, join(dir, 'none'));
  if ((await main(['run', file])) !== 0) throw new Error('the cache sample does not run cleanly');
  writeFileSync(cache, script.createCachedData());
} finally {
  rmSync(dir, { recursive: true, force: true });
}
