// Vite serves and builds the web app (root: web/). SharedArrayBuffer needs cross-origin isolation, so
// both the dev server and the preview server send COOP/COEP headers.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const isolation = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  server: { headers: isolation, fs: { allow: [repoRoot] } },
  preview: { headers: isolation },
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // the interpreter (in the worker and the checker) and CodeMirror are one download each, on purpose
    chunkSizeWarningLimit: 1024,
  },
});
