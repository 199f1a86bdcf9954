// How the profile's forms show a refusal from the server: under the field it concerns when there is one
// (a wrong current password, an address already in use, a too-common password), else as a toast.
import { codeOf, HttpError } from '../../lib/http-client';
import type { FieldErrorMap } from '../../lib/form-errors';
import { unexpectedErrorMessage } from '../../ui/failure-notices';
import { notify } from '../../ui/toaster';

/** Which field a refusal with each code belongs to, for one form. */
export type RefusalFields = Partial<Record<'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST', string>>;

/** The field messages to show for `error`, or undefined once it has been shown as a toast. */
export function showRefusal(error: unknown, fields: RefusalFields): FieldErrorMap | undefined {
  if (error instanceof HttpError && error.answered) {
    const code = codeOf(error);
    const field =
      code === 'FORBIDDEN' || code === 'CONFLICT' || code === 'BAD_REQUEST' ? fields[code] : undefined;
    if (field !== undefined) return { [field]: [error.message] };
  }
  notify({
    title: 'Not saved',
    description: error instanceof Error && error.message ? error.message : unexpectedErrorMessage,
    variant: 'destructive',
  });
  return undefined;
}
