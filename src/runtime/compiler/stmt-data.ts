// DATA / READ / RESTORE: every DATA item of the program in text order, read through one pointer.
import { QBasicError } from '../errors.js';
import type { Eval } from '../machine/state.js';
import { fitFixed } from '../model/record.js';
import { readData } from '../values/val.js';
import { fail } from './diagnostics.js';
import { compileLValue } from './names.js';
import type { StmtTable } from './statements.js';

export const DATA_STATEMENTS: StmtTable = {
  data: () => {},
  read: (cx, st) => {
    for (const t of st.targets) {
      const lv = compileLValue(cx, t);
      if (typeof lv.type !== 'string') fail(13, t.loc);
      const type = lv.type;
      const fixed = lv.elem.kind === 'FIXED' ? lv.elem.len : -1;
      const set = lv.set;
      cx.em.emit((s) => {
        const data = s.exe.data;
        if (s.dataPtr >= data.length) throw new QBasicError(4);
        const item = data[s.dataPtr++];
        const v = readData(item, type);
        set(s, fixed >= 0 ? fitFixed(v as string, fixed) : v);
      }, st.loc);
    }
  },
  restore: (cx, st) => {
    let index: Eval<number> = () => 0;
    if (st.target) {
      const up = st.target.name.toUpperCase();
      const at = cx.prog.dataAtLabel.get(up);
      if (at === undefined) fail(8, st.target.loc);
      index = () => at;
    }
    cx.em.emit((s) => { s.dataPtr = index(s); }, st.loc);
  },
};
