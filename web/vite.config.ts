// Vite serves and builds the web app (root: web/). SharedArrayBuffer needs cross-origin isolation, so
// both the dev server and the preview server send COOP/COEP headers.
import { defineConfig, type Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chevrotainStartupRollup } from '../scripts/chevrotain-startup.mjs';
import { parse } from '../src/parser/index.js';
import { unicodeToCp437 } from './src/core/cp437.js';
import { DEFAULT_PROGRAM, TEXT_ADDRESS } from './src/core/default-program.js';
import { encodeProgram, listingText } from './src/core/parsed-listing.js';
import { programKeys } from './src/core/program-keys.js';
import { precacheList } from './precache-list.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * The page's first interpreter worker starts from a line in index.html's head, before the page's own
 * scripts have downloaded (web/src/core/runner.ts takes it over), so its download and start overlap theirs.
 * The same lines preload the shipped listing the address names (#name, else the default program) for the
 * app, and give its parse tree's address to the worker in the worker's name (a message would wait for the
 * page's thread), which loads it beside the interpreter and compiles it while the page builds itself (the
 * app's start then names the prepared program instead of sending a tree). An address carrying a program's
 * text preloads no listing and has the worker load its parser at once.
 */
function earlyWorker(): Plugin {
  return {
    name: 'qbasic-early-worker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const worker = Object.keys(bundle).find((file) => /(^|\/)worker-[\w-]{8}\.js$/.test(file));
        if (!worker) return html;
        /** each listing's [text, parse tree] chunks */
        const listings: Record<string, [string?, string?]> = {};
        for (const chunk of Object.values(bundle)) {
          const [, name, query] = (chunk.type === 'chunk' && /\/programs\/([^/]+)\.bas\?(raw|parsed)$/.exec(chunk.facadeModuleId ?? '')) || [];
          if (name) (listings[name] ??= [])[query === 'raw' ? 0 : 1] = `./${chunk.fileName}`;
        }
        const chunks = interpreterChunks(bundle, worker);
        // the worker's name carries its orders (web/src/core/worker-orders.ts)
        const script = `const text = ${TEXT_ADDRESS}.test(location.hash);
      const listings = ${JSON.stringify(listings)};
      let name = '';
      try { name = decodeURIComponent(location.hash.slice(1)); } catch {}
      if (!listings[name]) name = ${JSON.stringify(DEFAULT_PROGRAM)};
      const [listing, tree] = text ? [] : listings[name] ?? [];
      if (listing) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: listing }));
      const orders = text ? { parser: true } : tree ? { prepare: { program: name, tree: new URL(tree, document.baseURI).href } } : {};
      orders.chunks = ${JSON.stringify(chunks)}.map((chunk) => new URL(chunk, document.baseURI).href);
      if (self.crossOriginIsolated) {
        self.qbasicWorker = new Worker(${JSON.stringify(`./${worker}`)}, { type: 'module', name: 'qbasic ' + JSON.stringify(orders) });
        if (tree) self.qbasicPrepared = name;
      }`;
        return { html, tags: [{ tag: 'script', children: `{ ${script} }`, injectTo: 'head-prepend' }] };
      },
    },
  };
}

/** The chunks the worker's interpreter part (web/src/core/interpreter.ts) loads, found in the built code: the
 *  worker's first script starts them all at once rather than one after another. */
function interpreterChunks(bundle: Record<string, { type: string; code?: string; source?: unknown }>, entry: string): string[] {
  const dir = entry.slice(0, entry.lastIndexOf('/') + 1);
  const codeOf = (file: string) => {
    const output = bundle[dir + file];
    return String(output?.type === 'chunk' ? output.code : output?.source ?? '');
  };
  const first = /import\(`\.\/(interpreter-[\w-]+\.js)`\)/.exec(codeOf(entry.slice(dir.length)))?.[1];
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const [, next] of codeOf(file).matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) visit(next);
  };
  if (first) visit(first);
  return [...found].map((file) => `./${dir}${file}`);
}

/** Whether a parse tree holds a CHAIN or RUN "file" (such a run needs the parser to load that program). */
function loadsPrograms(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const { kind, file } = node as { kind?: unknown; file?: unknown };
  if (kind === 'chain' || (kind === 'run' && file !== undefined)) return true;
  return Object.values(node).some(loadsPrograms);
}

/**
 * `programs/NAME.bas?parsed`: the listing's parse tree (web/src/core/parsed-listing.ts), parsed from exactly
 * the text the page runs. A listing with syntax errors has none (its run reports them as before), nor has
 * one that CHAINs or RUNs another program (its run loads the parser for that).
 * `programs/NAME.bas?keys`: the keys the listing reads (web/src/core/program-keys.ts), so that the player
 * shows its keyboard when the run starts and the worker need not look for them; none for syntax errors.
 */
function parsedListings(): Plugin {
  /** each listing's last parse (its tree and its keys come from one) */
  const parses = new Map<string, { text: string; parsed: ReturnType<typeof parse> }>();
  return {
    name: 'qbasic-parsed-listings',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if ((query !== 'parsed' && query !== 'keys') || !file?.endsWith('.bas')) return null;
      this.addWatchFile(file);
      const text = unicodeToCp437(listingText(readFileSync(file, 'utf8')));
      const kept = parses.get(file);
      const { program, diagnostics } = kept?.text === text ? kept.parsed : parse(text);
      parses.set(file, { text, parsed: { program, diagnostics } });
      if (query === 'keys') return `export default ${diagnostics.length ? 'undefined' : JSON.stringify(programKeys(program))};`;
      const tree = diagnostics.length || loadsPrograms(program) ? undefined : encodeProgram(program);
      return `export default ${tree === undefined ? 'undefined' : JSON.stringify(tree)};`;
    },
  };
}

/** One instance for the page's chunks and the worker's (its version check, and any warning, made once). */
const chevrotainStartup = chevrotainStartupRollup(repoRoot);

export default defineConfig({
  plugins: [parsedListings(), earlyWorker(), chevrotainStartup, precacheList(fileURLToPath(new URL('public', import.meta.url)))],
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  server: { headers: isolation, fs: { allow: [repoRoot] } },
  preview: { headers: isolation },
  // the worker builds the parser (Chevrotain) when it has a text to run: the CLI's start-up shortcuts apply there too
  worker: { format: 'es', plugins: () => [chevrotainStartup] },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // the interpreter (one worker module runs and checks programs) and CodeMirror are one download each
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      // the app, and <qbasic-player> for other pages: one script, qbasic-player.js, beside index.html
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), 'qbasic-player': fileURLToPath(new URL('src/play/element.ts', import.meta.url)) },
      output: { entryFileNames: (chunk) => (chunk.name === 'qbasic-player' ? '[name].js' : 'assets/[name]-[hash].js') },
    },
  },
});
