import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import { z } from 'zod';

/** Thrown when an environment variable holds a value Brightday cannot start with. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** An unset or empty variable counts as unset. */
const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const optionalUrl = optional.pipe(z.url({ error: 'must be a URL' }).optional());

/**
 * Every setting Brightday reads from the environment, with defaults that work on a fresh machine.
 * Later services add their variables here, and README.md lists them all.
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range or a named range that proxy-addr (Fastify's trustProxy) understands. */
function isProxyAddress(entry: string): boolean {
  const value = entry.trim();
  if (PROXY_NAMES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().trim().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  // How many server processes share the port (ADR 0077). Unset: one per core on Postgres, one on the
  // embedded database, which only one process can open.
  WORKERS: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number of processes' })
      .transform(Number)
      .pipe(z.number().min(1, { error: 'must be at least 1' }).max(64, { error: 'must be at most 64' }))
      .optional(),
  ),
  PASSWORD_HASHING: z.enum(['standard', 'light'], { error: 'must be standard or light' }).default('standard'),
  DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: optionalUrl.refine((url) => url === undefined || /^postgres(ql)?:/.test(url), {
    error: 'must be a postgres:// URL',
  }),
  PUBLIC_URL: optionalUrl,
  SESSION_SECRET: optional.pipe(
    z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  ),
  SMTP_URL: optionalUrl.refine((url) => url === undefined || /^smtps?:/.test(url), {
    error: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, { error: 'must be a sender such as "Brightday <hello@example.com>"' })
    .default('Brightday <hello@brightday.app>'),
  // Store listings of the parent app (ADR 0024). Unset: the site's buttons lead to the install guide.
  APP_STORE_URL: optionalUrl.refine((url) => url === undefined || url.startsWith('https:'), {
    error: 'must be an https:// URL of the App Store listing',
  }),
  PLAY_STORE_URL: optionalUrl.refine((url) => url === undefined || url.startsWith('https:'), {
    error: 'must be an https:// URL of the Google Play listing',
  }),
  // Which reverse proxies may say who the client is (X-Forwarded-For, -Proto): a hop count, or addresses,
  // ranges and the names `loopback`, `linklocal`, `uniquelocal`. Unset trusts nobody, so that a client
  // cannot name its own address and step around every per-address limit.
  TRUST_PROXY: optional.pipe(
    z
      .string()
      .refine((value) => /^\d{1,2}$/.test(value) || value.split(',').every(isProxyAddress), {
        error: 'must be a number of proxy hops, or addresses, ranges, loopback, linklocal or uniquelocal',
      })
      .optional(),
  ),
  // An Open-Meteo-compatible forecast service for the board's weather (ADR 0037). Unset: no weather.
  WEATHER_URL: optionalUrl.refine((url) => url === undefined || /^https?:/.test(url), {
    error: 'must be an http:// or https:// URL of an Open-Meteo-compatible service',
  }),
  // An OpenAI-compatible chat service for Nia's online helper (ADR 0043). Unset: the built-in guide only.
  AI_BASE_URL: optionalUrl.refine((url) => url === undefined || /^https?:/.test(url), {
    error:
      'must be an http:// or https:// URL of an OpenAI-compatible API, such as https://api.openai.com/v1',
  }),
  AI_API_KEY: optional,
  AI_MODEL: z.string().trim().min(1, { error: 'must not be empty' }).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number' })
    .min(1000, { error: 'must be at least 1000' })
    .max(120000, { error: 'must be at most 120000' })
    .default(20000),
  AI_DAILY_REQUESTS: z.coerce
    .number({ error: 'must be a number of requests' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must not be negative' })
    .default(60),
  AI_MAX_TOKENS: z.coerce
    .number({ error: 'must be a number of tokens' })
    .int({ error: 'must be a whole number' })
    .min(50, { error: 'must be at least 50' })
    .max(8000, { error: 'must be at most 8000' })
    .default(700),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

type Env = z.infer<typeof envSchema>;

/** The parsed configuration the server is built from. */
export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the embedded database inside `dataDir`. */
  databaseUrl: string | undefined;
  /** How many server processes share the port: 1, or several on Postgres (ADR 0077). */
  workers: number;
  /** `light` only on a test server (ADR 0071): passwords hashed at a cost a test suite can afford. */
  passwordHashing: Env['PASSWORD_HASHING'];
  /** Where people reach Brightday; used in e-mail links. Defaults to the local address. */
  publicUrl: string;
  /** Unset outside production means one is generated into `dataDir` at startup. */
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  /** The sender of every e-mail. */
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  /**
   * The reverse proxies whose forwarded headers are believed (Fastify's `trustProxy`): false for none,
   * a hop count, or addresses and ranges.
   */
  trustProxy: false | number | string[];
  /** The parent app's App Store listing; unset means the install guide on /get-started. */
  appStoreUrl: string | undefined;
  /** The parent app's Google Play listing; unset means the install guide on /get-started. */
  playStoreUrl: string | undefined;
  /** The base URL of an Open-Meteo-compatible forecast service; unset means boards show no weather. */
  weatherUrl: string | undefined;
  /** Nia's online helper (ADR 0043); null when AI_BASE_URL is unset: the built-in guide only. */
  ai: AiConfig | null;
}

/** How Nia reaches an OpenAI-compatible service, and what a family may spend on it. */
export interface AiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Requests per family per day; with maxTokens, the bound on a family's daily cost. */
  dailyRequests: number;
  maxTokens: number;
}

function proxyTrust(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

/**
 * Parses the environment once at startup. A bad value throws a ConfigError whose message is one
 * line naming the variable, so an operator sees exactly what to fix.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  const parsed = result.data;
  if (parsed.NODE_ENV === 'production' && parsed.SESSION_SECRET === undefined) {
    throw new ConfigError('SESSION_SECRET', 'is required in production (at least 32 characters)');
  }
  // Security: a production server never stores passwords at the test cost, whatever its environment says.
  if (parsed.NODE_ENV === 'production' && parsed.PASSWORD_HASHING === 'light') {
    throw new ConfigError('PASSWORD_HASHING', 'must be standard in production');
  }
  // The embedded database lives in one process's memory: a second process would open a second copy.
  if (parsed.DATABASE_URL === undefined && parsed.WORKERS !== undefined && parsed.WORKERS > 1) {
    throw new ConfigError(
      'WORKERS',
      'must be 1 with the embedded database (set DATABASE_URL to run several)',
    );
  }
  const workers = parsed.WORKERS ?? (parsed.DATABASE_URL === undefined ? 1 : availableParallelism());
  const localHost = parsed.HOST === '0.0.0.0' || parsed.HOST === '::' ? 'localhost' : parsed.HOST;
  return {
    nodeEnv: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    workers,
    passwordHashing: parsed.PASSWORD_HASHING,
    publicUrl: (parsed.PUBLIC_URL ?? `http://${localHost}:${parsed.PORT}`).replace(/\/+$/, ''),
    sessionSecret: parsed.SESSION_SECRET,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: proxyTrust(parsed.TRUST_PROXY),
    appStoreUrl: parsed.APP_STORE_URL,
    playStoreUrl: parsed.PLAY_STORE_URL,
    weatherUrl: parsed.WEATHER_URL?.replace(/\/+$/, ''),
    ai:
      parsed.AI_BASE_URL === undefined
        ? null
        : {
            baseUrl: parsed.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: parsed.AI_API_KEY,
            model: parsed.AI_MODEL,
            timeoutMs: parsed.AI_TIMEOUT_MS,
            dailyRequests: parsed.AI_DAILY_REQUESTS,
            maxTokens: parsed.AI_MAX_TOKENS,
          },
  };
}
