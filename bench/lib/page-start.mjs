// The web page's start: the built site (vite build) served from localhost with the isolation headers,
// opened in a fresh headless Chromium context each time (empty cache). Measures the time from navigation
// to the first picture Minesweeper draws (window.qbasic.firstFrame), at desktop (1280x800) and phone
// (390x844, touch) sizes, against the load of a blank page from the same server in the same run, and the
// bytes the Play view downloads before that first picture (raw and gzipped). Also, at desktop size, the same
// listing opened from a share link (`#code=...&run=1`): a player's usual way in, parsed in the page's worker
// where the shipped listing's first run starts from the parse tree the build made.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { deflateRawSync, gzipSync } from 'node:zlib';
import { summarize } from './measure.mjs';

const CHROMIUM = '/usr/bin/chromium';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};
/** What is measured: the shipped listing at each size, and a share link carrying its text at desktop size. */
const CASES = { desktop: 'desktop', phone: 'phone', link: 'desktop' };

/** A share link's fragment for `text`, as web/src/edit/share.ts makes it (raw deflate, base64url), played at once. */
function linkFragment(text) {
  const code = deflateRawSync(Buffer.from(text, 'latin1'), { level: 9 }).toString('base64url');
  return `#code=${code}&run=1`;
}

function serve(dir) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) return response.writeHead(404).end();
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function once(browser, size, url, blank) {
  const context = await browser.newContext(SIZES[size]);
  const page = await context.newPage();
  await page.goto(blank);
  const blankLoad = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
  // the page's and its workers' downloads (a worker's are not among the page's resource entries), by the
  // wall clock they finished at
  const finished = [];
  page.on('requestfinished', (request) => finished.push({ at: Date.now(), path: new URL(request.url()).pathname }));
  await page.goto(url);
  await page.waitForFunction(() => window.qbasic && window.qbasic.firstFrame > 0, null, { timeout: 20000 });
  const { firstFrame, frameAt } = await page.evaluate(() => ({
    firstFrame: window.qbasic.firstFrame, frameAt: performance.timeOrigin + window.qbasic.firstFrame,
  }));
  const files = finished.filter((f) => f.at <= frameAt).map((f) => f.path);
  await context.close();
  return { firstFrame, blankLoad, files };
}

/** Bytes of the files the page fetched before its first picture, raw and gzipped. */
function shippedBytes(dir, paths) {
  let raw = 0;
  let gzip = 0;
  const files = [...new Set(paths)].map((p) => (p.endsWith('/') ? `${p}index.html` : p)).filter((p) => existsSync(join(dir, p)));
  for (const path of files) {
    const data = readFileSync(join(dir, path));
    raw += data.length;
    gzip += gzipSync(data).length;
  }
  return { raw, gzip, files: files.length };
}

/** Build the site and measure its start `runs` times at each size. */
export async function pageStart(root, runs) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { error: 'playwright-core is not installed' };
  }
  if (!existsSync(CHROMIUM)) return { error: `${CHROMIUM} is missing (apt-get install chromium)` };
  const { build } = await import('vite');
  const dir = mkdtempSync(join(tmpdir(), 'qb-page-'));
  await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'error', build: { outDir: dir, emptyOutDir: true } });
  writeFileSync(join(dir, 'blank.html'), '<!doctype html><title>blank</title><link rel="icon" href="data:,">');
  const server = await serve(dir);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const result = {};
  try {
    const link = `${base}${linkFragment(readFileSync(join(root, 'programs/minesweeper.bas'), 'latin1'))}`;
    for (const [name, size] of Object.entries(CASES)) {
      const url = name === 'link' ? link : base;
      const frames = [];
      const blanks = [];
      let files = [];
      await once(browser, size, url, `${base}blank.html`); // untimed: the OS file cache, Chromium warmed up
      for (let i = 0; i < runs; i++) {
        const run = await once(browser, size, url, `${base}blank.html`);
        frames.push(run.firstFrame);
        blanks.push(run.blankLoad);
        files = run.files;
      }
      result[name] = { firstFrame: summarize(frames), blank: summarize(blanks), bytes: shippedBytes(dir, files) };
    }
  } catch (e) {
    result.error = String(e.message ?? e);
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}
