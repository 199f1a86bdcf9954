import type { KyselyPlugin } from 'kysely';

/** Counts the statements sent to the database through a Kysely given `plugin` (`db.withPlugin`). */
export function statementCounter(): { count: number; plugin: KyselyPlugin } {
  const counter = { count: 0, plugin: undefined as unknown as KyselyPlugin };
  counter.plugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      counter.count += 1;
      return Promise.resolve(args.result);
    },
  };
  return counter;
}
