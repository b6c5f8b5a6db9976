// A by-reference argument: the container (frame, typed array, record) and the index of the cell in it.
export class Ref {
  constructor(
    public c: { [i: number]: any },
    public i: number,
  ) {}
}

/** One Ref per variable, reused while its frame is the same (a new frame, a new Ref): Refs never change. */
export class RefCache {
  private last: Ref | null = null;

  of(frame: any[], k: number): Ref {
    const r = this.last;
    return r !== null && r.c === frame ? r : (this.last = new Ref(frame, k));
  }
}

/** A by-value argument: a fresh one-cell container. */
export function valueRef(v: unknown): Ref {
  return new Ref([v], 0);
}
