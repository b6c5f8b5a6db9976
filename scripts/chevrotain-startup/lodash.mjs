// The lodash functions Chevrotain imports, in place of lodash-es in the CLI bundle and the web build (see
// ../chevrotain-startup.mjs). lodash-es's modules run set-up code as they load (native-function probes, tag
// tables, caches) and its functions go through generic helpers (isArrayLike, getIteratee, baseIndexOf) at every
// call: about 8M instructions of a one-line `qbasic run`, before Chevrotain did anything. These are the same
// functions on what Chevrotain hands them (arrays, plain objects, strings; iteratees that are functions), each
// following lodash's own algorithm; an iteratee of another kind throws instead of being read another way.
// test/unit/chevrotain-startup.test.ts checks each against lodash-es.

const hasOwnProperty = Object.prototype.hasOwnProperty;
const objectToString = Object.prototype.toString;

/** lodash's iteratee for what Chevrotain passes: a function, a property name, or nothing (identity). */
function iteratee(f) {
  if (typeof f === 'function') return f;
  if (f == null) return identity;
  if (typeof f === 'string') return (object) => (object == null ? undefined : object[f]);
  throw new TypeError('chevrotain-startup lodash: unsupported iteratee');
}

function isArrayLike(value) {
  return value != null && typeof value !== 'function' && isLength(value.length);
}

function isLength(value) {
  return typeof value === 'number' && value > -1 && value % 1 === 0 && value <= Number.MAX_SAFE_INTEGER;
}

const UNSIGNED = /^(?:0|[1-9]\d*)$/;
function isIndex(value, length) {
  const type = typeof value;
  return !!length && (type === 'number' || (type !== 'symbol' && UNSIGNED.test(value))) && value > -1 && value % 1 === 0 && value < length;
}

function isArguments(value) {
  return value !== null && typeof value === 'object' && objectToString.call(value) === '[object Arguments]';
}

/** [value, key] steps over an array-like by index, or over an object's own enumerable string keys (lodash's baseEach). */
function each(collection, visit) {
  if (collection == null) return;
  if (isArrayLike(collection)) {
    for (let i = 0; i < collection.length; i++) if (visit(collection[i], i) === false) return;
    return;
  }
  const names = Object.keys(Object(collection));
  for (let i = 0; i < names.length; i++) if (visit(collection[names[i]], names[i]) === false) return;
}

export function identity(value) {
  return value;
}

export function noop() {}

export const isArray = Array.isArray;

export function isUndefined(value) {
  return value === undefined;
}

export function isString(value) {
  return typeof value === 'string' || (!isArray(value) && value !== null && typeof value === 'object' && objectToString.call(value) === '[object String]');
}

export function isFunction(value) {
  return typeof value === 'function';
}

export function isObject(value) {
  return value != null && (typeof value === 'object' || typeof value === 'function');
}

export function isRegExp(value) {
  return value !== null && typeof value === 'object' && objectToString.call(value) === '[object RegExp]';
}

export function keys(object) {
  return object == null ? [] : Object.keys(Object(object));
}

export function values(object) {
  const result = [];
  each(object, (value) => void result.push(value));
  return result;
}

export function isEmpty(value) {
  if (value == null) return true;
  if (isArrayLike(value) && (isArray(value) || typeof value === 'string' || typeof value.splice === 'function' || isArguments(value))) {
    return !value.length;
  }
  if (value instanceof Map || value instanceof Set) return !value.size;
  for (const key in value) if (hasOwnProperty.call(value, key)) return false;
  return true;
}

export function forEach(collection, f) {
  each(collection, (value, key) => f(value, key, collection));
  return collection;
}

export function map(collection, f) {
  const g = iteratee(f);
  const result = [];
  each(collection, (value, key) => void result.push(g(value, key, collection)));
  return result;
}

export function filter(collection, f) {
  const g = iteratee(f);
  const result = [];
  each(collection, (value, key) => void (g(value, key, collection) && result.push(value)));
  return result;
}

