/**
 * spec §4 'Resume import progress': starts at 5 (Initializing), then 10 (Uploading document), then
 * a tick every 300 ms: below 20 'Uploading document' +10; below 40 'Converting document' +5; below
 * 60 'Reading content with AI' +2; below 80 'Extracting details' +1; below 95 'Finalizing' +0.5.
 * It stops at 95 while waiting; on success 100 'Complete', and 1 s later back to 0 (hidden).
 */
export const IMPORT_TICK_MS = 300;
export const IMPORT_RESET_MS = 1000;
export const IMPORT_CEILING = 95;

export type ImportStage =
  | ''
  | 'Initializing'
  | 'Uploading document'
  | 'Converting document'
  | 'Reading content with AI'
  | 'Extracting details'
  | 'Finalizing'
  | 'Complete';

export interface ImportProgress {
  /** 0 means idle: nothing is shown. */
  value: number;
  stage: ImportStage;
}

export type ImportProgressAction =
  | { type: 'start' }
  | { type: 'upload' }
  | { type: 'tick' }
  | { type: 'complete' }
  | { type: 'reset' };

export const idleProgress: ImportProgress = { value: 0, stage: '' };

/** The stage and step of one tick, by where the value stands before it. */
function step(value: number): { stage: ImportStage; by: number } {
  if (value < 20) return { stage: 'Uploading document', by: 10 };
  if (value < 40) return { stage: 'Converting document', by: 5 };
  if (value < 60) return { stage: 'Reading content with AI', by: 2 };
  if (value < 80) return { stage: 'Extracting details', by: 1 };
  return { stage: 'Finalizing', by: 0.5 };
}

export function importProgressReducer(state: ImportProgress, action: ImportProgressAction): ImportProgress {
  switch (action.type) {
    case 'start':
      return { value: 5, stage: 'Initializing' };
    case 'upload':
      return { value: 10, stage: 'Uploading document' };
    case 'tick': {
      // Idle, finished or at the ceiling: the bar waits.
      if (state.value <= 0 || state.value >= IMPORT_CEILING || state.stage === 'Complete') return state;
      const { stage, by } = step(state.value);
      return { value: Math.min(IMPORT_CEILING, state.value + by), stage };
    }
    case 'complete':
      return { value: 100, stage: 'Complete' };
    case 'reset':
      return idleProgress;
  }
}

export interface ImportProgressController {
  /** 5 'Initializing'. */
  start(): void;
  /** 10 'Uploading document', then the 300 ms ticks up to 95. */
  upload(): void;
  /** 100 'Complete', then back to 0 after 1 s. */
  complete(): void;
  /** Back to 0 at once (a failed import). */
  fail(): void;
  /** Stops every timer (unmount). */
  dispose(): void;
  get(): ImportProgress;
}

/** Drives the reducer with the spec's timers; `onChange` receives every new state. */
export function createImportProgress(onChange: (progress: ImportProgress) => void): ImportProgressController {
  let state = idleProgress;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (action: ImportProgressAction) => {
    const next = importProgressReducer(state, action);
    if (next === state) return;
    state = next;
    onChange(state);
  };
  const stopTimers = () => {
    clearInterval(ticker);
    clearTimeout(resetTimer);
    ticker = undefined;
    resetTimer = undefined;
  };

  return {
    start() {
      stopTimers();
      dispatch({ type: 'start' });
    },
    upload() {
      stopTimers();
      dispatch({ type: 'upload' });
      ticker = setInterval(() => {
        dispatch({ type: 'tick' });
        // At the ceiling nothing changes any more: stop ticking until the answer comes.
        if (state.value >= IMPORT_CEILING) {
          clearInterval(ticker);
          ticker = undefined;
        }
      }, IMPORT_TICK_MS);
    },
    complete() {
      stopTimers();
      dispatch({ type: 'complete' });
      resetTimer = setTimeout(() => {
        resetTimer = undefined;
        dispatch({ type: 'reset' });
      }, IMPORT_RESET_MS);
    },
    fail() {
      stopTimers();
      dispatch({ type: 'reset' });
    },
    dispose: stopTimers,
    get: () => state,
  };
}
