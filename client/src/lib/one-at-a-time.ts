// A queue of async tasks that run one after the other, each after the one before it has ended (succeeded or
// failed): for work whose steps must not interleave, such as a check followed by the write it allows.

/** Returns a function that runs each task it is given after every task given before it has ended. */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
}
