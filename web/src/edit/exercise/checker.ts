// The page's side of the exercise worker (exercise-worker.ts): what it is asked and answers.
import type { ExerciseReport } from '../../../../src/exercise/index.js';

export type ExerciseRequest =
  | { type: 'check'; exercise: string; source: string }
  | { type: 'capture'; source: string; keys: string };

export type ExerciseReply =
  | { type: 'report'; report: ExerciseReport }
  | { type: 'captured'; output: string; picture?: string; trouble?: string }
  | { type: 'failed'; message: string };

/** Ask a fresh worker one thing; it is ended with the answer (a check never leaves one running). */
export function askExerciseWorker(request: ExerciseRequest): Promise<ExerciseReply> {
  const worker = new Worker(new URL('./exercise-worker.ts', import.meta.url), { type: 'module', name: 'exercise' });
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<ExerciseReply>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      resolve({ type: 'failed', message: event.message || 'the checker could not start' });
    };
    worker.postMessage(request);
  });
}
