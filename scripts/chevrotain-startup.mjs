// A build plugin (esbuild for the CLI bundle, Rollup for the web app's chunks): Chevrotain's set-up without
// lodash's generic helpers in its hottest places, and without two costs of its own. Building our token types,
// the Lexer and the parser ran augmentTokenTypes (lodash clone, difference, forEach over objects) and lodash's
// `has` (a property-path parser) hundreds of times in the interpreter, about a quarter of a one-line `qbasic run`. The plugin hands Chevrotain two files of ours and edits two of its own:
// - its lib/src/scan/tokens.js becomes chevrotain-startup/tokens.mjs (the same functions in plain loops);
// - lodash-es, as imported by Chevrotain's files, becomes chevrotain-startup/lodash.mjs (lodash-es with `has`
//   answering a one-word key of a plain object directly);
// - in its lib/src/scan/lexer.js, the first Lexer no longer fills a 65,536-entry table of `255 + ~~(code / 255)`
//   for character codes from 256 up: the formula is computed when such a character is lexed (the CLI reads
//   source as Latin-1, so it never is);
// - in its lib/src/parse/parser/utils/apply_mixins.js, the parser's prototype is put in dictionary mode before
//   the ~200 methods of its mixins are added to it (by adding two properties and deleting the first, which
//   leaves the same properties in the same order): added one by one to a fast-mode prototype, each copied the
//   whole descriptor array, 0.7 MB of garbage and several milliseconds at every start (V8 makes a prototype
//   fast again when it is first used as one).
// All four are written against the versions below; with any other version installed the plugin changes nothing
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

const APPLY_MIXINS = 'export function applyMixins(derivedCtor, baseCtors) {\n';

/** Text replacements in Chevrotain's files, by file, each of which must match exactly once. */
const FILE_EDITS = [
  [/[\\/]chevrotain[\\/]lib[\\/]src[\\/]scan[\\/]lexer\.js$/, [
    [': charCodeToOptimizedIdxMap[charCode];', ': 255 + ~~(charCode / 255);'],
    ['if (isEmpty(charCodeToOptimizedIdxMap)) {', 'if (false) {'],
  ]],
  [/[\\/]chevrotain[\\/]lib[\\/]src[\\/]parse[\\/]parser[\\/]utils[\\/]apply_mixins\.js$/, [
    [APPLY_MIXINS, APPLY_MIXINS
      + '    const target = derivedCtor.prototype;\n'
      + '    target.__toDictionary1 = 0;\n    target.__toDictionary2 = 0;\n'
      + '    delete target.__toDictionary1;\n    delete target.__toDictionary2;\n'],
  ]],
];

/** Whether a path is inside an installed Chevrotain package (chevrotain or @chevrotain/*). */
const inChevrotain = (path) => path.includes(`${sep}node_modules${sep}chevrotain${sep}`) || path.includes(`${sep}node_modules${sep}@chevrotain${sep}`);

/** Whether the installed versions are the ones the shortcuts were written for (else says so, once). */
function shortcutsFit(root) {
  const wrong = Object.entries(FOR_VERSIONS).filter(([name, version]) => installedVersion(root, name) !== version);
  if (wrong.length === 0) return true;
  const names = wrong.map(([name, version]) => `${name} ${installedVersion(root, name) ?? '(none)'} (written for ${version})`);
  process.stderr.write(`qbasic build: Chevrotain's start-up shortcuts left out: ${names.join(', ')}\n`);
  return false;
}

/** Our file in place of what a Chevrotain file imports (`resolved` is where that import leads), if any. */
function replacement(request, importer, resolved) {
  if (!importer || !inChevrotain(importer)) return undefined;
  if (request === 'lodash-es') return join(here, 'lodash.mjs');
  if (/(^|\/)tokens\.js$/.test(request) && resolved().endsWith(`${sep}chevrotain${sep}lib${sep}src${sep}scan${sep}tokens.js`)) {
    return join(here, 'tokens.mjs');
  }
  return undefined;
}

/** Matches every file FILE_EDITS edits (esbuild's filters are Go regular expressions: plain alternation). */
const EDITED_FILE = new RegExp(FILE_EDITS.map(([file]) => file.source).join('|'));

function editedFile(path) {
  let text = readFileSync(path, 'utf8');
  const edits = FILE_EDITS.find(([file]) => file.test(path))?.[1] ?? [];
  for (const [from, to] of edits) {
    if (text.split(from).length !== 2) throw new Error(`chevrotain-startup: ${path} has no single '${from}'`);
    text = text.replace(from, to);
  }
  return text;
}

/** The plugin for esbuild (the CLI's bundle); `root` is where chevrotain is installed from (the repository's root). */
export function chevrotainStartup(root) {
  return {
    name: 'chevrotain-startup',
    setup(build) {
      if (!shortcutsFit(root)) return;
      build.onResolve({ filter: /(^|\/)tokens\.js$|^lodash-es$/ }, (args) => {
        const path = replacement(args.path, args.importer, () => join(args.resolveDir, args.path));
        return path ? { path } : undefined;
      });
      build.onLoad({ filter: EDITED_FILE }, (args) => ({ contents: editedFile(args.path), loader: 'js' }));
    },
  };
}

/** The same for Vite / Rollup (the web app's worker, which builds the parser when it has a text to run). */
export function chevrotainStartupRollup(root) {
  const fits = shortcutsFit(root);
  return {
    name: 'chevrotain-startup',
    apply: 'build',
    enforce: 'pre', // before Vite's own resolver
    resolveId(source, importer) {
      if (!fits) return null;
      return replacement(source, importer, () => join(dirname(importer), source)) ?? null;
    },
    load(id) {
      return fits && EDITED_FILE.test(id) ? editedFile(id) : null;
    },
  };
}
