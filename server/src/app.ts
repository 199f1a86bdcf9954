import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/account-routes';
import { issueRoutes } from './account/issue-routes';
import { analyticsRoutes } from './analytics/analytics-routes';
import { pruneAccountData } from './auth/maintenance';
import { authRoutes } from './account/auth-routes';
import { consentRoutes } from './account/consent-routes';
import { createAuthLimits } from './auth/rate-limits';
import { passwordHasher } from './auth/password-hashing';
import type { Config } from './config/config';
import { resolveSessionSecret } from './config/session-secret';
import type { OpenDatabase } from './db/open-database';
import { healthRoutes } from './health/health-routes';
import { closeConnectionsWhenClosing } from './plugins/close-connections-when-closing';
import { errorHandler } from './plugins/error-handler';
import { hourlyMaintenance } from './plugins/hourly-maintenance';
import { setUpChoreDaysOfFamilies } from './chores/chore-days';
import { endLapsedMemberships } from './household/ended-memberships';
import { jsonOnly } from './plugins/json-only';
import { sameOrigin } from './plugins/same-origin';
import { securityHeadersOnEveryAnswer } from './plugins/security-headers';
import { sessionCookieName, sessions } from './plugins/sessions';
import { createMailer } from './mail/mailer';
import { placeRoutes } from './places/place-routes';
import { openChangeFeed } from './replication/change-feed';
import { CREDENTIAL_CHECK_MS, HEARTBEAT_MS } from './replication/change-stream';
import { createPairingLimits } from './pairing/pairing-limits';
import { prunePairingCodes } from './pairing/pairing-codes';
import { pairingRoutes } from './pairing/pairing-routes';
import { replicationRoutes } from './replication/replication-routes';
import { pruneRetainedData } from './retention/retention-job';
import { clientFiles } from './static/client-files';
import { createWeatherService } from './content/weather-service';
import { weatherRoutes } from './content/weather-routes';
import { boardUsageRoutes } from './boards/board-usage-routes';
import { coachRoutes } from './coach/coach-routes';
import { ensureDailyContent } from './content/daily-content-service';
import { pruneCoachUsage } from './coach/coach-usage';
import { createCoachProvider } from './coach/openai-compatible-provider';
import { postgresLimiter } from './auth/rate-limits';
import { memberAccess } from './household/member-access';
import { householdRoutes } from './household/household-routes';

/** What the server is built from: the parsed configuration and an open, migrated database. */
export interface AppDependencies {
  config: Config;
  database: OpenDatabase;
  /** The built client to serve; defaults to client/dist of this checkout. */
  clientDir?: string;
  /** How often the change stream sends a heartbeat (tests shorten it). */
  streamHeartbeatMs?: number;
  /** How often an idle change stream checks its credential with no notice (tests shorten it). */
  streamCredentialCheckMs?: number;
  /**
   * Whether this process runs the hourly jobs (pruning, the chores' days, daily content); of several
   * processes on one database only one does (ADR 0077). Defaults to true.
   */
  maintenance?: boolean;
}

const defaultClientDir = fileURLToPath(new URL('../../client/dist', import.meta.url));

