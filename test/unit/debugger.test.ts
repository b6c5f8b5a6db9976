// The debugger on the headless runtime: stepping, breakpoints, procedure step, the call stack, variables,
// watches, Immediate statements, Step back by replay, and pauses on runtime errors.
import { describe, expect, it } from 'vitest';
import { loadProgram, Machine, ReplayHost } from '../../src/index.js';
import { debugRun, type DebugRunOptions } from '../../src/runtime/debug/index.js';
import type { DebugClient, DebugCommand, DebugEvent, PauseReport } from '../../src/runtime/debug/types.js';
import { ScriptedHost, type ScriptedHostOptions } from '../support/host.js';

/** A client that answers pauses from a list of commands (then continues), and records what it saw. */
class ScriptClient implements DebugClient {
  readonly events: DebugEvent[] = [];
  readonly breakpoints = new Uint8Array(1000);
  constructor(private readonly script: (DebugCommand | ((r: PauseReport) => DebugCommand))[]) {}
  show(event: DebugEvent): void {
    this.events.push(event);
  }
  command(): DebugCommand {
    const next = this.script.shift() ?? { kind: 'continue' };
    return typeof next === 'function' ? next(this.last) : next;
  }
  get pauses(): PauseReport[] {
    return this.events.flatMap((e) => (e.type === 'paused' ? [e.report] : []));
  }
  get last(): PauseReport {
    return this.pauses.at(-1)!;
  }
  get immediates() {
    return this.events.flatMap((e) => (e.type === 'immediate' ? [e] : []));
  }
}

function debug(source: string, script: ConstructorParameters<typeof ScriptClient>[0], options: DebugRunOptions & ScriptedHostOptions & { breakpoints?: number[] } = {}) {
  const { executable, diagnostics } = loadProgram(source, { debug: true });
  expect(diagnostics).toEqual([]);
  const host = new ScriptedHost(options);
  const client = new ScriptClient(script);
  for (const line of options.breakpoints ?? []) client.breakpoints[line] = 1;
  const outcome = debugRun(executable!, host, client, { startPaused: true, ...options });
  return { client, host, outcome };
}

const at = (r: PauseReport) => `${r.line}:${r.col}`;
const step: DebugCommand = { kind: 'step' };
const value = (r: PauseReport, name: string) => r.variables.find((v) => v.name === name)?.value;