export function reject(collection, f) {
  const g = iteratee(f);
  return filter(collection, (value, key, all) => !g(value, key, all));
}

export function find(collection, f) {
  const g = iteratee(f);
  let found;
  each(collection, (value, key) => {
    if (!g(value, key, collection)) return true;
    found = value;
    return false;
  });
  return found;
}

export function every(collection, f) {
  const g = iteratee(f);
  let result = true;
  each(collection, (value, key) => (result = !!g(value, key, collection)));
  return result;
}

export function some(collection, f) {
  const g = iteratee(f);
  let result = false;
  each(collection, (value, key) => !(result = !!g(value, key, collection)));
  return result;
}

export function reduce(collection, f, accumulator) {
  let first = arguments.length < 3;
  let result = accumulator;
  each(collection, (value, key) => {
    result = first ? value : f(result, value, key, collection);
    first = false;
  });
  return result;
}

export function groupBy(collection, f) {
  const g = iteratee(f);
  const result = {};
  each(collection, (value) => {
    const key = g(value);
    if (hasOwnProperty.call(result, key)) result[key].push(value);
    else result[key] = [value];
  });
  return result;
}

export function includes(collection, value) {
  if (collection == null) return false;
  if (typeof collection === 'string') return collection.indexOf(value) > -1;
  return (isArrayLike(collection) ? Array.prototype.includes.call(collection, value) : values(collection).includes(value));
}

export function indexOf(array, value, fromIndex) {
  const length = array == null ? 0 : array.length;
  if (!length) return -1;
  let index = fromIndex == null ? 0 : Math.trunc(Number(fromIndex)) || 0;
  if (index < 0) index = Math.max(length + index, 0);
  for (; index < length; index++) if (array[index] === value || (value !== value && array[index] !== array[index])) return index;
  return -1;
}

/** One level of lodash's baseFlatten: arrays and arguments objects are spread. */
function flattenInto(result, value) {
  if (isArray(value) || isArguments(value)) for (let i = 0; i < value.length; i++) result.push(value[i]);
  else result.push(value);
}

export function flatten(array) {
  const result = [];
  if (array != null) for (let i = 0; i < array.length; i++) flattenInto(result, array[i]);
  return result;
}

export function flatMap(collection, f) {
  return flatten(map(collection, f));
}

export function compact(array) {
  const result = [];
  if (array != null) for (let i = 0; i < array.length; i++) if (array[i]) result.push(array[i]);
  return result;
}

export function uniq(array) {
  return array == null || !array.length ? [] : Array.from(new Set(array));
}

export function difference(array, ...others) {
  if (!(isArrayLike(array) && typeof array === 'object')) return [];
  const out = new Set();
  for (const other of others) if (isArrayLike(other) && typeof other === 'object') for (let i = 0; i < other.length; i++) out.add(other[i]);
  const result = [];
  for (let i = 0; i < array.length; i++) if (!out.has(array[i])) result.push(array[i]);
  return result;
}

export function first(array) {
  return array != null && array.length ? array[0] : undefined;
}

export function last(array) {
  const length = array == null ? 0 : array.length;
  return length ? array[length - 1] : undefined;
}

function toCount(n) {
  return n === undefined ? 1 : Math.trunc(Number(n)) || 0;
}

export function drop(array, n) {
  const length = array == null ? 0 : array.length;
  return length ? Array.prototype.slice.call(array, Math.max(toCount(n), 0), length) : [];
}

export function dropRight(array, n) {
  const length = array == null ? 0 : array.length;
  return length ? Array.prototype.slice.call(array, 0, Math.max(length - toCount(n), 0)) : [];
}

/** lodash's assign: own enumerable string-keyed properties of each source, in order. */
export function assign(object, ...sources) {
  for (const source of sources) {
    if (source == null) continue;
    const names = Object.keys(Object(source));
    for (let i = 0; i < names.length; i++) object[names[i]] = source[names[i]];
  }
  return object;
}

