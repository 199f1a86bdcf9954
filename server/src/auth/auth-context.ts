import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config';
import type { Database } from '../db/tables';
import type { Mailer } from '../mail/mailer';
import type { PasswordHasher } from './password-hashing';
import type { AuthLimits } from './rate-limits';

/** What the account services need: the database, e-mail, abuse limits and where the app is reached. */
export interface AuthContext {
  db: Kysely<Database>;
  mailer: Mailer;
  limits: AuthLimits;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  /** Signs the known-device cookie (known-device.ts); the session secret. */
  cookieSecret: string;
  /** Hashes and checks passwords at the configured cost (ADR 0021, ADR 0071). */
  passwords: PasswordHasher;
}

/** Who is asking, as far as the account services care. */
export interface RequestMeta {
  /** The client's address, for per-address limits. */
  ip: string;
  /** Where the request says it comes from (X-Platform-Source, else the body's source). */
  source: string;
}
