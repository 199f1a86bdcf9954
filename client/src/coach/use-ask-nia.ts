// Asking Nia: the question is kept in the family's conversation at once (offline too), then answered by
// the online helper when the family has turned it on and the device is online, else by the built-in guide.
// Any failure of the online helper falls back to the built-in answer and says so: a parent always gets one.
import { useState } from 'react';
import type { AgeGroup } from '@sync/domain/age-group';
import type { CoachMessage } from '@sync/collections/coach-conversations';
import { errorCodeSchema } from '@sync/protocol/errors';
import type { BrightdayDatabase } from '../data/create-database';
import { HttpError } from '../lib/http-client';
import { newId } from '../data/new-id';
import type { CoachAnswer, CoachTopicRef } from './coach-answer';
import { answerForTopic, answerFromLibrary } from './builtin-coach';
import { requestProviderRoutines, streamProviderChat } from './coach-api';
import { appendMessages, startConversation } from '../data/writes/coach-conversations';
import { conversationTitle } from './conversations';
import { fallbackNotice } from './provider-fallback';
import { providerHistory } from './provider-history';

/** Where the question goes and what it is about. */
export interface AskContext {
  database: BrightdayDatabase;
  familyId: string;
  /** The open conversation, or null to start one with this question. */
  conversationId: string | null;
  earlier: readonly CoachMessage[];
  childId: string | null;
  ageGroup: AgeGroup | null;
  /** The family turned the online helper on, the server has one, and the device is online. */
  useProvider: boolean;
}

function message(role: CoachMessage['role'], text: string, extra: Partial<CoachMessage> = {}): CoachMessage {
  return {
    id: newId(),
    role,
    text,
    at: new Date().toISOString(),
    source: null,
    topicId: null,
    related: [],
    routines: [],
    notice: null,
    ...extra,
  };
}

/** Nia's message for an answer of the built-in guide, with a notice when it stands in for the helper. */
function fromAnswer(answer: CoachAnswer, notice: string | null = null): CoachMessage {
  return message('nia', answer.text, {
    source: answer.source,
    topicId: answer.topic?.id ?? null,
    related: [...answer.related],
    routines: [...answer.routines],
    notice,
  });
}

/** The library's topics beside an online answer: its own match first. */
function topicsBeside(answer: CoachAnswer): CoachTopicRef[] {
  return (answer.topic ? [answer.topic, ...answer.related] : [...answer.related]).slice(0, 3);
}

/** The online helper's answer to `question`, streamed into `onText`; throws when it fails. */
async function providerAnswer(
  context: AskContext,
  question: string,
  builtin: CoachAnswer,
  onText: (text: string) => void,
): Promise<CoachMessage> {
  if (builtin.routines.length > 0) {
    const routines = await requestProviderRoutines({ ageGroup: context.ageGroup, request: question });
    const text =
      routines.length === 1
        ? 'Here is a routine to start from. Change anything you like, then add it.'
        : 'Here are routines to start from. Change anything you like, then add the ones you want.';
    return message('nia', text, { source: 'provider', routines, related: topicsBeside(builtin) });
  }
  let text = '';
  const request = { ageGroup: context.ageGroup, messages: providerHistory(context.earlier, question) };
  for await (const event of streamProviderChat(request)) {
    if (event.type === 'delta') {
      text += event.text;
      onText(text);
    } else if (event.type === 'error') {
      // The server's own words for what went wrong, as for a refusal before the answer started.
      throw new HttpError(503, errorCodeSchema.safeParse(event.code).data, event.message, event.message);
    }
  }
  if (text.trim() === '') throw new Error("Nia's online helper sent an empty answer.");
  return message('nia', text.trim(), { source: 'provider', related: topicsBeside(builtin) });
}

/** What asking looks like while an answer is on its way. */
export interface AskState {
  /** The answer so far while the online helper writes it; '' before the first words. */
  pending: string | null;
  ask: (context: AskContext, question: string) => Promise<string>;
  askTopic: (context: AskContext, topic: CoachTopicRef) => Promise<string>;
}

/** Sends questions to Nia; each resolves to the conversation's id once the answer is kept. */
export function useAskNia(): AskState {
  const [pending, setPending] = useState<string | null>(null);

  async function keepQuestion(context: AskContext, question: string): Promise<string> {
    const asked = message('parent', question);
    if (context.conversationId !== null) {
      await appendMessages(context.database, context.conversationId, [asked]);
      return context.conversationId;
    }
    const started = await startConversation(
      context.database,
      { familyId: context.familyId, childId: context.childId, title: conversationTitle(question) },
      [asked],
    );
    return started.id;
  }

  async function answerWith(
    context: AskContext,
    question: string,
    answer: () => Promise<CoachMessage>,
  ): Promise<string> {
    const conversationId = await keepQuestion(context, question);
    setPending('');
    try {
      const reply = await answer();
      await appendMessages(context.database, conversationId, [reply]);
    } finally {
      setPending(null);
    }
    return conversationId;
  }

  return {
    pending,
    ask: (context, question) =>
      answerWith(context, question, async () => {
        const builtin = answerFromLibrary(question, context.ageGroup);
        if (!context.useProvider) return fromAnswer(builtin);
        try {
          return await providerAnswer(context, question, builtin, setPending);
        } catch (error) {
          return fromAnswer(builtin, fallbackNotice(error));
        }
      }),
    // A topic of the library is answered by the library: it is the guide's own page.
    askTopic: (context, topic) =>
      answerWith(context, topic.title, () =>
        Promise.resolve(fromAnswer(answerForTopic(topic.id, context.ageGroup))),
      ),
  };
}
