// RxDB's development helpers. Only development builds and tests import this file, so the production
// bundle carries neither the dev-mode plugin nor ajv.
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { DatabaseDevTools } from './create-database';

/** Dev-mode checks and ajv validation of every document written, for `createDatabase({ devTools })`. */
export const databaseDevTools: DatabaseDevTools = {
  plugins: [RxDBDevModePlugin],
  wrapStorage: (storage) => wrappedValidateAjvStorage({ storage }),
};