/** lodash's defaults: a source's property (own or inherited, enumerable) fills one the object lacks. */
export function defaults(object, ...sources) {
  const target = Object(object);
  for (const source of sources) {
    if (source == null) continue;
    for (const key in source) {
      const value = target[key];
      if (value === undefined || (value === Object.prototype[key] && !hasOwnProperty.call(target, key))) target[key] = source[key];
    }
  }
  return target;
}

export function pickBy(object, f) {
  const result = {};
  if (object == null) return result;
  const g = iteratee(f);
  for (const key in object) if (g(object[key], key)) result[key] = object[key];
  for (const symbol of Object.getOwnPropertySymbols(object)) {
    if (Object.prototype.propertyIsEnumerable.call(object, symbol) && g(object[symbol], symbol)) result[symbol] = object[symbol];
  }
  return result;
}

/** A shallow copy, as lodash's clone makes of arrays, plain objects and regular expressions. */
export function clone(value) {
  if (!isObject(value)) return value;
  if (isArray(value)) {
    const copy = value.slice();
    if (value.length && typeof value[0] === 'string' && hasOwnProperty.call(value, 'index')) {
      copy.index = value.index;
      copy.input = value.input;
    }
    return copy;
  }
  const tag = objectToString.call(value);
  if (tag === '[object Object]' || tag === '[object Arguments]') {
    // lodash's initCloneObject: the same prototype, unless the object has no constructor or is a prototype
    const maker = value.constructor;
    const isPrototype = typeof maker === 'function' ? maker.prototype === value : value === Object.prototype;
    const copy = typeof maker === 'function' && !isPrototype ? Object.create(Object.getPrototypeOf(value)) : {};
    assign(copy, value);
    for (const symbol of Object.getOwnPropertySymbols(value)) {
      if (Object.prototype.propertyIsEnumerable.call(value, symbol)) copy[symbol] = value[symbol];
    }
    return copy;
  }
  if (tag === '[object RegExp]') {
    const copy = new value.constructor(value.source, /\w*$/.exec(value));
    copy.lastIndex = value.lastIndex;
    return copy;
  }
  throw new TypeError(`chevrotain-startup lodash: cannot clone a ${tag}`);
}

export function upperFirst(string) {
  const text = string == null ? '' : String(string);
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

// `has`, with lodash's property paths ('a.b', 'a[0]', ['a', 'b']): Chevrotain asks it of one-word keys of token
// types and configuration objects, eight times per createToken.
const IS_PLAIN_PROP = /^\w*$/;
const IS_DEEP_PROP = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/;
const PROP_NAME = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const ESCAPE_CHAR = /\\(\\)?/g;

function isKey(value, object) {
  if (isArray(value)) return false;
  const type = typeof value;
  if (type === 'number' || type === 'symbol' || type === 'boolean' || value == null) return true;
  return IS_PLAIN_PROP.test(value) || !IS_DEEP_PROP.test(value) || (object != null && value in Object(object));
}

function stringToPath(string) {
  const result = [];
  if (string.charCodeAt(0) === 46) result.push('');
  string.replace(PROP_NAME, (match, number, quote, subString) => {
    result.push(quote ? subString.replace(ESCAPE_CHAR, '$1') : (number || match));
  });
  return result;
}

function toKey(value) {
  if (typeof value === 'string' || typeof value === 'symbol') return value;
  const result = `${value}`;
  return result === '0' && 1 / value === -Infinity ? '-0' : result;
}

export function has(object, path) {
  if (object == null) return false;
  if (typeof path === 'string' && !isArray(object) && hasOwnProperty.call(object, path)) return true;
  const steps = isArray(path) ? path : isKey(path, object) ? [path] : stringToPath(String(path));
  let index = -1;
  let result = false;
  let key;
  let at = object;
  while (++index < steps.length) {
    key = toKey(steps[index]);
    if (!(result = at != null && hasOwnProperty.call(at, key))) break;
    at = at[key];
  }
  if (result || ++index !== steps.length) return result;
  const length = at == null ? 0 : at.length;
  return !!length && isLength(length) && isIndex(key, length) && (isArray(at) || isArguments(at));
}