/** Fastify's trustProxy for the configured proxies; a hop count trusts that many hops nearest the server. */
function trustedProxies(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Builds the Fastify application without listening, so tests can drive it with `app.inject()`
 * and main.ts owns the process concerns (listening, signals).
 */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = dependencies;
  // Nia's online helper (ADR 0043): null unless AI_BASE_URL names a service.
  const coachProvider = createCoachProvider(config.ai);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    // Request ids let a parent's report be matched to the server log line.
    genReqId: () => crypto.randomUUID(),
    // Security: forwarded headers name the client (and so key every per-address limit) only when they
    // come from a proxy the operator named; anyone else could rotate them at will.
    trustProxy: trustedProxies(config.trustProxy),
    // close-connections-when-closing answers requests that arrive while closing, with an error code.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secure = config.publicUrl.startsWith('https:');
  await app.register(securityHeadersOnEveryAnswer, { publicUrl: config.publicUrl });
  await app.register(errorHandler);
  await app.register(closeConnectionsWhenClosing);
  await app.register(jsonOnly);
  await app.register(sameOrigin, { publicUrl: config.publicUrl });
  const cookieSecret = await resolveSessionSecret(config);
  await app.register(sessions, { db: database.db, secret: cookieSecret, secure });
  // After the sessions, before every route: each signed-in request's membership and role (ADR 0067).
  await app.register(memberAccess, { db: database.db });
  await app.register(healthRoutes, { db: database.db });

  const mailer = createMailer({ ...config, log: app.log });
  const authContext = {
    db: database.db,
    mailer,
    limits: createAuthLimits(database.pool),
    config,
    log: app.log,
    cookieSecret,
    passwords: passwordHasher(config.passwordHashing),
  };
  const cookieName = sessionCookieName(secure);
  await app.register(authRoutes, { context: authContext, cookieName, secure });
  await app.register(consentRoutes, { context: authContext });
  await app.register(accountRoutes, { context: authContext, cookieName });
  await app.register(issueRoutes, { db: database.db });
  await app.register(householdRoutes, {
    context: authContext,
    limits: {
      byFamily: postgresLimiter(database.pool)('invite-family', 20, 60 * 60),
      byAddress: postgresLimiter(database.pool)('invite-address', 30, 60 * 60),
    },
  });
  await app.register(placeRoutes);
  if (dependencies.maintenance !== false)
    await app.register(hourlyMaintenance, {
      jobs: [
        { what: 'account data', run: () => pruneAccountData(database.db) },
        // Tombstones, write identities, usage sessions, analytics events and reset links (ADR 0047).
        { what: 'retained data', run: () => pruneRetainedData(database.db) },
        { what: 'pairing codes', run: () => prunePairingCodes(database.db) },
        { what: 'coach usage', run: () => pruneCoachUsage(database.db) },
        { what: 'chore days', run: () => setUpChoreDaysOfFamilies(database.db) },
        // Caregivers past their last day leave their family for real (HOUSEHOLD-6, ADR 0087).
        { what: 'ended memberships', run: () => endLapsedMemberships(database.db) },
        // Not prunings but the same rhythm: the chores' days when no parent's phone set them up (ADR 0059),
        // and the boards' next fortnight of jokes and thoughts (ADR 0044).
        {
          what: 'daily content',
          run: async () => {
            await ensureDailyContent({ db: database.db, provider: coachProvider, log: app.log });
          },
        },
      ],
    });
  await app.register(analyticsRoutes, { db: database.db });
  await app.register(weatherRoutes, {
    db: database.db,
    weather: createWeatherService({ db: database.db, weatherUrl: config.weatherUrl, log: app.log }),
  });
  await app.register(boardUsageRoutes, { db: database.db });
  await app.register(coachRoutes, {
    context: {
      db: database.db,
      provider: coachProvider,
      ai: config.ai,
      limiter: postgresLimiter(database.pool)('coach-family', 8, 60),
    },
  });
  await app.register(pairingRoutes, { db: database.db, limits: createPairingLimits(database.pool) });

  const feed = await openChangeFeed(database, (error) =>
    app.log.warn({ err: error }, 'change feed connection lost'),
  );
  app.addHook('onClose', async () => feed.close());
  await app.register(replicationRoutes, {
    database,
    feed,
    streamTiming: {
      heartbeatMs: dependencies.streamHeartbeatMs ?? HEARTBEAT_MS,
      credentialCheckMs: dependencies.streamCredentialCheckMs ?? CREDENTIAL_CHECK_MS,
    },
  });

  await app.register(clientFiles, {
    clientDir: dependencies.clientDir ?? defaultClientDir,
    site: { publicUrl: config.publicUrl, appStoreUrl: config.appStoreUrl, playStoreUrl: config.playStoreUrl },
  });
  return app;
}
