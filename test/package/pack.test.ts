// The package as others get it: `npm pack` (which builds dist/lib), installed into a scratch project,
// imported by name, running README's library example, and type-checked against the shipped types.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../browser/harness.js';

let scratch: string;

/** README's example of a headless run (the first ```js block of "The interpreter as a library"). */
function readmeExample(): string {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## The interpreter as a library'));
  const block = /```js\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README has no library example');
  return block[1]!;
}

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 });

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'qbasic-pack-'));
  npm(['pack', '--pack-destination', scratch, '--silent'], repoRoot);
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
  npm(['install', `./${tarball}`, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], scratch);
}, 300_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed package', () => {
  it('is imported by name and runs README\'s example: scripted keys in, the screen read back', () => {
    writeFileSync(join(scratch, 'example.mjs'), readmeExample());
    const out = execFileSync(process.execPath, ['example.mjs'], { cwd: scratch, encoding: 'utf8' });
    expect(out).toContain('Name? Ada\nHello, Ada\n');
    expect(out).toContain('end "Hello, Ada"');
  });

  it('ships its types: a TypeScript host type-checks against them', () => {
    writeFileSync(join(scratch, 'host.ts'), [
      "import { runSource, type Host } from 'qbasic-ts';",
      'const host: Host = { writeText() {}, inkey: () => null, waitKey: () => null, timer: () => 0, now: () => new Date(), sleep() {} };',
      "const result: { diagnostics: unknown[] } = runSource('PRINT 1', host);",
      'export default result;',
      '',
    ].join('\n'));
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, lib: ['ES2022', 'DOM'], types: [] },
      files: ['host.ts'],
    }));
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    expect(() => execFileSync(process.execPath, [tsc, '-p', scratch], { encoding: 'utf8' })).not.toThrow();
  });
});
