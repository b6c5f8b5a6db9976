// Chevrotain 11.2.0's lib/src/scan/tokens.js without lodash, for the CLI bundle (see ../chevrotain-startup.mjs).
// Same exports, same results: createToken, the Lexer and the parser each call augmentTokenTypes, and in the
// original every call runs lodash's generic clone / difference / forEach-over-an-object / `has` (a path
// parser) per token type, in the interpreter at every start. test/unit/chevrotain-startup.test.ts checks
// that both give the same token types. The loops are indexed: this runs once, in the interpreter, where a
// for-of loop or a destructuring allocates an iterator and a result object per step.
const hasOwnProperty = Object.prototype.hasOwnProperty;
const hasOwn = (object, key) => object != null && hasOwnProperty.call(object, key);

export function tokenStructuredMatcher(tokInstance, tokConstructor) {
  const instanceType = tokInstance.tokenTypeIdx;
  if (instanceType === tokConstructor.tokenTypeIdx) return true;
  return tokConstructor.isParent === true && tokConstructor.categoryMatchesMap[instanceType] === true;
}

export function tokenStructuredMatcherNoCategories(token, tokType) {
  return token.tokenTypeIdx === tokType.tokenTypeIdx;
}

export let tokenShortNameIdx = 1;
export const tokenIdxToClass = {};

export function augmentTokenTypes(tokenTypes) {
  const tokenTypesAndParents = expandCategories(tokenTypes);
  assignTokenDefaultProps(tokenTypesAndParents);
  assignCategoriesMapProp(tokenTypesAndParents);
  assignCategoriesTokensProp(tokenTypesAndParents);
  for (let i = 0; i < tokenTypesAndParents.length; i++) {
    const tokType = tokenTypesAndParents[i];
    tokType.isParent = tokType.categoryMatches.length > 0;
  }
}

/**
 * The token types and, transitively, their categories. The original may list a category more than once
 * (lodash's difference keeps repeats); the steps after it do the same work again for a repeat, so each
 * category is listed once here.
 */
export function expandCategories(tokenTypes) {
  const result = tokenTypes.slice();
  let listed;
  // the categories found in the previous round are result[from .. to)
  for (let from = 0, to = result.length; from < to; from = to, to = result.length) {
    for (let i = from; i < to; i++) {
      const own = result[i].CATEGORIES;
      // lodash's flatten keeps a lone category; compact drops empty ones
      if (Array.isArray(own)) {
        for (let c = 0; c < own.length; c++) listed = listCategory(own[c], result, listed);
      } else {
        listed = listCategory(own, result, listed);
      }
    }
  }
  return result;
}

/** Appends a category to `result` unless it is empty or already there; `listed` is a Set of result, made on first need. */
function listCategory(category, result, listed) {
  if (!category) return listed;
  listed ??= new Set(result);
  if (!listed.has(category)) {
    listed.add(category);
    result.push(category);
  }
  return listed;
}

export function assignTokenDefaultProps(tokenTypes) {
  for (let i = 0; i < tokenTypes.length; i++) {
    const currTokType = tokenTypes[i];
    if (!hasShortKeyProperty(currTokType)) {
      tokenIdxToClass[tokenShortNameIdx] = currTokType;
      currTokType.tokenTypeIdx = tokenShortNameIdx++;
    }
    if (hasCategoriesProperty(currTokType) && !Array.isArray(currTokType.CATEGORIES)) {
      currTokType.CATEGORIES = [currTokType.CATEGORIES];
    }
    if (!hasCategoriesProperty(currTokType)) currTokType.CATEGORIES = [];
    if (!hasExtendingTokensTypesProperty(currTokType)) currTokType.categoryMatches = [];
    if (!hasExtendingTokensTypesMapProperty(currTokType)) currTokType.categoryMatchesMap = {};
  }
}

export function assignCategoriesTokensProp(tokenTypes) {
  for (let i = 0; i < tokenTypes.length; i++) {
    const currTokType = tokenTypes[i];
    // the map's keys in lodash's order (its own enumerable keys: integer keys ascending)
    const keys = Object.keys(currTokType.categoryMatchesMap);
    const matches = [];
    for (let k = 0; k < keys.length; k++) matches.push(tokenIdxToClass[keys[k]].tokenTypeIdx);
    currTokType.categoryMatches = matches;
  }
}

export function assignCategoriesMapProp(tokenTypes) {
  const path = [];
  for (let i = 0; i < tokenTypes.length; i++) assignAlong(path, tokenTypes[i]);
}

export function singleAssignCategoriesToksMap(path, nextNode) {
  assignAlong(path.slice(), nextNode);
}

/** singleAssignCategoriesToksMap with `path` grown and shrunk in place (it is as it was on return). */
function assignAlong(path, nextNode) {
  for (let i = 0; i < path.length; i++) nextNode.categoryMatchesMap[path[i].tokenTypeIdx] = true;
  const categories = nextNode.CATEGORIES;
  if (categories.length === 0) return;
  path.push(nextNode);
  for (let c = 0; c < categories.length; c++) {
    const nextCategory = categories[c];
    // avoids infinite loops due to cyclic categories
    if (!path.includes(nextCategory)) assignAlong(path, nextCategory);
  }
  path.pop();
}

export function hasShortKeyProperty(tokType) {
  return hasOwn(tokType, 'tokenTypeIdx');
}

export function hasCategoriesProperty(tokType) {
  return hasOwn(tokType, 'CATEGORIES');
}

export function hasExtendingTokensTypesProperty(tokType) {
  return hasOwn(tokType, 'categoryMatches');
}

export function hasExtendingTokensTypesMapProperty(tokType) {
  return hasOwn(tokType, 'categoryMatchesMap');
}

export function isTokenType(tokType) {
  return hasOwn(tokType, 'tokenTypeIdx');
}
