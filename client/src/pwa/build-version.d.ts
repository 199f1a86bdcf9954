/** The app's version, set by Vite at build time (client/vite.config.ts); absent when Vite did not build it. */
declare const __APP_VERSION__: string | undefined;
