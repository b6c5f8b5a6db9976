/// <reference lib="webworker" />
// Runs an exercise's checks (src/exercise) off the page's thread, so a learner's endless loop never
// freezes the page; and runs a teacher's model solution to capture what it prints and draws.
import { checkSolution, encodePicture, parseExercise, runForCheck } from '../../../../src/exercise/index.js';
import type { ExerciseRequest, ExerciseReply } from './checker.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ExerciseRequest>) => {
  const request = event.data;
  let reply: ExerciseReply;
  try {
    if (request.type === 'check') {
      reply = { type: 'report', report: checkSolution(parseExercise(request.exercise), request.source) };
    } else {
      const run = runForCheck(request.source, request.keys);
      const o = run.outcome;
      const trouble = o.kind === 'end' ? (o.keysRanOut ? 'it waited for more keys than the check types' : undefined)
        : o.kind === 'error' ? `${o.message} in line ${o.line}` : o.kind === 'diagnostics' ? o.message : 'it did not end (an endless loop?)';
      reply = { type: 'captured', output: run.output, picture: run.picture && encodePicture(run.picture), trouble };
    }
  } catch (e) {
    reply = { type: 'failed', message: (e as Error).message };
  }
  scope.postMessage(reply);
};
