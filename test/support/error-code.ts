// The QBasic error code a call throws, or undefined when it returns normally.
import { QBasicError } from '../../src/runtime/errors.js';

export function errorCode(f: () => unknown): number | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof QBasicError) return e.code;
    throw e;
  }
  return undefined;
}
