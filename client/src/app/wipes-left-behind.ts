// A wipe of a family's local data that an earlier page asked for and did not see end (the tab was closed
// right after "Log out", or the removed member's phone reloaded): whichever page of the app opens next
// finishes it, the login page included, so a shared browser does not keep the family's data until
// someone signs in again. The database code is loaded only when there is a wipe to finish.
import { pendingWipes } from '../data/pending-wipes';

/** What this needs of the family-data module, loaded on demand. */
interface FamilyDataModule {
  finishPendingWipes: () => Promise<void>;
}

/** Finishes the wipes left behind, if any; resolves at once, loading nothing, when there are none. */
export async function finishWipesLeftBehind(
  load: () => Promise<FamilyDataModule> = () => import('../data/family-data'),
): Promise<void> {
  if (pendingWipes().length === 0) return;
  const { finishPendingWipes } = await load();
  await finishPendingWipes();
}
