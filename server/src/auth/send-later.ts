// Account e-mails go out after the answer, so their time reveals nothing and a slow mail server delays no one.
import type { AuthContext } from './auth-context';

/** Sends after the response; a failed send is logged, never shown to the person asking. */
export function sendLater(context: AuthContext, send: () => Promise<void>): void {
  setImmediate(() => {
    send().catch((error: unknown) => context.log.error({ err: error }, 'could not send an account e-mail'));
  });
}