describe('stepping', () => {
  it('pauses before each statement, several on one line each on its own', () => {
    const { client, host } = debug('a = 1: b = 2\nPRINT a + b\n', [step, step, step]);
    expect(client.pauses.filter((p) => p.live).map(at)).toEqual(['1:1', '1:8', '2:1', '3:1'].slice(0, 3));
    expect(host.output).toBe(' 3 \n');
    expect(client.last.reason).toBe('end');
  });

  it('steps through FOR ... NEXT, stopping at NEXT each time round', () => {
    const { client } = debug('FOR i% = 1 TO 2\n  x = x + i%\nNEXT\nPRINT x\n', Array(8).fill(step));
    expect(client.pauses.filter((p) => p.live).map((p) => p.line)).toEqual([1, 2, 3, 2, 3, 4]);
  });

  it('steps into SUBs, FUNCTIONs and DEF FN; F10 steps over them', () => {
    const src = [
      'DEF FNtwice (v) = v * 2', //1
      'CALL Show(3)', //2
      'y = Half(8) + FNtwice(1)', //3
      'PRINT y', //4
      'SUB Show (n)', //5
      '  PRINT n', //6
      'END SUB', //7
      'FUNCTION Half (n)', //8
      '  Half = n / 2', //9
      'END FUNCTION', //10
    ].join('\n');
    const into = debug(src, Array(10).fill(step)).client.pauses.filter((p) => p.live);
    expect(into.map((p) => p.line)).toEqual([2, 6, 3, 9, 1, 4]);
    expect(into[1].procedure).toBe('Show');
    expect(into[1].stack.map((f) => `${f.name}:${f.line}`)).toEqual(['Show:6', 'module:2']);
    expect(into[3].stack.map((f) => `${f.kind}:${f.line}`)).toEqual(['function:9', 'module:3']);
    expect(into[4].stack[0].kind).toBe('deffn');
    const over = debug(src, Array(5).fill({ kind: 'over' })).client.pauses.filter((p) => p.live);
    expect(over.map((p) => p.line)).toEqual([2, 3, 4]);
  });

  it('steps through GOSUB and RETURN and over a GOSUB with F10', () => {
    const src = 'GOSUB Sub1\nPRINT "back"\nEND\nSub1:\n  PRINT "in"\n  RETURN\n';
    const into = debug(src, Array(6).fill(step)).client.pauses.filter((p) => p.live);
    expect(into.map((p) => p.line)).toEqual([1, 5, 6, 2, 3]);
    expect(into[1].stack.map((f) => `${f.name}:${f.line}`)).toEqual(['GOSUB:5', 'module:1']);
    const over = debug(src, Array(3).fill({ kind: 'over' })).client.pauses.filter((p) => p.live);
    expect(over.map((p) => p.line)).toEqual([1, 2, 3]);
  });

  it('lists a GOSUB pending under a SUB it called', () => {
    const src = 'GOSUB Work\nEND\nWork:\n  CALL Inner\n  RETURN\nSUB Inner\n  x = 1\nEND SUB\n';
    const { client } = debug(src, [{ kind: 'runTo', line: 7 }]);
    const r = client.pauses.find((p) => p.line === 7)!;
    expect(r.stack.map((f) => `${f.name}:${f.line}`)).toEqual(['Inner:7', 'GOSUB:4', 'module:1']);
  });

  it('steps into an ON ERROR handler and an event trap handler', () => {
    const src = 'ON ERROR GOTO Handler\nx = 1 / 0\nPRINT "after"\nEND\nHandler:\n  RESUME NEXT\n';
    const lines = debug(src, Array(6).fill(step)).client.pauses.filter((p) => p.live);
    expect(lines.map((p) => p.line)).toEqual([1, 2, 6, 3, 4]);
    expect(lines[2].stack.map((f) => f.kind)).toEqual(['error handler', 'module']);
    const trap = 'ON TIMER(1) GOSUB Tick\nTIMER ON\nDO: LOOP UNTIL t\nEND\nTick:\n  t = 1\n  RETURN\n';
    const { client } = debug(trap, [{ kind: 'continue' }], { breakpoints: [6] });
    expect(client.pauses[1]).toMatchObject({ reason: 'breakpoint', line: 6 });
    expect(client.pauses[1].stack[0].kind).toBe('trap');
  });

  it('pauses while INPUT waits for a key when asked to, and steps on from there', () => {
    const { executable } = loadProgram('PRINT "a"\nINPUT n\nPRINT n\n', { debug: true });
    let pauseNow = () => {};
    let asked = false;
    const host = new ScriptedHost({ keys: '4{enter}' });
    const take = host.waitKey.bind(host);
    host.waitKey = () => {
      if (!asked) {
        asked = true;
        pauseNow();
      }
      return take();
    };
    const client = new ScriptClient([step]);
    debugRun(executable!, host, client, { onPauseNow: (f) => (pauseNow = f) });
    expect(client.pauses.map((p) => `${p.reason}:${p.line}`)).toEqual(['pause:2', 'step:3', 'end:3']);
    expect(host.output).toBe('a\n? 4\n 4 \n');
  });

  it('breaks at STOP, and F5 goes on after it', () => {
    const { client, host } = debug('PRINT "a"\nSTOP\nPRINT "b"\n', [{ kind: 'continue' }], { startPaused: false });
    expect(client.pauses.map((p) => `${p.reason}:${p.line}:${p.live}`)).toEqual(['stop:2:true', 'end:3:false']);
    expect(host.output).toBe('a\nb\n');
    const stepped = debug('STOP\nPRINT "b"\n', [step, step]).client.pauses;
    expect(stepped.map((p) => `${p.reason}:${p.line}`)).toEqual(['start:1', 'step:2', 'end:2']);
  });

  it('steps over INPUT, which reads its line from the keyboard', () => {
    const { client } = debug('INPUT "n"; n\nPRINT n * 2\n', [step, step], { keys: '21{enter}' });
    expect(client.pauses.filter((p) => p.live).map((p) => p.line)).toEqual([1, 2]);
    expect(value(client.pauses[1], 'n')).toBe('21');
  });
});

