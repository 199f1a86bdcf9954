import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { currentSweep } from '../../../server/src/db/across-families';
import { recordedStatements, type RecordedStatement } from './recorded-statements';

const compiler = new PostgresQueryCompiler();
const REPOSITORY = new URL('../../../', import.meta.url).pathname;

/**
 * The file under server/src that built the statement: the innermost frame outside node_modules. A
 * statement a test or the kit builds itself (seeding rows, reading what a request stored) is not the
 * server's and has none.
 */
function serverOrigin(stack: string): string | undefined {
  for (const line of stack.split('\n').slice(1)) {
    const match = /\(?(?:file:\/\/)?(\/[^():]+):\d+:\d+\)?$/.exec(line.trim());
    const file = match?.[1];
    if (file === undefined || file.includes('/node_modules/') || file.endsWith('sql-recorder.ts')) continue;
    const relative = file.startsWith(REPOSITORY) ? file.slice(REPOSITORY.length) : file;
    return relative.startsWith('server/src/') && !/\.test\.tsx?$/.test(relative) ? relative : undefined;
  }
  return undefined;
}

/**
 * Records every statement the server builds through Kysely (raw `sql` included), by text and origin. The
 * stack is read when the query is compiled, which happens synchronously in the caller's frame.
 */
export class SqlRecorder implements KyselyPlugin {
  constructor(readonly statements: Map<string, RecordedStatement>) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 60;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    const origin = serverOrigin(stack);
    if (origin !== undefined) {
      const { sql } = compiler.compileQuery(args.node, args.queryId);
      const sweep = currentSweep();
      this.statements.set(`${origin}\n${sweep}\n${sql}`, { sql, origin, sweep });
    }
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

let recorder: SqlRecorder | undefined;

/** The recorder test databases attach, while the test file records its statements. */
export function activeSqlRecorder(): SqlRecorder | undefined {
  const statements = recordedStatements();
  if (statements === undefined) return undefined;
  recorder ??= new SqlRecorder(statements);
  return recorder;
}
