// Types of path-aliases.js, which the Vite and Vitest configurations import as plain JavaScript.
export const PATH_ALIASES: Readonly<Record<string, string>>;
