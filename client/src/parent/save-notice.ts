// What a parent is told after saving a form (M-FORM-3): the usual "Saved", or, when another device changed
// the same fields meanwhile, which fields and to what, and that the parent's own values were saved.
import type { FormClash } from '@sync/domain/form-changes';
import { pathKey } from '@sync/domain/form-changes';
import type { CollectionName } from '@sync/protocol/collections';
import { notify, type Notice } from '../ui/toaster';
import { clashSentence, type ClashContext } from './clash-words';

/** The clashes of a save, each field once: those seen while the form was open, then those met at save. */
export function clashesOfSave(...lists: readonly (readonly FormClash[] | undefined)[]): FormClash[] {
  const byPath = new Map<string, FormClash>();
  for (const clash of lists.flatMap((list) => list ?? [])) {
    if (!byPath.has(pathKey(clash.path))) byPath.set(pathKey(clash.path), clash);
  }
  return [...byPath.values()];
}

/** Tells the parent the form is saved: `notice`, or the clashes with another device's changes. */
export function notifySaved(
  notice: Notice,
  collection: CollectionName,
  clashes: readonly FormClash[],
  context: ClashContext,
): void {
  const told = clashSentence(collection, clashes, context);
  if (told === null) {
    notify(notice);
    return;
  }
  const kept = clashes.some((clash) => clash.kept === 'mine');
  notify({ title: notice.title, description: kept ? `${told} Yours is saved.` : told });
}
