// Syntax error messages in the form `Syntax error: expected THEN`.
import type { IParserErrorMessageProvider, IToken, TokenType } from 'chevrotain';

const RULE_DESCRIPTIONS: Record<string, string> = {
  expression: 'expression',
  relational: 'expression',
  signed: 'expression',
  powerOperand: 'expression',
  atom: 'expression',
  statement: 'statement',
  target: 'label or line number',
  typeRef: 'type name',
  nameRef: 'variable',
  caseTest: 'expression or IS',
  // IF c GOTO label exists, but THEN is what a user forgot
  ifStmt: 'THEN',
};

function tokenLabel(type: TokenType): string {
  return type.LABEL ?? type.name;
}

function describePaths(paths: TokenType[][], ruleName: string): string {
  const described = RULE_DESCRIPTIONS[ruleName];
  if (described) return described;
  const labels = [...new Set(paths.filter((path) => path.length > 0).map((path) => tokenLabel(path[0])))];
  if (labels.length === 0) return 'end of statement';
  if (labels.length > 6) return ruleName === 'line' ? 'statement' : `${labels.slice(0, 6).join(', ')} ...`;
  return labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

export const errorMessageProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage(options: { expected: TokenType; actual: IToken; previous: IToken; ruleName: string }) {
    return `Syntax error: expected ${tokenLabel(options.expected)}`;
  },
  buildNotAllInputParsedMessage() {
    return 'Syntax error: expected end of statement';
  },
  buildNoViableAltMessage(options: { expectedPathsPerAlt: TokenType[][][]; ruleName: string }) {
    return `Syntax error: expected ${describePaths(options.expectedPathsPerAlt.flat(), options.ruleName)}`;
  },
  buildEarlyExitMessage(options: { expectedIterationPaths: TokenType[][]; ruleName: string }) {
    return `Syntax error: expected ${describePaths(options.expectedIterationPaths, options.ruleName)}`;
  },
};
