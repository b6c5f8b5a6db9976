/// <reference lib="webworker" />
// Finds a program's DRAW strings off the page's thread: parsing a long listing and running it take a while.
import { programDraws, type ProgramDraws } from './draws.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<string>) => {
  let reply: ProgramDraws;
  try {
    reply = programDraws(event.data);
  } catch (e) {
    reply = { literal: [], run: [], note: `Internal error: ${String(e)}` };
  }
  scope.postMessage(reply);
};
