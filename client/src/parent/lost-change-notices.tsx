import { useEffect } from 'react';
import { lostChangesOf } from '../data/sync-engine/lost-changes';
import { notify } from '../ui/toaster';
import { clashSentence } from './clash-words';
import { useFamilyData } from '../data/family-data-context';

/**
 * Tells the parent when a change of theirs reached the server after another device had changed the same
 * field: the other device's value is kept everywhere (M-CONFIG-3), and this says so (M-FORM-6).
 */
export function LostChangeNotices() {
  const data = useFamilyData();
  useEffect(() => {
    if (!data) return;
    const subscription = lostChangesOf(data.database).lost$.subscribe(({ collection, document, clashes }) => {
      const told = clashSentence(collection, clashes, { theirs: document, mine: {} });
      if (told) notify({ title: 'Changed on another device', description: `${told} Theirs is kept.` });
    });
    return () => subscription.unsubscribe();
  }, [data]);
  return null;
}
