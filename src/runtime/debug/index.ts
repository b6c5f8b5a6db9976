// The debugger's public face (hosts: the web worker, tests).
export { debugRun, type DebugRunOptions } from './session.js';
export { ReplayHost, type Entry as ReplayEntry } from './replay.js';
export type * from './types.js';
