// Arrays: bounds plus storage. Numeric elements live in typed arrays; the first subscript varies fastest
// (QuickBASIC's default column-major layout, which GET/PUT graphics and BSAVE expose).
import { QBasicError } from '../errors.js';
import { defaultValue } from './record.js';
import { elemSize, type ElemDesc } from './types.js';

export type ArrayData = Int16Array | Int32Array | Float32Array | Float64Array | any[];

/** Largest element count one array may have: beyond it QBasic runs Out of memory. */
export const MAX_ARRAY_ELEMENTS = 1 << 23;
/** Bytes one array may take (QBasic itself stops at 64 KB per array; programs written for QB64 go further). */
export const MAX_ARRAY_BYTES = 64 << 20;

export class QArray {
  /** lower bound and extent (upper - lower + 1) per dimension, flattened */
  lower: number[] = [];
  extent: number[] = [];
  data: ArrayData | null = null;
  /** dimensioned by DIM with constant bounds (a "static" array: ERASE clears, DIM again is harmless) */
  isStatic = false;
  /** bounds of a one-dimensional array (extent1 0 otherwise), read by the fast element accessors */
  lower1 = 0;
  extent1 = 0;
  /**
   * bounds of a two-dimensional array whose bounds are all INTEGERs (extents 0 otherwise: such an element
   * goes through `offset`, so a subscript within the views can never have overflowed: elements.ts at2)
   */
  lowerA = 0;
  extentA = 0;
  lowerB = 0;
  extentB = 0;

  constructor(readonly elem: ElemDesc, readonly dims: number) {}

  get dimensioned(): boolean {
    return this.data !== null;
  }

  /** Allocate storage for bounds [lo, hi] per dimension; every element gets its default value. */
  allocate(bounds: number[]): void {
    const lower: number[] = [];
    const extent: number[] = [];
    let count = 1;
    for (let d = 0; d < bounds.length; d += 2) {
      const lo = bounds[d];
      const hi = bounds[d + 1];
      if (hi < lo || lo < -2147483648 || hi > 2147483647) throw new QBasicError(9);
      lower.push(lo);
      extent.push(hi - lo + 1);
      count *= hi - lo + 1;
    }
    if (count > MAX_ARRAY_ELEMENTS || count * elemSize(this.elem) > MAX_ARRAY_BYTES) throw new QBasicError(7);
    this.lower = lower;
    this.extent = extent;
    this.data = makeStorage(this.elem, count);
    this.setViews();
  }

  private setViews(): void {
    const n = this.extent.length;
    this.lower1 = n === 1 ? this.lower[0] : 0;
    this.extent1 = n === 1 ? this.extent[0] : 0;
    const narrow = (d: number) => this.lower[d] >= -32768 && this.lower[d] + this.extent[d] - 1 <= 32767;
    const two = n === 2 && narrow(0) && narrow(1);
    this.lowerA = two ? this.lower[0] : 0;
    this.extentA = two ? this.extent[0] : 0;
    this.lowerB = two ? this.lower[1] : 0;
    this.extentB = two ? this.extent[1] : 0;
  }

  /** The flat index of the element at `subs`, or Subscript out of range. */
  offset(subs: ArrayLike<number>): number {
    if (this.data === null || subs.length !== this.extent.length) throw new QBasicError(9);
    let off = 0;
    let mul = 1;
    for (let d = 0; d < subs.length; d++) {
      const k = subs[d] - this.lower[d];
      if (!(k >= 0 && k < this.extent[d])) throw new QBasicError(9);
      off += k * mul;
      mul *= this.extent[d];
    }
    return off;
  }

  lbound(dim: number): number {
    if (this.data === null || dim < 1 || dim > this.extent.length) throw new QBasicError(9);
    return this.lower[dim - 1];
  }

  ubound(dim: number): number {
    if (this.data === null || dim < 1 || dim > this.extent.length) throw new QBasicError(9);
    return this.lower[dim - 1] + this.extent[dim - 1] - 1;
  }

  get length(): number {
    return this.data === null ? 0 : this.data.length;
  }

  erase(): void {
    if (this.isStatic && this.data) {
      this.data = makeStorage(this.elem, this.data.length);
      return;
    }
    this.data = null;
    this.lower = [];
    this.extent = [];
    this.setViews();
  }
}

export function makeStorage(elem: ElemDesc, count: number): ArrayData {
  switch (elem.kind) {
    case 'INTEGER': return new Int16Array(count);
    case 'LONG': return new Int32Array(count);
    case 'SINGLE': return new Float32Array(count);
    case 'DOUBLE': return new Float64Array(count);
    default: {
      const a = new Array(count);
      for (let i = 0; i < count; i++) a[i] = defaultValue(elem);
      return a;
    }
  }
}
