/** The year the client was built, set by Vite (client/vite.config.ts); the prerendered footer shows it. */
declare const __BUILD_YEAR__: number;
