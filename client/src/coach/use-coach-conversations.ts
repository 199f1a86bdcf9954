// The family's conversations with Nia, live from the local database, newest first.
import { useMemo } from 'react';
import { useLiveDocuments } from '../data/hooks/use-live-documents';
import { useFamilyData } from '../data/family-data-context';
import type { ConversationDocument } from './conversations';

const EVERY_CONVERSATION = {};

/** Every conversation, most recently active first; undefined while the database opens. */
export function useCoachConversations(): ConversationDocument[] | undefined {
  const data = useFamilyData();
  const documents = useLiveDocuments(data?.database, 'coachConversations', EVERY_CONVERSATION, 'all');
  return useMemo(
    () => documents && [...documents].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    [documents],
  );
}
