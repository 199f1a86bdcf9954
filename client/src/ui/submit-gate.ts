// One form's submit, let through once at a time (ADR 0049). A double tap or double click submits a form
// twice before the screen can show the first submit as busy: the second submit must be the same one, not
// a second create. Kept apart from React so that its rules are tested on their own.
import { DOUBLE_TAP_MS } from '../lib/zoom-guard';

/** What a gate needs from the outside world; tests pass a clock of their own. */
export interface SubmitGateOptions {
  /** Told true when a submit starts and false once the gate opens again. */
  onPendingChange: (pending: boolean) => void;
  /** How long a submit holds the gate at least, from its start: a second tap within it is the same tap. */
  holdMs?: number;
  /** Milliseconds on a steady clock. */
  now?: () => number;
  /** Resolves after `ms` milliseconds. */
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How many submits of the page are doing their work now. */
let runningWork = 0;

/**
 * Whether any form of the page is doing its submit's work. A navigation made meanwhile is a save's own (it
 * returns to the list it came from), which the leave guard lets through (ADR 0058). The double-tap hold after
 * the work does not count: by then the save has navigated, and the next screen's form may already be edited.
 */
export function anySubmitRunning(): boolean {
  return runningWork > 0;
}

/**
 * Lets one submit run at a time. A submit that arrives while one runs does not run: it is answered as the
 * first one is (the same promise, settled when the first settles, never rejected). The gate stays shut for
 * at least `holdMs` from a submit's start, so the second tap of a double tap lands on a busy button even
 * when the first submit was quicker than the tap.
 */
export class SubmitGate {
  private running: Promise<void> | null = null;
  private readonly holdMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: SubmitGateOptions) {
    this.holdMs = options.holdMs ?? DOUBLE_TAP_MS;
    this.now = options.now ?? (() => performance.now());
    this.sleep = options.sleep ?? sleepFor;
  }

  /** Whether a submit holds the gate now. */
  get busy(): boolean {
    return this.running !== null;
  }

  /**
   * Runs `work` unless a submit holds the gate. The promise of the submit that ran rejects with its error;
   * that of a repeated one only waits for the first.
   */
  run(work: () => Promise<void>): Promise<void> {
    if (this.running) return this.running;
    const started = this.now();
    this.options.onPendingChange(true);
    const first = this.settle(work, started);
    // Shut before `work` has even started: a submit arriving in the same task finds the gate closed.
    this.running = first.catch(() => undefined);
    return first;
  }

  private async settle(work: () => Promise<void>, started: number): Promise<void> {
    runningWork += 1;
    try {
      await work();
    } finally {
      runningWork -= 1;
      const left = this.holdMs - (this.now() - started);
      if (left > 0) await this.sleep(left);
      this.running = null;
      this.options.onPendingChange(false);
    }
  }
}
