// precache.json: every file of the built site, for the service worker (public/coi-sw.js) to keep for
// offline play. The folder itself stands for index.html, as a browser asks for it.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, root) : [relative(root, path).split('\\').join('/')];
  });
}

export function precacheList(publicDir: string): Plugin {
  return {
    name: 'qbasic-precache-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set(['./', ...Object.keys(bundle), ...filesUnder(publicDir)]);
      for (const skip of ['index.html', 'coi-sw.js']) files.delete(skip);
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify([...files].sort()) });
    },
  };
}
