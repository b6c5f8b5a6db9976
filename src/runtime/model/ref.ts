// A by-reference argument: the container (frame, typed array, record) and the index of the cell in it.
export class Ref {
  constructor(
    public c: { [i: number]: any },
    public i: number,
  ) {}
}

/** A by-value argument: a fresh one-cell container. */
export function valueRef(v: unknown): Ref {
  return new Ref([v], 0);
}
