// Built-in functions over open files and the keyboard buffer: EOF, LOF, LOC, SEEK, FREEFILE, FILEATTR, INPUT$.
import { QBasicError } from '../errors.js';
import { deviceAt } from '../machine/devices.js';
import { fileTable } from '../machine/files.js';
import { readKeyBytes } from '../machine/keyboard.js';
import type { BuiltinCompiler } from './builtins.js';
import { checkArgs, numArg } from './builtins.js';
import { cexpr } from './convert.js';

const onFile = (fn: (n: number, s: Parameters<typeof fileTable>[0]) => number): BuiltinCompiler => (cx, e) => {
  checkArgs(e, 1, 1);
  const n = numArg(cx, e.args[0], 'INTEGER');
  return cexpr('LONG', (s) => fn(n(s), s), e.loc);
};

export const FILE_BUILTINS: Record<string, BuiltinCompiler> = {
  EOF: (cx, e) => {
    checkArgs(e, 1, 1);
    const n = numArg(cx, e.args[0], 'INTEGER');
    return cexpr('INTEGER', (s) => {
      const k = n(s);
      const device = deviceAt(s, k);
      // NUL is always at its end; the keyboard and the console never are
      if (device) return device === 'null' ? -1 : 0;
      return fileTable(s).eof(k) ? -1 : 0;
    }, e.loc);
  },
  LOF: onFile((n, s) => fileTable(s).lof(n)),
  LOC: onFile((n, s) => fileTable(s).loc(n)),
  SEEK: onFile((n, s) => fileTable(s).seekPosition(n)),
  FREEFILE: (_cx, e) => {
    checkArgs(e, 0, 0);
    return cexpr('INTEGER', (s) => fileTable(s).freefile(), e.loc);
  },
  FILEATTR: (cx, e) => {
    checkArgs(e, 2, 2);
    const n = numArg(cx, e.args[0], 'INTEGER');
    const a = numArg(cx, e.args[1], 'INTEGER');
    return {
      t: 'LONG',
      f: (s) => {
        const which = a(s);
        if (which === 1) return fileTable(s).modeCode(n(s));
        if (which === 2) return 0;
        throw new QBasicError(5);
      },
      loc: e.loc,
    };
  },
  'INPUT$': (cx, e) => {
    checkArgs(e, 1, 2);
    const count = numArg(cx, e.args[0], 'INTEGER');
    if (e.args[1]) {
      const file = numArg(cx, e.args[1], 'INTEGER');
      return cexpr('STRING', (s) => fileTable(s).readChars(file(s), count(s)), e.loc);
    }
    return {
      t: 'STRING',
      f: (s) => {
        const n = count(s);
        if (n < 1 || n > 32767) throw new QBasicError(5);
        return readKeyBytes(s, n);
      },
      loc: e.loc,
    };
  },
};
