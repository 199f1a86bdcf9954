// The outside half of Nia (ADR 0043): any OpenAI-compatible chat service, reached only from the server so
// that its key never reaches a browser. Both the coach routes and the daily content use it through this
// interface; `createOpenAiCompatibleProvider` is the one implementation, and with AI_BASE_URL unset there is
// no provider at all (the built-in coach answers in the browser, the daily content comes from our library).

/**
 * One message as the provider's chat API takes it: coach messages carry the family's private words only as
 * redaction leaves them (ADR 0053), and never a photo.
 */
export interface ProviderMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** Why a provider call failed, as a code the routes map to a catalogued error. */
export type ProviderFailure = 'timeout' | 'unavailable' | 'invalid-answer';

/** A failed provider call. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** An OpenAI-compatible chat service. */
export interface CoachProvider {
  /** The configured model, as the settings name it. */
  readonly model: string;
  /**
   * Streams an answer: yields text as the service writes it. Throws ProviderError (timeout, unavailable)
   * before or during the stream; `signal` aborts it (the parent left).
   */
  streamChat(messages: readonly ProviderMessage[], signal?: AbortSignal): AsyncIterable<string>;
  /**
   * Asks for one JSON object (response_format json_object) and returns it parsed, unvalidated: the caller
   * validates it with its zod schema. Throws ProviderError; `invalid-answer` when the text is not JSON.
   */
  completeJson(messages: readonly ProviderMessage[], signal?: AbortSignal): Promise<unknown>;
}
