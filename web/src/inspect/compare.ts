// Compare: the pixels two strings set, or a string's pixels against a pasted pixel map (the text
// `qbasic draw` prints). A pixel is -1 where nothing was drawn, else its colour.

/** Drawn colour per pixel of a screen `width` wide, from a pixel map's text; undefined if none is found. */
export function parseMap(text: string, width: number, height: number): Int16Array | undefined {
  const lines = text.split(/\r?\n/);
  const rows = lines.filter((l) => /^\s*\d+ [.0-9a-f#]+( <)?\s*$/i.test(l));
  if (rows.length === 0) return undefined;
  const firstRow = lines.indexOf(rows[0]);
  const heads = lines.slice(0, firstRow).filter((l) => /^ {5}[ 0-9]+$/.test(l.trimEnd()) && l.trim() !== '');
  const cellsOf = (row: string) => row.replace(/^\s*\d+ /, '').replace(/ <\s*$/, '').trimEnd();
  const cols = cellsOf(rows[0]).length;
  // each column's number is written downwards in the heading lines
  const xs: number[] = [];
  for (let k = 0; k < cols; k++) {
    const digits = heads.map((h) => h[5 + k] ?? ' ').join('').trim();
    xs.push(digits === '' ? NaN : Number(digits));
  }
  const known = xs.findIndex((x) => !Number.isNaN(x));
  const x0 = known < 0 ? 0 : xs[known] - known;
  const map = new Int16Array(width * height).fill(-1);
  for (const row of rows) {
    const y = Number(row.trim().split(' ')[0]);
    const cells = cellsOf(row);
    for (let k = 0; k < cells.length; k++) {
      const x = x0 + k;
      if (x < 0 || x >= width || y < 0 || y >= height) continue;
      const ch = cells[k].toLowerCase();
      map[y * width + x] = ch === '.' ? -1 : ch === '#' ? 16 : parseInt(ch, 16);
    }
  }
  return map;
}

/** Pixels where the two maps differ; a `#` (any colour 16-255) matches any colour from 16 up. */
export function differences(a: Int16Array, b: Int16Array): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < a.length; i++) {
    const [p, q] = [a[i], b[i]];
    if (p === q || (p >= 16 && q >= 16)) continue;
    out.add(i);
  }
  return out;
}

/** One line per differing pixel (at most `limit`), e.g. `(160,101): 1 here, . there`. */
export function describeDifferences(diff: Set<number>, a: Int16Array, b: Int16Array, width: number, limit = 12): string[] {
  const show = (v: number) => (v < 0 ? 'not drawn' : `colour ${v}`);
  const lines = [...diff].slice(0, limit).map((i) => `(${i % width},${Math.floor(i / width)}): ${show(a[i])} / ${show(b[i])}`);
  if (diff.size > limit) lines.push(`… and ${diff.size - limit} more`);
  return lines;
}
