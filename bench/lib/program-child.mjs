// Child process for one program of the CPU suite, so that our runtime is measured as a user runs a
// program: alone in a fresh process (the CLI) or a fresh worker (the web app), its closures' call sites
// seeing only that program's statements. `node program-child.mjs BUNDLE NAME SIZE WARMUP RUNS` prints the
// row measureOursAndJs makes, as JSON.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadTwin, measureOursAndJs } from './suite.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const [bundle, name, size, warmup, runs] = process.argv.slice(2);
const core = await import(pathToFileURL(bundle).href);
const twin = await loadTwin(root, name);
const row = measureOursAndJs(core, root, name, twin, Number(size), Number(warmup), Number(runs));
process.stdout.write(JSON.stringify(row));
