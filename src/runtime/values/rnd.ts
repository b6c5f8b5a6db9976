// RND and RANDOMIZE: QBasic's 24-bit linear congruential generator (qbasic-facts.md; the same
// constants are in QB64-PE's func_rnd and FreeBASIC's QB-compatible hRnd_QB).

const INITIAL_SEED = 0x50000;
const scratch = new DataView(new ArrayBuffer(8));

export class Rng {
  private seed = INITIAL_SEED;

  /** RND / RND(n): n > 0 or omitted steps; 0 repeats the last value; n < 0 reseeds from n's SINGLE bits, then steps. */
  rnd(arg?: number): number {
    if (arg === undefined || arg > 0) {
      this.step();
    } else if (arg < 0) {
      scratch.setFloat32(0, arg);
      const m = scratch.getUint32(0);
      this.seed = (m & 0xffffff) + (m >>> 24);
      this.step();
    }
    return this.seed / 0x1000000;
  }

  /** RANDOMIZE x: mix the high 32 bits of x as a DOUBLE into bits 8..23; the old low byte survives. */
  randomize(seed: number): void {
    scratch.setFloat64(0, seed);
    let h = scratch.getUint32(0);
    h = (h ^ (h >>> 16)) >>> 0;
    this.seed = ((h & 0xffff) << 8) | (this.seed & 0xff);
  }

  /** Bare RANDOMIZE: the INTEGER typed at the `Random-number seed (-32768 to 32767)?` prompt (QB64-PE sub_randomize). */
  randomizeInteger(n: number): void {
    this.seed = ((n & 0xffff) << 8) | (this.seed & 0xff);
  }

  /** Back to the state at program start. */
  reset(): void {
    this.seed = INITIAL_SEED;
  }

  private step(): void {
    // (seed * 0xfd43fd + 0xc39ec3) mod 2^24 in integer arithmetic: the product's low 32 bits (Math.imul)
    // hold its low 24; the same value as the float product's `%`, which compiles to a slow fprem loop
    this.seed = (Math.imul(this.seed, 0xfd43fd) + 0xc39ec3) & 0xffffff;
  }
}
