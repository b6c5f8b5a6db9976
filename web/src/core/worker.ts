/// <reference lib="webworker" />
// The interpreter worker's first script. It is small, so that the worker starts at once and begins its
// downloads side by side: the interpreter (interpreter.ts), and what its name orders (index.html's head
// names the page's first worker: a message could reach it only through the page's busy thread, later).
// Messages that come before the interpreter has loaded wait here for it.
import { ordersOf } from './worker-orders.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const waiting: MessageEvent[] = [];
scope.onmessage = (event) => void waiting.push(event);
const orders = ordersOf(scope.name);
const tree = orders.prepare && import(/* @vite-ignore */ orders.prepare.tree)
  .then(({ default: text }: { default?: string }) => text).catch(() => undefined);
for (const chunk of orders.chunks ?? []) void import(/* @vite-ignore */ chunk).catch(() => undefined);
if (orders.parser) void import('./worker-parser.js');
void import('./interpreter.js').then(({ start }) => start(waiting, orders.prepare && { program: orders.prepare.program, tree: tree! }));
