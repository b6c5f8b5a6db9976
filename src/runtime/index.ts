// The runtime's public face: compile an AST, run it on a Machine.
export { compile } from './compiler/index.js';
export { Machine, type MachineOptions, type RunOutcome } from './machine/machine.js';
export type { Executable } from './machine/state.js';
export { QBasicError, errorMessage, ERROR_MESSAGES } from './errors.js';
export type { Host, HostFileSystem, HostMouse } from './host.js';
export { debugRun, ReplayHost, type DebugRunOptions, type ReplayEntry } from './debug/index.js';
export type * from './debug/types.js';
