// Built-in functions that ask the screen: POINT, PMAP, SCREEN(row, col).
import type { BuiltinCompiler } from './builtins.js';
import { checkArgs, numArg } from './builtins.js';
import { cexpr } from './convert.js';

export const GRAPHICS_BUILTINS: Record<string, BuiltinCompiler> = {
  POINT: (cx, e) => {
    checkArgs(e, 1, 2);
    if (e.args.length === 1) {
      const n = numArg(cx, e.args[0], 'INTEGER');
      return cexpr('SINGLE', (s) => Math.fround(s.screen.pointInfo(n(s))), e.loc);
    }
    const x = numArg(cx, e.args[0], 'SINGLE');
    const y = numArg(cx, e.args[1], 'SINGLE');
    return cexpr('INTEGER', (s) => s.screen.point(x(s), y(s)), e.loc);
  },
  PMAP: (cx, e) => {
    checkArgs(e, 2, 2);
    const c = numArg(cx, e.args[0], 'SINGLE');
    const n = numArg(cx, e.args[1], 'INTEGER');
    return cexpr('SINGLE', (s) => Math.fround(s.screen.pmap(c(s), n(s))), e.loc);
  },
  SCREEN: (cx, e) => {
    checkArgs(e, 2, 3);
    const r = numArg(cx, e.args[0], 'INTEGER');
    const c = numArg(cx, e.args[1], 'INTEGER');
    const flag = e.args[2] ? numArg(cx, e.args[2], 'INTEGER') : () => 0;
    return cexpr('INTEGER', (s) => s.screen.screenChar(r(s), c(s), flag(s) !== 0), e.loc);
  },
};
