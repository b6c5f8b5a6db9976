// The project's QBasic sources as test material: the bundled programs and every golden program.
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.join(import.meta.dirname, '../..');

function basFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.bas'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** programs/ and test/golden/, each file's text (latin1: the bytes as QBasic sees them). */
export function programSources(): string[] {
  return [...basFiles(path.join(ROOT, 'programs')), ...basFiles(path.join(ROOT, 'test/golden'))]
    .map((file) => fs.readFileSync(file, 'latin1'));
}

/** bench/lib/large-program.mjs: the generated program the parse+check benchmark uses. */
export async function largeProgram(lines: number): Promise<string> {
  const bench = (await import(path.join(ROOT, 'bench/lib/large-program.mjs'))) as { largeProgram(lines: number): string };
  return bench.largeProgram(lines);
}
