// One page of the F1 help: the keywords it explains, their syntax, a short explanation and an example
// program that runs from the help page. Written for this project in its own words.

export interface HelpEntry {
  /** the keywords this page explains, upper case as the lexer spells them (`LEFT$`, `DEF`) */
  words: string[];
  /** the topic's title when it is not simply the first word (`Reserved words`) */
  title?: string;
  /** one or more lines of syntax, brackets for optional parts */
  syntax: string;
  /** the explanation, a few sentences; blank lines separate paragraphs */
  text: string;
  /** a complete program that shows the keyword at work */
  example: string;
  /** the example waits for the keyboard (INPUT, INKEY$ loops): the keys a test types for it, in the
   *  CLI's --keys notation (`Ann{enter}`, `{f1}{esc}`) */
  keys?: string;
  /** this interpreter stops the example with `Advanced feature unavailable` (the page says so) */
  unsupported?: true;
  /** other pages worth reading */
  see?: string[];
}
