/// <reference lib="webworker" />
// Checks programs for syntax and type errors off the page's thread (a long listing takes a while to parse).
import { check } from '../../../src/index.js';
import type { Problem } from './protocol.js';

export interface CheckRequest {
  id: number;
  source: string;
}

export interface CheckReply {
  id: number;
  problems: Problem[];
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<CheckRequest>) => {
  const { id, source } = event.data;
  let problems: Problem[];
  try {
    problems = check(source).map(({ line, col, message }) => ({ line, col, message }));
  } catch (e) {
    problems = [{ line: 1, col: 1, message: `Internal error: ${String(e)}` }];
  }
  scope.postMessage({ id, problems } satisfies CheckReply);
};
