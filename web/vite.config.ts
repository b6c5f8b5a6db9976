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
    // the interpreter (one worker module runs and checks programs) and CodeMirror are one download each
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      // the app, and <qbasic-player> for other pages: one script, qbasic-player.js, beside index.html
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), 'qbasic-player': fileURLToPath(new URL('src/play/element.ts', import.meta.url)) },
      output: { entryFileNames: (chunk) => (chunk.name === 'qbasic-player' ? '[name].js' : 'assets/[name]-[hash].js') },
    },
  },
});
