// /nia-coach: a conversation with Nia (ADR 0043). The parent picks who a question is about (Nia uses only
// that child's age band), asks or taps a starter, and gets guidance and routines as editable cards that
// become the child's own routines in one tap. Conversations are kept for the family and work offline:
// the built-in guide answers on this device; the online helper only when the family turned it on.
import { useEffect, useRef, useState } from 'react';
import { ageGroupOf } from '@sync/domain/age-group';
import type { RoutineInput } from '@sync/collections/routines';
import { useCurrentUser } from '../session/current-user';
import { useOnline } from '../lib/use-online';
import { whenWords } from '../lib/when-words';
import { useFamilyData } from '../data/family-data-context';
import { ParentPage } from '../ui/parent-page';
import { giveRoutineTo } from '../data/writes/routines';
import { useChildren, type ChildDocument } from '../data/hooks/use-children';
import { useFamilyToday } from '../session/use-family-today';
import { notify } from '../ui/toaster';
import { errorMessage } from '../ui/error-message';
import { useSubmitOnce } from '../ui/use-submit-once';
import { STARTER_QUESTIONS } from './builtin-coach';
import { CoachChildPicker } from './coach-child-picker';
import { CoachComposer } from './coach-composer';
import { ConversationList } from './conversation-list';
import { followStep, type Following } from './conversation-follow';
import { deleteConversation, setConversationChild } from '../data/writes/coach-conversations';
import { InsightsPanel } from './insights-panel';
import { NiaMessage } from './nia-message';
import { NiaPending } from './nia-pending';
import { NiaWelcome } from './nia-welcome';
import { OnlineHelperPanel } from './online-helper-panel';
import { useAskNia, type AskContext } from './use-ask-nia';
import { useCoachConversations } from './use-coach-conversations';
import { useCoachSettings } from './use-coach-settings';

type Send = (context: AskContext) => Promise<string>;

