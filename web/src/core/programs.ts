// The programs shipped in programs/*.bas, and what the user keeps in localStorage: each program's edited
// text, the program last opened, and the files programs wrote to their drive.
import { byteString } from './cp437.js';
import { DEFAULT_PROGRAM } from './default-program.js';
import { loadUserProgram, USER_PREFIX } from './library.js';
import { listingText } from './parsed-listing.js';
import type { ProgramKeys } from './program-keys.js';
import type { DriveFiles } from './protocol.js';

export { DEFAULT_PROGRAM };

const loaders = import.meta.glob('../../../programs/*.bas', { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

/** Program names (file names without `.bas`) -> loader of the shipped text. */
const shipped = new Map(
  Object.entries(loaders).map(([path, load]) => [path.replace(/^.*\//, '').replace(/\.bas$/i, ''), load]),
);

/** How to play a shipped program: programs/NAME.about.json beside the listing (the listing stays as it is). */
export interface About {
  title: string;
  description: string;
  /** [keys, what they do] */
  keys: [string, string][];
}

const abouts = import.meta.glob('../../../programs/*.about.json', { eager: true, import: 'default' }) as Record<string, About>;

/** The program's how-to-play, if it ships one. */
export function aboutOf(name: string): About | undefined {
  return Object.entries(abouts).find(([path]) => path.endsWith(`/${name}.about.json`))?.[1];
}


/** File names in alphabetical order (not localeCompare: its collator takes tens of ms to set up, on the
 *  way to the first picture). */
const byName = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

const names = [...shipped.keys()].sort((a, b) => (a === DEFAULT_PROGRAM ? -1 : b === DEFAULT_PROGRAM ? 1 : byName(a, b)));

/** Every shipped program, the default first, the rest in alphabetical order. */
export function programNames(): string[] {
  return names.slice();
}

/** The program as shipped (QBasic listings may use CR LF line ends: the editor wants LF). */
export async function shippedSource(name: string): Promise<string> {
  const load = shipped.get(name);
  return load ? listingText(await load()) : '';
}

const parseTrees = import.meta.glob('../../../programs/*.bas', { query: '?parsed', import: 'default' }) as Record<
  string,
  () => Promise<string | undefined>
>;

const treeLoader = (name: string) => Object.entries(parseTrees).find(([path]) => path.endsWith(`/${name}.bas`))?.[1];

/** Whether `source` is the shipped listing `name` as shipped. */
export async function asShipped(name: string, source: string): Promise<boolean> {
  return shipped.has(name) && source === (await shippedSource(name));
}

/** The parse tree of the shipped listing `name` (vite.config.ts makes it), if it has one. */
export async function shippedParseTree(name: string): Promise<string | undefined> {
  return treeLoader(name)?.();
}

const keyLists = import.meta.glob('../../../programs/*.bas', { query: '?keys', import: 'default', eager: true }) as Record<
  string,
  ProgramKeys | undefined
>;

/** The keys the shipped listing `name` reads, as shipped (the build found them: vite.config.ts). */
export function shippedKeys(name: string): ProgramKeys | undefined {
  return Object.entries(keyLists).find(([path]) => path.endsWith(`/${name}.bas`))?.[1];
}

/** Start loading a shipped listing now, and its parse tree unless the worker loads it (the page's first
 *  run wants both at once). */
export function preloadListing(name: string, tree: boolean): void {
  void shipped.get(name)?.();
  if (tree) void treeLoader(name)?.();
}

/** The program the address names (#name), else the default one. */
export function requestedProgram(): string {
  let wanted = '';
  try {
    wanted = decodeURIComponent(location.hash.slice(1));
  } catch {
    // a malformed address: the default program
  }
  return names.includes(wanted) ? wanted : names.includes(DEFAULT_PROGRAM) ? DEFAULT_PROGRAM : names[0] ?? '';
}

const KEY_PREFIX = 'qbasic-ts:';
const sourceKey = (name: string) => `${KEY_PREFIX}source:${name}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: the app still runs, edits just do not survive a reload
  }
}

/** The user's edited text of a program, if there is one. */
export function savedSource(name: string): string | undefined {
  return storage()?.getItem(sourceKey(name)) ?? undefined;
}

/** Keep the user's text of a program; false when the browser refuses (storage full or switched off). */
export function saveSource(name: string, text: string): boolean {
  try {
    const store = storage();
    store?.setItem(sourceKey(name), text);
    return store !== undefined;
  } catch {
    return false; // QuotaExceededError
  }
}

/** The program whose kept text a storage key holds (a storage event's key), if it is one. */
export function programOfKey(key: string | null): string | undefined {
  const prefix = sourceKey('');
  return key?.startsWith(prefix) ? key.slice(prefix.length) : undefined;
}

export function forgetSource(name: string): void {
  storage()?.removeItem(sourceKey(name));
}

/** A program's text as saved: the shipped listing, or for `user:NAME` the program as last saved. */
export async function baseSource(name: string): Promise<string> {
  return name.startsWith(USER_PREFIX) ? loadUserProgram(name.slice(USER_PREFIX.length)) ?? '' : shippedSource(name);
}

/** The text to open: the user's edit, else the shipped listing (or, for `user:NAME`, the saved program). */
export async function currentSource(name: string): Promise<string> {
  const saved = savedSource(name);
  return saved ?? baseSource(name);
}

/** A player's setting kept in the browser (New game, Speed), or null. */
export function preference(name: string): string | null {
  return storage()?.getItem(`${KEY_PREFIX}${name}`) ?? null;
}

export function setPreference(name: string, value: string): void {
  storage()?.setItem(`${KEY_PREFIX}${name}`, value);
}

export function lastProgram(): string {
  const saved = storage()?.getItem(`${KEY_PREFIX}program`);
  return saved && shipped.has(saved) ? saved : shipped.has(DEFAULT_PROGRAM) ? DEFAULT_PROGRAM : programNames()[0] ?? '';
}

export function rememberProgram(name: string): void {
  storage()?.setItem(`${KEY_PREFIX}program`, name);
}

// ---- the drive: bytes kept as binary strings (one char per byte) in one JSON object

const DRIVE_KEY = `${KEY_PREFIX}drive`;

export function loadDrive(): DriveFiles {
  const files: DriveFiles = {};
  try {
    const stored = JSON.parse(storage()?.getItem(DRIVE_KEY) ?? '{}') as Record<string, string>;
    for (const [name, text] of Object.entries(stored)) {
      files[name] = Uint8Array.from(text, (ch) => ch.charCodeAt(0));
    }
  } catch {
    // a damaged entry: start with an empty drive
  }
  return files;
}

export function saveDrive(files: DriveFiles): void {
  const stored: Record<string, string> = {};
  for (const [name, data] of Object.entries(files)) stored[name] = byteString(data);
  try {
    storage()?.setItem(DRIVE_KEY, JSON.stringify(stored));
  } catch {
    // over the storage quota: the files last only as long as the page
  }
}
