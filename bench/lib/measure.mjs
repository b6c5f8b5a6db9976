// Timing statistics: median and spread of a list of milliseconds, geometric mean, number formatting.

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** { median, min, max, n } of a non-empty list */
export function summarize(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), n: values.length };
}

export function geomean(values) {
  return Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length);
}

/** milliseconds with 3 significant figures */
export function ms(v) {
  if (v === undefined || Number.isNaN(v)) return '-';
  if (v >= 100) return `${v.toFixed(0)} ms`;
  if (v >= 10) return `${v.toFixed(1)} ms`;
  return `${v.toFixed(2)} ms`;
}

/** "median (min-max)" */
export function spread(stats) {
  if (!stats) return '-';
  if (stats.n === 1) return `${ms(stats.median)} (1 run)`;
  return `${ms(stats.median)} (${ms(stats.min).replace(' ms', '')}-${ms(stats.max)})`;
}

export function ratio(a, b) {
  if (!a || !b) return '-';
  const r = a / b;
  if (r >= 10) return `${r.toFixed(0)}x`;
  return r >= 1 ? `${r.toFixed(2)}x` : `${r.toPrecision(2)}x`;
}

/** Runs `fn` (which may return a promise) `times` times and returns the list of its reported times. */
export async function repeat(times, fn) {
  const out = [];
  for (let i = 0; i < times; i++) out.push(await fn(i));
  return out;
}
