// lodash-es as Chevrotain imports it in the CLI bundle (see ../chevrotain-startup.mjs), with a shortcut in `has`.
// Chevrotain asks `has(object, 'someKey')` of every token type and configuration object while it sets up (eight
// times per createToken), and lodash's `has` first parses the key as a property path. For a one-word key of an
// object that is not an array, the answer is whether the object has the key as its own property, which is
// what lodash's `has` returns for such a key too; anything else is lodash's `has` itself.
import { has as lodashHas, isArguments } from 'lodash-es';

export * from 'lodash-es';

const hasOwnProperty = Object.prototype.hasOwnProperty;
/** lodash's reIsPlainProp: a key that lodash does not read as a path */
const PLAIN_KEY = /^\w*$/;

export function has(object, path) {
  if (object != null && typeof path === 'string' && !Array.isArray(object)) {
    if (hasOwnProperty.call(object, path)) return true;
    if (PLAIN_KEY.test(path) && !isArguments(object)) return false;
  }
  return lodashHas(object, path);
}
