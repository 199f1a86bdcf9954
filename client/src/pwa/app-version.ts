/**
 * This build's version: the package version and the build's UTC minute (`0.1.0+202501311405`). A board
 * reports it with its health, so a parent can see a board still running an old version. Code run outside
 * a Vite build (unit tests) is 'development'.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'development';
