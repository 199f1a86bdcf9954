// Postgres answers a write that would repeat a unique value with SQLSTATE 23505 (unique_violation); both
// drivers (node-postgres and the embedded PGlite) carry it as the error's `code`.

/** True when `error` is Postgres refusing a value a unique index already holds. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
