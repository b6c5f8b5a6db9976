// DIR for the SHELL statement's small COMMAND.COM: the listing of MS-DOS 5 (heading, one line a name with
// its size and date, the totals), /W (wide), /B (bare names), /A (D directories, -D files) and /O (N name,
// E extension, S size, G directories first; - reverses). The drive keeps no dates: every entry shows the
// date and time of the listing.
import type { DosDrive } from '../files/dos-drive.js';
import { QBasicError } from '../errors.js';

/** The free space DOS reports (FILES prints the same figure). */
export const BYTES_FREE = 1048576;

interface Entry {
  name: string;
  ext: string;
  dir: boolean;
  size: number;
}

const pad = (n: number | string, width: number) => String(n).padStart(width);

function stamp(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(now.getMonth() + 1)}-${two(now.getDate())}-${two(now.getFullYear() % 100)}`;
  const hour = now.getHours() % 12 || 12;
  return `${date}  ${pad(`${hour}:${two(now.getMinutes())}${now.getHours() < 12 ? 'a' : 'p'}`, 6)}`;
}

/** What DIR lists for a spec: `*.*` in a directory, `NAME.*` for a name without an extension. */
function patternOf(drive: DosDrive, spec: string): string {
  if (spec === '' || /[\\:]$/.test(spec)) return `${spec}*.*`;
  if (!/[*?]/.test(spec) && drive.isDirectory(drive.resolve(spec))) return `${spec}\\*.*`;
  const last = spec.slice(spec.lastIndexOf('\\') + 1);
  return last.includes('.') ? spec : `${spec}.*`;
}

function entriesOf(drive: DosDrive, letter: string, folder: string, pattern: string): Entry[] {
  const entries: Entry[] = [];
  if (folder !== '' && /\*\.\*$/.test(pattern)) {
    entries.push({ name: '.', ext: '', dir: true, size: 0 }, { name: '..', ext: '', dir: true, size: 0 });
  }
  for (const n of drive.list(pattern)) {
    const path = folder ? `${folder}\\${n}` : n;
    const dir = drive.isDirectory(path);
    const dot = n.indexOf('.');
    entries.push({
      name: dot < 0 ? n : n.slice(0, dot),
      ext: dot < 0 ? '' : n.slice(dot + 1),
      dir,
      size: dir ? 0 : (drive.read(`${letter}:\\${path}`)?.length ?? 0),
    });
  }
  return entries;
}

function filtered(entries: Entry[], switches: string[]): Entry[] {
  const a = switches.find((w) => w.startsWith('A'));
  const attr = a?.slice(1).replace(':', '') ?? '';
  if (attr === 'D') return entries.filter((e) => e.dir);
  if (attr === '-D') return entries.filter((e) => !e.dir);
  return entries;
}

function sorted(entries: Entry[], switches: string[]): Entry[] {
  const o = switches.find((w) => w.startsWith('O'));
  if (!o) return entries;
  const keys = o.slice(1).replace(':', '') || 'N';
  const by: Record<string, (a: Entry, b: Entry) => number> = {
    N: (a, b) => a.name.localeCompare(b.name),
    E: (a, b) => a.ext.localeCompare(b.ext),
    S: (a, b) => a.size - b.size,
    G: (a, b) => Number(b.dir) - Number(a.dir),
  };
  const order: ((a: Entry, b: Entry) => number)[] = [];
  for (let i = 0; i < keys.length; i++) {
    const minus = keys[i] === '-';
    const f = by[keys[minus ? ++i : i]];
    if (f) order.push(minus ? (a, b) => f(b, a) : f);
  }
  return [...entries].sort((a, b) => order.reduce((r, f) => r || f(a, b), 0));
}

const fullName = (e: Entry) => (e.ext ? `${e.name}.${e.ext}` : e.name);

/** DIR [spec] [switches]: the lines it prints (/W puts as many 16-column names on a line as `columns` hold). */
export function dirListing(drive: DosDrive, spec: string, switches: string[], now: Date, columns: number): string[] {
  const pattern = patternOf(drive, spec);
  const letter = /^([a-zA-Z]):/.exec(spec)?.[1].toUpperCase() ?? drive.currentDrive;
  const resolved = drive.resolve(pattern);
  const folder = resolved.slice(0, Math.max(0, resolved.lastIndexOf('\\')));
  let entries: Entry[] = [];
  try {
    entries = sorted(filtered(entriesOf(drive, letter, folder, pattern), switches), switches);
  } catch (e) {
    if (!(e instanceof QBasicError)) throw e;
  }
  const bare = switches.includes('B');
  if (bare) {
    const names = entries.filter((e) => e.name !== '.' && e.name !== '..').map(fullName);
    return names.length > 0 ? names : ['File not found'];
  }
  const lines = ['', ` Volume in drive ${letter} has no label`, ` Directory of ${letter}:\\${folder}`, ''];
  if (entries.length === 0) return [...lines, 'File not found'];
  if (switches.includes('W')) {
    const cells = entries.map((e) => (e.dir ? `[${fullName(e)}]` : fullName(e)).padEnd(16));
    const across = Math.max(1, Math.floor(columns / 16));
    for (let i = 0; i < cells.length; i += across) lines.push(cells.slice(i, i + across).join('').trimEnd());
  } else {
    const when = stamp(now);
    for (const e of entries) {
      const size = e.dir ? ' <DIR>    ' : pad(e.size, 10);
      lines.push(`${e.name.padEnd(8)} ${e.ext.padEnd(3)}${size} ${when}`);
    }
  }
  const bytes = entries.reduce((sum, e) => sum + e.size, 0);
  lines.push(`${pad(entries.length, 9)} file(s)${pad(bytes, 11)} bytes`, `${pad(BYTES_FREE, 28)} bytes free`);
  return lines;
}
