// The bench's row for a program measured in several processes (bench/lib/suite.mjs medianProcess).
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

interface Row {
  name: string;
  ours?: { run?: { median: number }; error?: string };
  js?: { median: number };
  ratios?: number[];
}

async function medianProcess(rows: Row[]): Promise<Row> {
  const suite = (await import(path.join(ROOT, 'bench/lib/suite.mjs'))) as { medianProcess(rows: Row[]): Row };
  return suite.medianProcess(rows);
}

const row = (ours: number, js: number): Row => ({ name: 'p', ours: { run: { median: ours } }, js: { median: js } });

describe('bench: one program in several processes', () => {
  it('takes the process with the median ratio, not the median time, and lists every ratio', async () => {
    // ratios 4, 6, 5: the median process is the third, though its time is the largest
    const picked = await medianProcess([row(8, 2), row(12, 2), row(15, 3)]);
    expect(picked.ours!.run!.median).toBe(15);
    expect(picked.ratios).toEqual([4, 5, 6]);
  });

  it('takes the lower middle process of an even count', async () => {
    const picked = await medianProcess([row(10, 2), row(12, 2), row(14, 2), row(16, 2)]);
    expect(picked.ours!.run!.median).toBe(12);
  });

  it('reports a failed process rather than hiding it behind the others', async () => {
    const failed: Row = { name: 'p', ours: { error: 'wrong result' } };
    expect(await medianProcess([row(10, 2), failed, row(12, 2)])).toBe(failed);
  });
});
