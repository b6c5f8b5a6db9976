// What an interpreter worker is told by its name, before any message can reach it (worker.ts). The
// built index.html's head names the page's first worker so: `qbasic {"prepare":{...}}` or
// `qbasic {"parser":true}` (web/vite.config.ts writes the same form).

export interface WorkerOrders {
  /** a shipped listing whose parse tree (its module's address) the worker loads and compiles at once, for
   *  the start that names it (StartMessage.prepared) */
  prepare?: { program: string; tree: string };
  /** a program's text is coming: load the parser now */
  parser?: boolean;
  /** the interpreter's chunks (their addresses), fetched at once rather than each found in the one before */
  chunks?: string[];
}

export function ordersOf(name: string): WorkerOrders {
  const json = /^qbasic (\{.*\})$/s.exec(name)?.[1];
  if (!json) return {};
  try {
    return JSON.parse(json) as WorkerOrders;
  } catch {
    return {};
  }
}
