// The debugger's shared-memory channel between the page and a paused worker (Atomics work in Node too):
// commands arrive in order, one at a time, a pause request is seen once, breakpoints are shared bytes.
import { describe, expect, it } from 'vitest';
import { createDebugBuffers, DebugLink, WorkerDebugClient } from '../../web/src/core/debug-channel.js';
import { createSharedBuffers, Ctl } from '../../web/src/core/shared.js';

describe('the debug channel', () => {
  it('hands commands over in order as the worker takes them', async () => {
    const buffers = createDebugBuffers();
    const link = new DebugLink(buffers);
    const events: unknown[] = [];
    let stopped = false;
    const client = new WorkerDebugClient(buffers, (e) => events.push(e), () => stopped);
    link.send({ kind: 'watch', expressions: ['a(i) + 1', 'LEFT$(n$, 3)'] });
    link.send({ kind: 'immediate', text: 'PRINT "é"' });
    link.send({ kind: 'step' });
    expect(client.command()).toEqual({ kind: 'watch', expressions: ['a(i) + 1', 'LEFT$(n$, 3)'] });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(client.command()).toEqual({ kind: 'immediate', text: 'PRINT "é"' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(client.command()).toEqual({ kind: 'step' });
    stopped = true;
    expect(client.command()).toEqual({ kind: 'stop' });
    client.show({ type: 'resumed' });
    expect(events).toEqual([{ type: 'resumed' }]);
    link.close();
  });

  it('sees a pause request once and shares the breakpoint bytes', () => {
    const buffers = createDebugBuffers();
    const link = new DebugLink(buffers);
    const client = new WorkerDebugClient(buffers, () => {}, () => false);
    expect(client.pauseRequested()).toBe(false);
    link.requestPause(new Int32Array(createSharedBuffers().control), Ctl.keyTail);
    expect(client.pauseRequested()).toBe(true);
    expect(client.pauseRequested()).toBe(false);
    link.breakpoints[12] = 1;
    expect(client.breakpoints[12]).toBe(1);
  });
});
