import { describe, expect, it } from 'vitest';
import { anySubmitRunning, SubmitGate } from './submit-gate';

/** A gate on a clock the test moves, recording what it told the button. */
function gateOnClock(holdMs = 300) {
  let time = 0;
  const pendingChanges: boolean[] = [];
  const sleeps: number[] = [];
  const gate = new SubmitGate({
    holdMs,
    now: () => time,
    sleep: (ms) => {
      sleeps.push(ms);
      time += ms;
      return Promise.resolve();
    },
    onPendingChange: (pending) => pendingChanges.push(pending),
  });
  return { gate, pendingChanges, sleeps, advance: (ms: number) => (time += ms) };
}

/** A piece of work the test finishes when it chooses. */
function deferredWork() {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let runs = 0;
  const work = () => {
    runs += 1;
    return new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { work, finish: () => finish(), fail: (error: Error) => fail(error), runs: () => runs };
}

describe('a submit gate', () => {
  it('runs a second submit that arrives while the first runs not at all, and answers it when the first is done', async () => {
    const { gate } = gateOnClock();
    const first = deferredWork();
    const firstAnswer = gate.run(first.work);
    const secondAnswer = gate.run(first.work);
    expect(first.runs()).toBe(1);
    let secondSettled = false;
    void secondAnswer.then(() => (secondSettled = true));
    await Promise.resolve();
    expect(secondSettled).toBe(false);
    first.finish();
    await Promise.all([firstAnswer, secondAnswer]);
    expect(first.runs()).toBe(1);
  });

  it('shuts in the same task as the first submit, before its work has even started waiting', () => {
    const { gate } = gateOnClock();
    let runs = 0;
    const work = () => {
      runs += 1;
      return Promise.resolve();
    };
    void gate.run(work);
    expect(gate.busy).toBe(true);
    void gate.run(work);
    void gate.run(work);
    expect(runs).toBe(1);
  });

  it('is busy for the double-tap time at least, so a quick write does not reopen it before the second tap', async () => {
    const { gate, sleeps, advance } = gateOnClock(300);
    await gate.run(async () => {
      advance(40);
      await Promise.resolve();
    });
    expect(sleeps).toEqual([260]);
    expect(gate.busy).toBe(false);
  });

  it('waits no longer than the work when the work took longer than the double-tap time', async () => {
    const { gate, sleeps, advance } = gateOnClock(300);
    await gate.run(async () => {
      advance(1200);
      await Promise.resolve();
    });
    expect(sleeps).toEqual([]);
  });

  it('shows the button busy from the first submit until the gate opens, once', async () => {
    const { gate, pendingChanges } = gateOnClock();
    const first = deferredWork();
    const answer = gate.run(first.work);
    void gate.run(first.work);
    expect(pendingChanges).toEqual([true]);
    first.finish();
    await answer;
    expect(pendingChanges).toEqual([true, false]);
  });

  it('lets the next submit through once the first is over', async () => {
    const { gate } = gateOnClock();
    let runs = 0;
    const work = () => {
      runs += 1;
      return Promise.resolve();
    };
    await gate.run(work);
    await gate.run(work);
    expect(runs).toBe(2);
  });

  it('rejects the failed submit with its error, answers its repeat without one, and opens again', async () => {
    const { gate, pendingChanges } = gateOnClock();
    const first = deferredWork();
    const answer = gate.run(first.work);
    const repeat = gate.run(first.work);
    first.fail(new Error('The server said no'));
    await expect(answer).rejects.toThrow('The server said no');
    await expect(repeat).resolves.toBeUndefined();
    expect(pendingChanges).toEqual([true, false]);
    expect(gate.busy).toBe(false);
  });

  it('tells the page a submit is running while its work runs, failed or not', async () => {
    const one = gateOnClock();
    const other = gateOnClock();
    expect(anySubmitRunning()).toBe(false);
    const first = deferredWork();
    const second = deferredWork();
    const answers = [one.gate.run(first.work), other.gate.run(second.work).catch(() => undefined)];
    expect(anySubmitRunning()).toBe(true);
    first.finish();
    await answers[0];
    expect(anySubmitRunning()).toBe(true);
    second.fail(new Error('The server said no'));
    await answers[1];
    expect(anySubmitRunning()).toBe(false);
  });

  it('no longer tells the page a submit is running once its work is done, though its gate holds for a double tap', async () => {
    // A save navigates back to its list within its work; the form edited next must be guarded at once.
    let holding: () => void = () => undefined;
    let endHold: () => void = () => undefined;
    const holdStarted = new Promise<void>((resolve) => (holding = resolve));
    const gate = new SubmitGate({
      holdMs: 300,
      now: () => 0,
      sleep: () => {
        holding();
        return new Promise<void>((resolve) => (endHold = resolve));
      },
      onPendingChange: () => undefined,
    });
    const answer = gate.run(() => Promise.resolve());
    await holdStarted;
    expect(gate.busy).toBe(true);
    expect(anySubmitRunning()).toBe(false);
    endHold();
    await answer;
    expect(gate.busy).toBe(false);
  });
});