describe('breakpoints and run to cursor', () => {
  it('F5 runs to a breakpoint and on to the next one; F7 runs to a line', () => {
    const src = 'FOR i = 1 TO 3\n  PRINT i\nNEXT\nPRINT "done"\n';
    const { client } = debug(src, [{ kind: 'continue' }, { kind: 'continue' }, { kind: 'runTo', line: 4 }, { kind: 'runTo', line: 4 }], { breakpoints: [2] });
    const live = client.pauses.filter((p) => p.live);
    expect(live.map((p) => `${p.reason}:${p.line}:${value(p, 'i')}`)).toEqual(['start:1:0', 'breakpoint:2:1', 'breakpoint:2:2', 'breakpoint:2:3', 'step:4:4']);
  });

  it('a breakpoint on a one-line loop stops every time round', () => {
    const { client } = debug('DO: n = n + 1: LOOP UNTIL n = 3\n', [{ kind: 'continue' }, { kind: 'continue' }], { breakpoints: [1], startPaused: false });
    expect(client.pauses.filter((p) => p.live).map((p) => value(p, 'n'))).toEqual(['0', '1', '2']);
  });
});

describe('variables and watches', () => {
  it('lists variables with QBasic formatting, arrays, records, shared variables, and marks changes', () => {
    const src = [
      'TYPE Pt', '  x AS INTEGER', '  nm AS STRING * 3', 'END TYPE',
      'DIM SHARED p AS Pt', 'DIM a%(2)', 'a%(1) = 7', 'f = 3.5: n% = -1: t$ = "text": d# = 1# / 3', 'p.x = 4', 'CALL S', 'END',
      'SUB S', '  k& = 2', 'END SUB',
    ].join('\n');
    const { client } = debug(src, [{ kind: 'runTo', line: 9 }, step, step, step, step]);
    const r = client.pauses.find((p) => p.line === 9)!;
    expect(value(r, 'f')).toBe('3.5');
    expect(value(r, 'n%')).toBe('-1');
    expect(value(r, 't$')).toBe('"text"');
    expect(value(r, 'd#')).toBe('.3333333333333333');
    const a = r.variables.find((v) => v.name === 'a%')!;
    expect(a).toMatchObject({ type: 'INTEGER (array)', value: '(0 TO 2)' });
    expect(a.children!.map((c) => `${c.name}=${c.value}`)).toEqual(['(0)=0', '(1)=7', '(2)=0']);
    const p = r.variables.find((v) => v.name === 'p')!;
    expect(p.children!.map((c) => `${c.name}=${c.value}`)).toEqual(['x=0', `nm="\0\0\0"`]);
    const after = client.pauses.find((q) => q.line === 10)!;
    expect(after.variables.find((v) => v.name === 'p')!.children![0]).toMatchObject({ value: '4', changed: true });
    expect(after.variables.find((v) => v.name === 'p')!.changed).toBe(true);
    expect(after.variables.find((v) => v.name === 'f')!.changed).toBeUndefined();
    const inSub = client.pauses.find((q) => q.line === 13)!;
    expect(inSub.variables.map((v) => `${v.name}${v.shared ? ' (shared)' : ''}`)).toEqual(['k&', 'p (shared)']);
  });

  it('shows a string that MID$ statements write in place as the string it holds', () => {
    const src = 'b$ = "....."\nFOR i = 1 TO 3: MID$(b$, i, 1) = CHR$(64 + i): NEXT\nPRINT b$\n';
    const { client } = debug(src, [{ kind: 'runTo', line: 3 }]);
    expect(value(client.pauses.find((p) => p.line === 3)!, 'b$')).toBe('"ABC.."');
  });

  it('shows the variables of the frame picked in the call stack', () => {
    const src = 'top = 7\nCALL Inner(2)\nSUB Inner (k)\n  j = k\nEND SUB\n';
    const { client } = debug(src, [{ kind: 'runTo', line: 4 }, { kind: 'frame', index: 1 }, { kind: 'frame', index: 0 }]);
    const shown = client.pauses.filter((p) => p.live && p.line === 4).map((p) => `${p.frame}:${p.variables.map((v) => v.name).join(',')}`);
    expect(shown).toEqual(['0:j,k', '1:top', '0:j,k']);
    expect(client.last).toMatchObject({ reason: 'end', line: 2, procedure: undefined });
  });

  it('evaluates watch expressions in the paused scope', () => {
    const src = 'DIM a(5)\nFOR i = 1 TO 5: a(i) = i * i: NEXT\nn$ = "QBasic"\nPRINT\n';
    const { client } = debug(src, [{ kind: 'watch', expressions: ['a(i - 1) + 1', 'LEFT$(n$, 2)', 'nope(', 'zz'] }, { kind: 'runTo', line: 4 }]);
    const r = client.pauses.find((p) => p.line === 4)!;
    expect(r.watches.map((w) => w.value ?? `error: ${w.error}`)).toEqual(['26', '"QB"', expect.stringMatching(/^error/), '0']);
    expect(r.variables.map((v) => v.name)).not.toContain('zz');
  });
});

