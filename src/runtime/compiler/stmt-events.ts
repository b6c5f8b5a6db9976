// ON TIMER / ON KEY / ON PLAY GOSUB, the TIMER, KEY(n) and PLAY ON / OFF / STOP switches and KEY n, text$
// (machine/traps.ts).
import { defineKey, setKeyHandler, setPlayHandler, setTimerHandler, switchTrap } from '../machine/traps.js';
import { toInteger } from '../values/numbers.js';
import { stringOf, toNumType } from './convert.js';
import { compileExpr } from './expr.js';
import type { StmtTable } from './statements.js';
import { moduleLabel } from './stmt-errors.js';

export const EVENT_STATEMENTS: StmtTable = {
  onEvent: (cx, st) => {
    // the handler lives at module level, as an ON ERROR handler does
    const handler = st.target ? moduleLabel(cx, st.target.name, st.target.loc) : undefined;
    if (st.event === 'TIMER') {
      const seconds = toNumType(compileExpr(cx, st.arg), 'LONG');
      cx.em.emit((s) => setTimerHandler(s, seconds(s), handler ? handler.pc : -1), st.loc);
      return;
    }
    const n = toNumType(compileExpr(cx, st.arg), 'INTEGER');
    const set = st.event === 'PLAY' ? setPlayHandler : setKeyHandler;
    cx.em.emit((s) => set(s, toInteger(n(s)), handler ? handler.pc : -1), st.loc);
  },
  eventSwitch: (cx, st) => {
    const { event, action } = st;
    if (event !== 'KEY') {
      cx.em.emit((s) => switchTrap(s, event, 0, action), st.loc);
      return;
    }
    // KEY ON / KEY OFF without a number show or hide the function-key line, which this interpreter never shows
    if (!st.arg) return;
    const key = toNumType(compileExpr(cx, st.arg), 'INTEGER');
    cx.em.emit((s) => switchTrap(s, 'KEY', toInteger(key(s)), action), st.loc);
  },
  keyDefine: (cx, st) => {
    const key = toNumType(compileExpr(cx, st.key), 'INTEGER');
    const text = stringOf(compileExpr(cx, st.text));
    cx.em.emit((s) => defineKey(s, toInteger(key(s)), text(s)), st.loc);
  },
};
