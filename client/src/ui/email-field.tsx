import type { ComponentProps } from 'react';
import { TextField } from './form-field';

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'label'
> & {
  /** "Email" unless the form asks for someone else's address. */
  label?: string;
};

/**
 * A labelled e-mail input: the phone shows its e-mail keyboard and neither capitalises nor corrects the
 * address. It fills in the user's own address unless the form says otherwise (an invitation is for someone
 * else).
 */
export function EmailField({ label = 'Email', autoComplete = 'email', ...input }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      {...input}
    />
  );
}
