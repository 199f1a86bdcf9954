// Types of boundaries.js, which eslint.config.js imports as plain JavaScript.
import type { Linter } from 'eslint';

export const CLIENT_AREAS: readonly string[];
export const CLIENT_IMPORTS: Readonly<Record<string, readonly string[]>>;
export const SERVER_AREAS: readonly string[];
export const SERVER_IMPORTS: Readonly<Record<string, readonly string[]>>;
export const MAX_DEPTH: number;
export const boundaries: Linter.Config[];
