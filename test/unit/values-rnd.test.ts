import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/runtime/values/rnd.js';
import { strNumber } from '../../src/runtime/values/format.js';
import { runSource } from '../../src/index.js';
import { ScriptedHost } from '../support/host.js';

const show = (x: number) => strNumber(x, 'SINGLE').trim();

describe('RND (qbasic-facts.md)', () => {
  it('starts from seed &H50000', () => {
    const rng = new Rng();
    const values = Array.from({ length: 6 }, () => show(rng.rnd()));
    expect(values).toEqual(['.7055475', '.533424', '.5795186', '.2895625', '.301948', '.7747401']);
  });
  it('steps as the LCG seed * &HFD43FD + &HC39EC3 mod 2^24 over a long run (its integer form included)', () => {
    const rng = new Rng();
    let seed = 0x50000;
    for (let i = 0; i < 200000; i++) {
      seed = (seed * 0xfd43fd + 0xc39ec3) % 0x1000000;
      if (rng.rnd() !== seed / 0x1000000) throw new Error(`step ${i}: seed ${seed}`);
    }
    expect(rng.rnd()).toBe(((seed * 0xfd43fd + 0xc39ec3) % 0x1000000) / 0x1000000);
  });
  it('repeats the last value for RND(0) and steps for positive arguments', () => {
    const rng = new Rng();
    const first = rng.rnd(1);
    expect(rng.rnd(0)).toBe(first);
    expect(show(rng.rnd(5))).toBe('.533424');
  });
  it('reseeds from a negative argument, so the same argument gives the same value', () => {
    const a = new Rng();
    const b = new Rng();
    b.rnd();
    b.rnd();
    expect(a.rnd(-1)).toBe(b.rnd(-1));
    expect(a.rnd()).toBe(b.rnd());
  });
  it('follows RANDOMIZE 1 with .7648737 .1054455 .6134542', () => {
    const rng = new Rng();
    rng.randomize(1);
    expect([rng.rnd(), rng.rnd(), rng.rnd()].map(show)).toEqual(['.7648737', '.1054455', '.6134542']);
  });
  it('keeps the low byte of the old seed across RANDOMIZE', () => {
    const rng = new Rng();
    rng.randomize(1);
    const first = rng.rnd();
    rng.randomize(1);
    expect(rng.rnd()).not.toBe(first);
  });
});

describe('MachineOptions.randomSeed (the player\'s fresh game each run)', () => {
  const run = (source: string, options: { randomSeed?: number } = {}) => {
    const host = new ScriptedHost({ keys: '' });
    runSource(source, host, options);
    return host.output;
  };
  it('is RANDOMIZE seed before the first statement; without it RND keeps QBasic\'s fixed sequence', () => {
    expect(run('PRINT RND; RND', { randomSeed: 12345 })).toBe(run('RANDOMIZE 12345: PRINT RND; RND'));
    expect(run('PRINT RND', { randomSeed: 12345 })).not.toBe(run('PRINT RND'));
    expect(run('PRINT RND')).toBe(' .7055475 \n');
  });
});
