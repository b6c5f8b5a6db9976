// An esbuild plugin for the CLI bundle: Chevrotain's set-up without lodash's generic helpers in its hottest
// places. Building our token types, the Lexer and the parser ran augmentTokenTypes (lodash clone, difference,
// forEach over objects) and lodash's `has` (a property-path parser) hundreds of times in the interpreter, about
// a quarter of a one-line `qbasic run`. The plugin hands Chevrotain two files of ours instead:
// - its lib/src/scan/tokens.js becomes chevrotain-startup/tokens.mjs (the same functions in plain loops);
// - lodash-es, as imported by Chevrotain's files, becomes chevrotain-startup/lodash.mjs (lodash-es with `has`
//   answering a one-word key of a plain object directly);
// - in its lib/src/scan/lexer.js, the first Lexer no longer fills a 65,536-entry table of `255 + ~~(code / 255)`
//   for character codes from 256 up: the formula is computed when such a character is lexed (the CLI reads
//   source as Latin-1, so it never is).
// Both are written against the versions below; with any other version installed the plugin changes nothing
// (and says so), so an upgrade cannot quietly mix old and new code.
import { readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), 'chevrotain-startup');
const FOR_VERSIONS = { chevrotain: '11.2.0', 'lodash-es': '4.17.23' };

function installedVersion(root, name) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** Text replacements in Chevrotain's lexer.js, each of which must match exactly once. */
const LEXER_EDITS = [
  [': charCodeToOptimizedIdxMap[charCode];', ': 255 + ~~(charCode / 255);'],
  ['if (isEmpty(charCodeToOptimizedIdxMap)) {', 'if (false) {'],
];

/** Whether a path is inside an installed Chevrotain package (chevrotain or @chevrotain/*). */
const inChevrotain = (path) => path.includes(`${sep}node_modules${sep}chevrotain${sep}`) || path.includes(`${sep}node_modules${sep}@chevrotain${sep}`);

/** The plugin; `root` is where chevrotain is installed from (the repository's root). */
export function chevrotainStartup(root) {
  return {
    name: 'chevrotain-startup',
    setup(build) {
      const wrong = Object.entries(FOR_VERSIONS).filter(([name, version]) => installedVersion(root, name) !== version);
      if (wrong.length > 0) {
        const names = wrong.map(([name, version]) => `${name} ${installedVersion(root, name) ?? '(none)'} (written for ${version})`);
        process.stderr.write(`qbasic build: Chevrotain's start-up shortcuts left out: ${names.join(', ')}\n`);
        return;
      }
      build.onResolve({ filter: /(^|\/)tokens\.js$/ }, (args) => {
        if (!inChevrotain(args.importer)) return undefined;
        const target = join(args.resolveDir, args.path);
        return target.endsWith(`${sep}chevrotain${sep}lib${sep}src${sep}scan${sep}tokens.js`) ? { path: join(here, 'tokens.mjs') } : undefined;
      });
      build.onLoad({ filter: /[\\/]chevrotain[\\/]lib[\\/]src[\\/]scan[\\/]lexer\.js$/ }, (args) => {
        let text = readFileSync(args.path, 'utf8');
        for (const [from, to] of LEXER_EDITS) {
          if (text.split(from).length !== 2) throw new Error(`chevrotain-startup: ${args.path} has no single '${from}'`);
          text = text.replace(from, to);
        }
        return { contents: text, loader: 'js' };
      });
      build.onResolve({ filter: /^lodash-es$/ }, (args) => (inChevrotain(args.importer) ? { path: join(here, 'lodash.mjs') } : undefined));
    },
  };
}
