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
import { precacheList } from './precache-list.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * The page's first interpreter worker starts from a line in index.html's head, before the page's own
 * scripts have downloaded (web/src/core/runner.ts takes it over), so its download and start overlap theirs.
 * The same lines preload the shipped listing the address names (#name, else the default program) and its
 * parse tree, so the app finds them loaded when it starts the run. An address carrying a program's text
 * preloads no listing and has the worker load its parser at once, while the page's scripts download.
 */
function earlyWorker(): Plugin {
  return {
    name: 'qbasic-early-worker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const worker = Object.keys(bundle).find((file) => /(^|\/)worker-[\w-]+\.js$/.test(file));
        if (!worker) return html;
        const listings: Record<string, string[]> = {};
        for (const chunk of Object.values(bundle)) {
          const name = chunk.type === 'chunk' && /\/programs\/([^/]+)\.bas\?(raw|parsed)$/.exec(chunk.facadeModuleId ?? '')?.[1];
          if (name) (listings[name] ??= []).push(`./${chunk.fileName}`);
        }
        const spawn = `const text = ${TEXT_ADDRESS}.test(location.hash);
      if (self.crossOriginIsolated) self.qbasicWorker = new Worker(${JSON.stringify(`./${worker}`)}, { type: 'module', name: 'qbasic' });
      if (text && self.qbasicWorker) self.qbasicWorker.postMessage({ type: 'warm' });`;
        const preload = `if (!text) { const listings = ${JSON.stringify(listings)}; let name = '';
      try { name = decodeURIComponent(location.hash.slice(1)); } catch {}
      for (const href of listings[name] ?? listings[${JSON.stringify(DEFAULT_PROGRAM)}] ?? []) {
        document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
      } }`;
        return { html, tags: [{ tag: 'script', children: `{ ${spawn}\n      ${preload} }`, injectTo: 'head-prepend' }] };
      },
    },
  };
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
 */
function parsedListings(): Plugin {
  return {
    name: 'qbasic-parsed-listings',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'parsed' || !file?.endsWith('.bas')) return null;
      this.addWatchFile(file);
      const { program, diagnostics } = parse(unicodeToCp437(listingText(readFileSync(file, 'utf8'))));
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
