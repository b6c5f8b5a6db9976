// MachineOptions.speed on a host with a real clock: the machine waits (host.sleep) whenever the program runs
// ahead of the pace, so a calibration loop timed with TIMER takes the time it would on such a PC.
import { describe, expect, it } from 'vitest';
import { runSource } from '../../src/index.js';
import type { Host } from '../../src/runtime/host.js';

/** A host whose clock moves only when the machine sleeps (as a real clock would while it waits). */
class WallClockHost implements Host {
  output = '';
  ms = 0;
  slept = 0;
  writeText(t: string): void { this.output += t; }
  inkey(): string { return ''; }
  waitKey(): null { return null; }
  timer(): number { return this.ms / 1000; }
  now(): Date { return new Date(2024, 0, 1, 0, 0, 0, this.ms); }
  clockMs(): number { return this.ms; }
  sleep(ms: number): void { this.ms += ms; this.slept += ms; }
}

describe('speed on a real clock', () => {
  it('holds 10000 statements to about a second at 10000 a second', () => {
    const host = new WallClockHost();
    const src = 't# = TIMER\nFOR i& = 1 TO 5000: x = x + 1: NEXT\nd# = TIMER - t#\nPRINT d# > .5; d# < 2\n';
    const r = runSource(src, host, { speed: 10_000 });
    expect(r.outcome?.kind).toBe('end');
    expect(host.output).toBe('-1 -1 \n');
    expect(host.slept).toBeGreaterThan(500);
  });

  it('runs at full speed without a speed setting (the clock never moves: TIMER - t# is 0)', () => {
    const host = new WallClockHost();
    runSource('t# = TIMER\nFOR i& = 1 TO 5000: x = x + 1: NEXT\nPRINT TIMER - t#\n', host);
    expect(host.output).toBe(' 0 \n');
    expect(host.slept).toBe(0);
  });
});