/** Smooth scrolling, unless the parent's device asks for less motion. */
function motion(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** The coach screen. */
export function NiaCoachPage() {
  const data = useFamilyData();
  const { user } = useCurrentUser();
  const family = useChildren();
  const today = useFamilyToday();
  const online = useOnline();
  const settings = useCoachSettings();
  const conversations = useCoachConversations();
  const [openId, setOpenId] = useState<string | null>(null);
  const [chosenChildId, setChosenChildId] = useState<string | null | undefined>(undefined);
  const { pending, ask, askTopic } = useAskNia();
  const asking = useSubmitOnce();
  const endRef = useRef<HTMLDivElement>(null);
  const chatRef = useRef<HTMLDivElement>(null);
  const followFrom = useRef<Following>(null);

  // Until the family's data has opened there is nowhere to keep a question: asking waits (a moment).
  const ready = Boolean(data && user?.familyId !== undefined);
  const conversation = conversations?.find((candidate) => candidate.id === openId) ?? null;
  const children = family ?? [];
  // Until the parent chooses, a family of one child asks about that child.
  const childId =
    chosenChildId === undefined ? (children.length === 1 ? (children[0]?.id ?? null) : null) : chosenChildId;
  const child = children.find((candidate) => candidate.id === childId) ?? null;
  const bandOf = (someone: ChildDocument) => ageGroupOf(someone.birthDate, today);
  const messages = conversation?.messages ?? [];
  const now = new Date();
  const describeDate = (iso: string) => whenWords(iso, now);

  // The screen opens at its top, with "Who is this about?" in view (conversation-follow.ts).
  useEffect(() => {
    const step = followStep(followFrom.current, pending !== null, messages.length);
    followFrom.current = step.next;
    if (step.scroll) endRef.current?.scrollIntoView({ behavior: motion(), block: 'end' });
  }, [messages.length, pending]);

  function context(): AskContext | null {
    const familyId = user?.familyId;
    if (!data || familyId === undefined) return null;
    return {
      database: data.database,
      familyId,
      conversationId: conversation?.id ?? null,
      earlier: messages,
      childId,
      ageGroup: child ? bandOf(child) : null,
      useProvider: Boolean(settings?.providerAvailable && settings.consent && online),
    };
  }

  // One question at a time: a double tap on a starter or on Send asks once, not twice in two conversations.
  function run(send: Send) {
    return asking.run(async () => {
      const current = context();
      // The buttons wait for the family's data to open, so this is only a safety net.
      if (!current) return;
      followFrom.current = messages.length;
      try {
        setOpenId(await send(current));
      } catch (error) {
        followFrom.current = null;
        notify({ title: 'Nia could not answer', description: errorMessage(error), variant: 'destructive' });
      }
    });
  }

  // The card says what became of the add, once, beside its button: no toast as well.
  async function addRoutine(input: RoutineInput, childIds: readonly string[], openingId: string) {
    const familyId = user?.familyId;
    if (!data || familyId === undefined) return;
    await giveRoutineTo(data.database, familyId, input, childIds, openingId);
  }

  /**
   * A conversation opened or started from the list is shown from its top when that is above the screen (on a
   * phone the list is below the chat); beside the list, nothing moves.
   */
  function showChat() {
    followFrom.current = null;
    requestAnimationFrame(() => {
      const chat = chatRef.current;
      if (chat && chat.getBoundingClientRect().top < 0)
        chat.scrollIntoView({ behavior: motion(), block: 'start' });
    });
  }

  function chooseChild(id: string | null) {
    setChosenChildId(id);
    if (data && conversation) void setConversationChild(data.database, conversation.id, id);
  }

  function open(id: string) {
    setOpenId(id);
    showChat();
    const opened = conversations?.find((candidate) => candidate.id === id);
    if (opened) setChosenChildId(opened.childId);
  }

  async function remove(id: string) {
    if (!data) return;
    await deleteConversation(data.database, id);
    if (id === openId) setOpenId(null);
    notify({ title: 'Conversation deleted' });
  }

  const sidebar = (
    <div className="space-y-6">
      <ConversationList
        conversations={conversations ?? []}
        openId={openId}
        onOpen={open}
        onNew={() => {
          setOpenId(null);
          showChat();
        }}
        onDelete={remove}
        describeDate={describeDate}
      />
      <OnlineHelperPanel settings={settings} online={online} />
    </div>
  );

  return (
    <ParentPage
      title="Nia, your parenting coach"
      lede="Ask Nia for routine ideas that suit your child's age, or for advice on a tricky moment. You can edit every suggestion before it reaches the board."
    >
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="order-2 min-w-0 lg:order-1">{sidebar}</div>
        <div ref={chatRef} className="order-1 min-w-0 scroll-mt-4 space-y-6 lg:order-2">
          {children.length > 0 && (
            <section aria-labelledby="coach-about" className="space-y-2">
              <h2 id="coach-about" className="font-bold">
                Who is this about?
              </h2>
              <CoachChildPicker
                family={children}
                childId={childId}
                ageGroupOf={bandOf}
                onChange={chooseChild}
              />
            </section>
          )}
          <section aria-label="Conversation with Nia" className="space-y-5">
            {messages.length === 0 && pending === null ? (
              <NiaWelcome
                childName={child?.name ?? null}
                starters={STARTER_QUESTIONS}
                disabled={!ready}
                onAsk={(question) => void run((current) => ask(current, question))}
              />
            ) : (
              <ol aria-label="Messages" className="space-y-5">
                {messages.map((message) => (
                  <NiaMessage
                    key={message.id}
                    message={message}
                    family={children}
                    childId={childId}
                    onAddRoutine={addRoutine}
                    onAskTopic={(topicId, title) =>
                      void run((current) => askTopic(current, { id: topicId, title }))
                    }
                  />
                ))}
                {pending !== null && <NiaPending text={pending} />}
              </ol>
            )}
            <div ref={endRef} />
            <CoachComposer
              busy={pending !== null || asking.pending || !ready}
              placeholder={
                child ? `Ask Nia about ${child.name}…` : 'Ask Nia anything about routines and family life…'
              }
              onAsk={(question) => void run((current) => ask(current, question))}
            />
          </section>
          {/* Below the question box, not above it: the panel comes with a chosen child (and its history a
              moment later), and above it would push Ask down under a finger on its way there. */}
          {child && <InsightsPanel key={child.id} childId={child.id} childName={child.name} />}
        </div>
      </div>
    </ParentPage>
  );
}
