// The family's conversations with Nia, newest first: open one to carry on, delete one for good (on every
// device of the family).
import { useState } from 'react';
import type { DocumentOf } from '../data/synced-document';
import { buttonClass } from '../ui/button-class';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Icon } from '../ui/icon';

type Conversation = DocumentOf<'coachConversations'>;

interface ConversationListProps {
  conversations: readonly Conversation[];
  openId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDelete: (id: string) => Promise<void>;
  /** Shows a date as the family reads it ("Today", "Mon 23 Nov"). */
  describeDate: (iso: string) => string;
}

/** "New conversation" and the list of earlier ones. */
export function ConversationList(props: ConversationListProps) {
  const { conversations, openId, onOpen, onNew, onDelete, describeDate } = props;
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  return (
    <nav aria-label="Conversations with Nia" className="space-y-3">
      <button type="button" onClick={onNew} className={buttonClass('secondary', 'w-full')}>
        <Icon name="plus" className="size-5" />
        New conversation
      </button>
      {conversations.length === 0 ? (
        <p className="px-2 text-sm text-ink-soft">
          Your conversations with Nia are kept here for the family.
        </p>
      ) : (
        <ul className="space-y-1">
          {conversations.map((conversation) => {
            const open = conversation.id === openId;
            return (
              <li key={conversation.id} className="flex items-center gap-1">
                <button
                  type="button"
                  aria-current={open ? 'true' : undefined}
                  onClick={() => onOpen(conversation.id)}
                  className={`min-h-12 min-w-0 flex-1 rounded-2xl px-3 py-2 text-left transition ${
                    open ? 'bg-sky-100 ring-2 ring-sky-700' : 'hover:bg-white'
                  }`}
                >
                  <span className="block truncate font-bold">{conversation.title}</span>
                  <span className="block text-sm text-ink-soft">{describeDate(conversation.updatedAt)}</span>
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(conversation)}
                  className="grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-white hover:text-ink"
                >
                  <Icon name="trash" className="size-5" />
                  <span className="sr-only">Delete “{conversation.title}”</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this conversation?"
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const chosen = deleting;
          setDeleting(null);
          if (chosen) void onDelete(chosen.id);
        }}
      >
        “{deleting?.title}” is removed from every device of your family. Routines you added from it stay.
      </ConfirmDialog>
    </nav>
  );
}
