// The slots of one frame (the module-level frame or a procedure's locals) and how to build them fresh.
import { QArray } from '../model/qarray.js';
import { defaultValue } from '../model/record.js';
import type { ElemDesc } from '../model/types.js';

type SlotInit = (() => any) | null;
type SlotKind = ElemDesc['kind'] | 'ARRAY';

const NO_RESET = -1;
const RESET_ALL = -2;

/** What a layout's slots may hold besides small integers (bits of FrameLayout.holds). */
const FLOAT = 1;
const OBJECT = 2;

export class FrameLayout {
  private template: any[] = [];
  private holds = 0;
  private readonly inits: { slot: number; make: () => any }[] = [];

  get size(): number {
    return this.template.length;
  }

  /** A slot holding a scalar or record of `elem`, initialised to its default. */
  scalar(elem: ElemDesc): number {
    if (elem.kind === 'RECORD') return this.add(0, () => defaultValue(elem));
    return this.add(defaultValue(elem), null, elem.kind);
  }

  /** A slot holding an array object (undimensioned until DIM runs, or implicitly dimensioned). */
  array(elem: ElemDesc, dims: () => number, implicitBounds?: () => number[] | undefined): number {
    return this.add(null, () => {
      const a = new QArray(elem, dims());
      const bounds = implicitBounds?.();
      if (bounds) {
        a.allocate(bounds);
        a.isStatic = true;
      }
      return a;
    });
  }

  /**
   * A slot filled by the caller (a parameter) or by the code itself (temporaries); `kind`: the type of the
   * values it holds (or an array), when that is not what `initial` is.
   */
  raw(initial: any = 0, kind?: SlotKind): number {
    return this.add(initial, null, kind);
  }

  private add(value: any, make: SlotInit, kind?: SlotKind): number {
    const slot = this.template.length;
    this.template.push(value);
    if (make) this.inits.push({ slot, make });
    const number = kind ? kind !== 'STRING' && kind !== 'FIXED' && kind !== 'RECORD' && kind !== 'ARRAY' : typeof value === 'number';
    this.holds |= make !== null || !number ? OBJECT : kind === 'SINGLE' || kind === 'DOUBLE' ? FLOAT : 0;
    this.planReset();
    return slot;
  }

  /** the frame for a call at each procedure depth, kept for the executable's life (see frameAt) */
  private readonly pool: any[][] = [];
  /** slots below this one are parameters: every call writes them */
  private params = 0;

  /** Mark the slots so far as parameters: a reused frame keeps them, the caller overwrites every one. */
  sealParameters(): void {
    this.params = this.template.length;
    this.planReset();
  }

  /**
   * What a reused frame resets, decided when the slots change rather than on every call: `one` is the only
   * slot after the parameters (a FUNCTION's result, or one local) when it has no initialiser, NO_RESET when
   * there is none, RESET_ALL for the loop over the locals and the initialisers.
   */
  private one = NO_RESET;
  private oneValue: any = 0;

  private planReset(): void {
    const t = this.template;
    const from = this.params;
    if (this.inits.length !== 0 || t.length - from > 1) this.one = RESET_ALL;
    else if (t.length === from) this.one = NO_RESET;
    else {
      this.one = from;
      this.oneValue = t[from];
    }
  }

  /**
   * The frame of a call made at procedure depth `depth`, reused from the last call made at that depth (at
   * most one call per depth is running at a time, and a call's frame is not used after it returns), its
   * locals reset to their initial values; the caller writes the parameter slots and evaluates the
   * arguments before taking it. The frames outlive a run: every use resets them, and no two runs of one
   * executable interleave (a new run starts after the last has ended), so a second run finds its frames
   * built and the engine's code for this path, made in the first run, still fits it.
   */
  frameAt(depth: number): any[] {
    const f = this.pool[depth];
    if (f === undefined) return (this.pool[depth] = this.build());
    const one = this.one;
    if (one >= 0) f[one] = this.oneValue;
    else if (one < -1) this.resetAll(f); // RESET_ALL, as a literal (a bundle loads a constant's name)
    return f;
  }

  private resetAll(f: any[]): void {
    const t = this.template;
    for (let i = this.params; i < t.length; i++) f[i] = t[i];
    if (this.inits.length !== 0) this.makeInits(f);
  }

  private makeInits(f: any[]): void {
    const inits = this.inits;
    for (let i = 0; i < inits.length; i++) f[inits[i].slot] = inits[i].make();
  }

  /** Give a live frame the slots added since it was built (the debugger compiles new code against it). */
  fill(frame: any[]): void {
    for (let i = frame.length; i < this.template.length; i++) frame[i] = this.template[i];
    for (const { slot, make } of this.inits) if (slot >= frame.length || frame[slot] === null) frame[slot] = make();
  }

  /** `f` as a fresh frame would be: the parameter slots at their initial values too, then as every reuse. */
  renew(f: any[]): any[] {
    const t = this.template;
    for (let i = 0; i < this.params; i++) f[i] = t[i];
    this.resetAll(f);
    return f;
  }

  /** A fresh frame (a bound function: procedures call it directly). */
  readonly build = (): any[] => {
    const f = this.template.slice();
    const inits = this.inits;
    for (let i = 0; i < inits.length; i++) f[inits[i].slot] = inits[i].make();
    return f;
  };

  /**
   * Decide, before the first frame of an executable is built, what kind of array each of its frames is to
   * the engine: generic when the frame holds a string, an array, a Ref or a record; doubles when it may hold
   * a SINGLE or DOUBLE; and a frame of only integers takes the widest kind of the others (small integers
   * when there are none). The engine compiles code shared by frames of several kinds (a FOR runner, an
   * operand read, the reset of a frame) to widen the narrower ones as it meets them, in the middle of a run,
   * throwing away the code made for them; an integer frame loses nothing by being wide from the start. A
   * frame of doubles stays one: a generic frame keeps each double in an object of its own, and it may still
   * be widened in a program with generic frames too.
   */
  static settleKinds(layouts: FrameLayout[]): void {
    let all = 0;
    for (const l of layouts) all |= l.holds;
    for (const l of layouts) {
      const holds = l.holds === 0 ? all : l.holds;
      const t = [holds & OBJECT ? null : holds & FLOAT ? 0.5 : 0];
      t.pop();
      for (const v of l.template) t.push(v);
      l.template = t;
    }
  }
}
