// Browser-test plumbing: build the web app with Vite, serve it with the preview server (which sends the
// COOP/COEP headers) on a free localhost port, and drive Debian's Chromium through playwright-core.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, preview, type InlineConfig, type PreviewServer } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const configFile = join(repoRoot, 'web/vite.config.ts');
export const CHROMIUM = '/usr/bin/chromium';

export interface Site {
  url: string;
  /** the folder served (built sites only) */
  dir?: string;
  close(): Promise<void>;
}

/** Build the app into a temporary folder and serve it; `extra` adds Vite settings (tests only). */
export async function serveBuiltSite(extra: InlineConfig = {}): Promise<Site> {
  const outDir = mkdtempSync(join(tmpdir(), 'qbasic-web-'));
  const common: InlineConfig = { ...extra, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } };
  await build(common);
  const server: PreviewServer = await preview({ ...common, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    dir: outDir,
    async close() {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml',
};

/** A plain static server over `dir`, as an ordinary web host serves files: no COOP/COEP headers. */
export async function servePlainFolder(dir: string): Promise<Site> {
  const server = createHttpServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('plain server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The dev server `npm start` runs, on a free port. */
export async function serveDevSite(): Promise<Site> {
  const server = await createServer({ configFile, logLevel: 'warn', server: { host: '127.0.0.1', port: 0 } });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('dev server has no address');
  return { url, close: () => server.close() };
}

/** Chromium, or a failure saying how to install it: a missing browser fails the suite, never skips it. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install it with apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Every console error and uncaught exception of a page, from the moment it is created. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** What the page exposes for tests as `window.qbasic`. */
export interface PageDebug {
  state: string;
  view: string;
  program: string;
  polls: number;
  pendingKeys: number;
  output: string;
}

const LOADING: PageDebug = { state: 'loading', view: '', program: '', polls: 0, pendingKeys: 0, output: '' };

/** The page's debug state ('loading' while the page loads or reloads itself under its service worker). */
export async function debugState(page: Page): Promise<PageDebug> {
  try {
    return await page.evaluate((loading) => {
      const q = (window as unknown as { qbasic?: PageDebug }).qbasic;
      if (!q) return loading;
      return {
        state: q.state, view: q.view, program: q.program, polls: q.polls, pendingKeys: q.pendingKeys, output: q.output,
      };
    }, LOADING);
  } catch (e) {
    if (/context was destroyed|navigat/i.test(String(e))) return LOADING;
    throw e;
  }
}

/** Wait until the page's debug state satisfies `test`. */
export async function waitForState(page: Page, test: (d: PageDebug) => boolean, timeoutMs = 15_000): Promise<PageDebug> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const d = await debugState(page);
    if (test(d)) return d;
    if (Date.now() > deadline) throw new Error(`timed out; page state: ${JSON.stringify({ ...d, output: d.output.slice(-300) })}`);
    await page.waitForTimeout(10);
  }
}

/** The canvas's drawing buffer as RGBA bytes, with its size (sent as a binary string: arrays are slow). */
export async function canvasPixels(page: Page): Promise<{ width: number; height: number; rgba: Uint8Array }> {
  const { width, height, bytes } = await page.evaluate(() => {
    const canvas = document.getElementById('screen') as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let bytes = '';
    for (let i = 0; i < data.length; i += 8192) bytes += String.fromCharCode(...data.subarray(i, i + 8192));
    return { width: canvas.width, height: canvas.height, bytes };
  });
  return { width, height, rgba: new Uint8Array(Buffer.from(bytes, 'latin1')) };
}

/** One canvas pixel's RGBA. */
export function canvasPixel(page: Page, x: number, y: number): Promise<number[]> {
  return page.evaluate(([px, py]) => {
    const canvas = document.getElementById('screen') as HTMLCanvasElement;
    return Array.from(canvas.getContext('2d')!.getImageData(px!, py!, 1, 1).data);
  }, [x, y]);
}
