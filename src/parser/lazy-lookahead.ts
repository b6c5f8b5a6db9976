// Chevrotain's own LL(k) lookahead, with each production's lookahead function built the first time the parser
// reaches that production instead of all of them in performSelfAnalysis: start-up pays only for what a program uses.
import { LLkLookaheadStrategy, type ILookaheadStrategy, type IOrAlt } from 'chevrotain';

type AlternationOptions = Parameters<ILookaheadStrategy['buildLookaheadForAlternation']>[0];
type OptionalOptions = Parameters<ILookaheadStrategy['buildLookaheadForOptional']>[0];
type ChooseAlternative = (orAlts?: IOrAlt<unknown>[]) => number | undefined;

export class LazyLookaheadStrategy extends LLkLookaheadStrategy {
  override buildLookaheadForAlternation(options: AlternationOptions): ChooseAlternative {
    let choose: ChooseAlternative | undefined;
    const build = () => super.buildLookaheadForAlternation(options) as ChooseAlternative;
    return function (this: unknown, orAlts) {
      return (choose ??= build()).call(this, orAlts);
    };
  }

  override buildLookaheadForOptional(options: OptionalOptions): () => boolean {
    let enter: (() => boolean) | undefined;
    const build = () => super.buildLookaheadForOptional(options);
    return function (this: unknown) {
      return (enter ??= build()).call(this);
    };
  }
}
