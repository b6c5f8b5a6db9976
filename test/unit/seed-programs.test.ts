// Checks behind the seed programs' goldens (issue 19) that a golden's .out cannot make: the MSX
// Mines Easy layout of msx-flood-flag.run re-derived from QBasic's RND, the bytes of the
// minerank.dat the MSX program writes and reads (seed 000 ch.10), and the menu box's pixels (ch.3).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parser/index.js';
import { compile, Machine } from '../../src/runtime/index.js';
import { loadProgram } from '../../src/index.js';
import { MemoryFileSystem, ScriptedHost } from '../support/host.js';

const ROOT = path.join(import.meta.dirname, '../..');
const GOLDEN = path.join(ROOT, 'test/golden/programs');
const MSX = fs.readFileSync(path.join(ROOT, 'programs/msx-minesweeper.bas'), 'latin1');
const keysOf = (name: string) => fs.readFileSync(path.join(GOLDEN, `${name}.keys`), 'latin1');

function run(source: string, keys: string, files = new MemoryFileSystem()) {
  const compiled = compile(parse(source).program);
  const host = new ScriptedHost({ keys, files });
  const machine = new Machine(compiled.executable!, host, { maxSteps: 50_000_000, load: loadProgram });
  const outcome = machine.run();
  expect(outcome.kind === 'error' ? outcome.message : '').toBe('');
  return { host, machine, files };
}

/** QBasic's RND after RANDOMIZE 0 (qbasic-facts.md: the seed's high bytes come from the value, 0). */
function* rndAfterRandomize0(): Generator<number> {
  let seed = 0; // ((0 AND &HFFFF) << 8) OR (&H50000 AND &HFF)
  for (;;) {
    seed = Number((BigInt(seed) * 0xfd43fdn + 0xc39ec3n) & 0xffffffn);
    yield seed / 2 ** 24;
  }
}

/** Seed 000 ch.4 placement with ch.11's range: x then y, INT(RND * span * 1000) \ 1000 + 1. */
function msxLayout(width: number, height: number, bombs: number): string[] {
  const r = rndAfterRandomize0();
  const pick = (span: number) => Math.floor(Math.fround(Math.fround(r.next().value) * span * 1000) / 1000) + 1;
  const bomb = new Set<string>();
  while (bomb.size < bombs) {
    let x: number, y: number;
    do {
      x = pick(width);
      y = pick(height);
    } while (bomb.has(`${x},${y}`));
    bomb.add(`${x},${y}`);
  }
  const rows: string[] = [];
  for (let y = 1; y <= height; y++) {
    let row = '';
    for (let x = 1; x <= width; x++) {
      let near = 0;
      for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) if (bomb.has(`${x + dx},${y + dy}`)) near++;
      row += bomb.has(`${x},${y}`) ? '*' : near ? String(near) : '.';
    }
    rows.push(row);
  }
  return rows;
}

const RECORD = 82; // name STRING * 80 + time INTEGER
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('MSX Minesweeper (seed 000)', () => {
  it('msx-flood-flag.run draws the Mines Easy layout that QBasic RND gives after RANDOMIZE 0', () => {
    const header = fs.readFileSync(path.join(GOLDEN, 'msx-flood-flag.run'), 'latin1');
    const drawn = [...header.matchAll(/^' {3}y\d ([.*1-8]{8})$/gm)].map((m) => m[1]);
    expect(drawn).toEqual(msxLayout(8, 8, 10));
  });

  it('writes minerank.dat as 30 random-access records: name STRING * 80, time INTEGER, -1 when empty', () => {
    const { files } = run(MSX, keysOf('msx-minerank'));
    const data = files.read('minerank.dat')!;
    expect(data.length).toBe(30 * RECORD);
    const name = Array.from({ length: 80 }, (_, i) => String.fromCharCode(65 + (i % 26))).join('');
    expect(latin1(data.subarray(0, 80))).toBe(name);
    expect([...data.subarray(80, 82)]).toEqual([0, 0]);
    for (let i = 1; i < 30; i++) {
      const rec = data.subarray(i * RECORD, (i + 1) * RECORD);
      expect(latin1(rec.subarray(0, 80))).toBe(' '.repeat(80));
      expect([...rec.subarray(80)]).toEqual([0xff, 0xff]);
    }
  });

  it('reads the records of an existing minerank.dat (Hard is records 11-20, Super Mines 21-30)', () => {
    const files = new MemoryFileSystem();
    const data = new Uint8Array(30 * RECORD);
    for (let i = 0; i < 30; i++) {
      data.set(Buffer.from(' '.repeat(80), 'latin1'), i * RECORD);
      data.set([0xff, 0xff], i * RECORD + 80);
    }
    const put = (rec: number, name: string, time: number) => {
      data.set(Buffer.from(name.padEnd(80), 'latin1'), (rec - 1) * RECORD);
      data.set([time & 0xff, time >> 8], (rec - 1) * RECORD + 80);
    };
    put(11, 'Marcelo Teixeira Silveira', 300);
    put(21, 'SLotman', 999);
    files.write('MINERANK.DAT', data);
    const { host } = run(MSX, '{down}{down}{down}{enter}', files);
    // PRINT USING "##. \<24 spaces>\ ####": the name in 26 columns, then the time
    const line = (name: string, time: number) => ` 1. ${name.padEnd(26)} ${String(time).padStart(4)}\n`;
    expect(host.output).toContain('Mines Hard\n' + line('Marcelo Teixeira Silveira', 300) + ' 2. (empty)\n');
    expect(host.output).toContain('Super Mines\n' + line('SLotman', 999));
    expect(host.output).toContain('Mines Easy\n 1. (empty)\n');
  });

  it('fills the menu box blue inside a white frame, with white text and the bar ORed on in cyan', () => {
    const { machine } = run(MSX, keysOf('msx-menu-blue'));
    const [x0, y0, x1, y1] = [84, 44, 235, 139];
    const seen = new Map<number, number>();
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const c = machine.screen.point(x, y);
        if (x === x0 || x === x1 || y === y0 || y === y1) expect(c, `frame at ${x},${y}`).toBe(15);
        else seen.set(c, (seen.get(c) ?? 0) + 1);
      }
    }
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual([1, 3, 15]);
    // the bar on the second option (Mines Hard): rows 70..81, x 96..223
    for (let x = 96; x <= 223; x++) expect([3, 15]).toContain(machine.screen.point(x, 70));
    expect(machine.screen.point(90, 50)).toBe(1);
  });
});