describe('Immediate', () => {
  it('runs statements in the paused context: PRINT x, x = 5, CALL', () => {
    const src = 'x = 2\nPRINT x\nSUB Show\n  PRINT "shown"\nEND SUB\n';
    const { client, host } = debug(src, [step, { kind: 'immediate', text: 'PRINT x * 10' }, { kind: 'immediate', text: 'x = 5' },
      { kind: 'immediate', text: 'CALL Show' }, { kind: 'immediate', text: 'PRINT 1 /' }]);
    expect(host.output).toBe(' 20 \nshown\n 5 \n');
    expect(client.immediates.map((e) => e.error)).toEqual([undefined, undefined, undefined, expect.any(String)]);
    expect(value(client.pauses[3], 'x')).toBe('5');
  });
});

describe('step back', () => {
  it('goes back one statement at a time, with variables and output as they were', () => {
    const src = 'a = 1\nPRINT "one"\na = 2\nPRINT "two"\n';
    const { client } = debug(src, [step, step, step, { kind: 'back' }, { kind: 'back' }, step]);
    const live = client.pauses.filter((p) => p.live);
    expect(live.map((p) => `${p.reason}:${p.line}:${value(p, 'a')}`)).toEqual([
      'start:1:0', 'step:2:1', 'step:3:1', 'step:4:2', 'back:3:1', 'back:2:1', 'step:3:1',
    ]);
  });

  it('rewinds more than 10,000 statements, keys and TIMER replayed as they came', () => {
    const src = 'k$ = INPUT$(1)\nt = TIMER\nFOR i& = 1 TO 20000\n  s& = s& + i&\nNEXT\nPRINT s&\n';
    const { client, host } = debug(src, [...Array(3).fill({ kind: 'back' }), step, step],
      { keys: 'q', breakpoints: [6], startPaused: false });
    const live = client.pauses.filter((p) => p.live);
    expect(live[0]).toMatchObject({ line: 6, steps: 40004 });
    expect(live.slice(1, 4).map((p) => `${p.line}:${value(p, 'i&')}:${value(p, 's&')}`)).toEqual(['5:20000:200010000', '4:20000:199990000', '5:19999:199990000']);
    expect(live.slice(4).map((p) => `${p.reason}:${p.line}`)).toEqual(['step:4', 'step:5', 'breakpoint:6']);
    expect(value(live[3], 'k$')).toBe('"q"');
    expect(host.output).toBe(' 200010000 \n');
  });

  it('puts back the files the program changed', () => {
    const src = 'OPEN "OUT.TXT" FOR OUTPUT AS #1\nPRINT #1, "hello"\nCLOSE #1\nPRINT "x"\n';
    const { host, client } = debug(src, [{ kind: 'runTo', line: 4 }, { kind: 'back' }, { kind: 'back' }, { kind: 'back' }, step]);
    expect(client.pauses.filter((p) => p.live).map((p) => p.line)).toEqual([1, 4, 3, 2, 1, 2]);
    expect(new TextDecoder().decode(host.files.read('OUT.TXT'))).toBe('hello\r\n');
  });
});

