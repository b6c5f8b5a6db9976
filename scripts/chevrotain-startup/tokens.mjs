// Chevrotain 11.2.0's lib/src/scan/tokens.js without lodash, for the CLI bundle (see ../chevrotain-startup.mjs).
// Same exports, same results: createToken, the Lexer and the parser each call augmentTokenTypes, and in the
// original every call runs lodash's generic clone / difference / forEach-over-an-object / `has` (a path
// parser) per token type, in the interpreter at every start. test/unit/chevrotain-startup.test.ts checks
// that both give the same token types.
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
  for (const tokType of tokenTypesAndParents) tokType.isParent = tokType.categoryMatches.length > 0;
}

/**
 * The token types and, transitively, their categories. The original may list a category more than once
 * (lodash's difference keeps repeats); the steps after it do the same work again for a repeat, so each
 * category is listed once here.
 */
export function expandCategories(tokenTypes) {
  const result = tokenTypes.slice();
  const listed = new Set(result);
  let categories = tokenTypes;
  while (categories.length > 0) {
    const found = [];
    for (const tokType of categories) {
      const own = tokType.CATEGORIES;
      // lodash's flatten keeps a lone category; compact drops empty ones
      for (const category of Array.isArray(own) ? own : [own]) {
        if (category && !listed.has(category)) {
          listed.add(category);
          found.push(category);
          result.push(category);
        }
      }
    }
    categories = found;
  }
  return result;
}

export function assignTokenDefaultProps(tokenTypes) {
  for (const currTokType of tokenTypes) {
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
  for (const currTokType of tokenTypes) {
    // the map's keys in lodash's order (its own enumerable keys: integer keys ascending)
    currTokType.categoryMatches = Object.keys(currTokType.categoryMatchesMap).map((key) => tokenIdxToClass[key].tokenTypeIdx);
  }
}

export function assignCategoriesMapProp(tokenTypes) {
  for (const currTokType of tokenTypes) singleAssignCategoriesToksMap([], currTokType);
}

export function singleAssignCategoriesToksMap(path, nextNode) {
  for (const pathNode of path) nextNode.categoryMatchesMap[pathNode.tokenTypeIdx] = true;
  for (const nextCategory of nextNode.CATEGORIES) {
    const newPath = path.concat(nextNode);
    // avoids infinite loops due to cyclic categories
    if (!newPath.includes(nextCategory)) singleAssignCategoriesToksMap(newPath, nextCategory);
  }
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
