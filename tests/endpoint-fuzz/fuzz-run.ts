// One fuzz run: fast-check generates the cases from the seed, each is sent to the app, and its answer and
// the tables are checked. A failure names the request and how to replay it.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../kit/server/test-app';
import { problemsWith } from './answer-checks';
import { requestOf } from './case-requests';
import { fuzzCases, type FuzzCase } from './fuzz-cases';
import { createFuzzFamily, stillUsable, type FuzzFamily } from './fuzz-family';
import type { DiscoveredRoute } from './route-discovery';
import { changedCounts, rowCounts, type RowCounts } from './row-counts';

/** How a run went: the number of requests sent, by answer status. */
export interface FuzzSummary {
  requests: number;
  statuses: Map<number, number>;
}

function describeRequest(fuzzCase: FuzzCase, route: DiscoveredRoute, response: LightMyRequestResponse) {
  return [
    `${route.method} ${route.url} as ${fuzzCase.caller}: ${fc.stringify(fuzzCase.attack)}`,
    `answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
  ].join('\n');
}

/** Sends `cases` generated cases from `seed` to `routes` of `testApp`; throws at the first failing one. */
export async function fuzzEndpoints(
  testApp: TestApp,
  routes: DiscoveredRoute[],
  options: { seed: number; cases: number },
): Promise<FuzzSummary> {
  const { db } = testApp.database;
  let family: FuzzFamily = await createFuzzFamily(testApp);
  let before: RowCounts | undefined;
  const summary: FuzzSummary = { requests: 0, statuses: new Map() };

  const property = fc.asyncProperty(fuzzCases(routes), async (fuzzCase) => {
    const route = routes[fuzzCase.route];
    if (route === undefined) throw new Error(`no route ${fuzzCase.route}`);
    // Most cases must reach validation rather than a limit: the stored limits start empty every case, and
    // each case comes from its own address for the in-memory per-address ones.
    await db.deleteFrom('rate_limits').execute();
    before ??= await rowCounts(db);
    summary.requests += 1;
    const { requests } = summary;
    const address = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
    const response = await testApp.app.inject(requestOf(fuzzCase, route, family, address));
    summary.statuses.set(response.statusCode, (summary.statuses.get(response.statusCode) ?? 0) + 1);

    const problems = problemsWith(route.method, response);
    if (response.statusCode >= 400 && response.statusCode < 500) {
      const changed = changedCounts(before, await rowCounts(db));
      if (changed.length > 0) problems.push(`a partial write (${changed.join(', ')})`);
    } else {
      before = undefined;
    }
    if (problems.length > 0) {
      const replay = `replay with FUZZ_SEED=${options.seed} FUZZ_CASES=${options.cases} npx vitest run tests/endpoint-fuzz`;
      throw new Error(`${problems.join('; ')}\n${describeRequest(fuzzCase, route, response)}\n${replay}`);
    }
    const changesState = !['GET', 'HEAD'].includes(route.method) && response.statusCode < 400;
    if (changesState && !(await stillUsable(testApp, family))) family = await createFuzzFamily(testApp);
  });

  // The report says what went wrong with which request, beside the seed and path that replay it.
  await fc.assert(property, {
    seed: options.seed,
    numRuns: options.cases,
    endOnFailure: true,
    includeErrorInReport: true,
  });
  return summary;
}