describe('runtime errors', () => {
  it('pause at the failing statement with the message and the call stack, and step back from there', () => {
    const src = 'x = 5\nCALL Boom(x)\nSUB Boom (v)\n  y = v / 0\nEND SUB\n';
    const { client, outcome } = debug(src, [{ kind: 'continue' }, { kind: 'back' }, { kind: 'stop' }]);
    const error = client.pauses.find((p) => p.reason === 'error')!;
    expect(error).toMatchObject({ line: 4, live: false, error: { code: 11, message: 'Division by zero' }, procedure: 'Boom' });
    expect(error.stack.map((f) => `${f.name}:${f.line}`)).toEqual(['Boom:4', 'module:2']);
    expect(value(error, 'v')).toBe('5');
    expect(client.last).toMatchObject({ reason: 'back', line: 4, live: true });
    expect(outcome.kind).toBe('stopped');
  });

  it('a normal run recorded by a ReplayHost is replayed to its error by a debug run that has no keys left', () => {
    const src = 'INPUT "n"; x\nCALL Boom(x)\nSUB Boom (v)\n  a% = 32767: a% = a% + v\nEND SUB\n';
    const normal = loadProgram(src).executable!;
    const recorder = new ReplayHost(new ScriptedHost({ keys: '3{Enter}' }));
    const first = new Machine(normal, recorder).run();
    expect(first).toMatchObject({ kind: 'error', line: 4 });
    const { client, host } = debug(src, [{ kind: 'stop' }], { startPaused: false, recorded: recorder.recorded });
    const error = client.pauses.find((p) => p.reason === 'error')!;
    expect(error).toMatchObject({ line: 4, error: { code: 6, message: 'Overflow' }, procedure: 'Boom' });
    expect(error.stack.map((f) => `${f.name}:${f.line}`)).toEqual(['Boom:4', 'module:2']);
    expect(value(error, 'v')).toBe('3');
    expect(host.output).toBe('n? 3\n');
  });
});

describe('deeply nested records', () => {
  it('lists records inside records 16 levels down and shows deeper ones collapsed', () => {
    const types = Array.from({ length: 3000 }, (_, i) => `TYPE t${i}\n  ${i ? `a AS t${i - 1}` : 'a AS INTEGER'}\nEND TYPE\n`).join('');
    const { client } = debug(`${types}DIM v AS t2999\nPRINT LEN(v)\n`, [step, { kind: 'stop' }]);
    let view = client.last.variables.find((v) => v.name === 'v');
    let depth = 0;
    while (view?.children) {
      view = view.children[0];
      depth++;
    }
    expect(depth).toBe(16);
    expect(view).toMatchObject({ name: 'a', type: 't2983' });
    expect(view?.children).toBeUndefined();
  });
});
