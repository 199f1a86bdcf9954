import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailField } from './email-field';

describe('the e-mail field', () => {
  it('is labelled "Email" and asks the phone for its e-mail keyboard without capitals or corrections', () => {
    const markup = renderToStaticMarkup(<EmailField id="email" value="" onChange={() => undefined} />);
    expect(markup).toContain('<label for="email"');
    expect(markup).toContain('>Email</label>');
    expect(markup).toMatch(/type="email"/);
    expect(markup).toMatch(/inputMode="email"/);
    expect(markup).toMatch(/autoCapitalize="none"/);
    expect(markup).toMatch(/spellCheck="false"/);
    expect(markup).toMatch(/autoComplete="email"/);
  });

  it("offers no saved address when it asks for someone else's, under the form's own label", () => {
    const markup = renderToStaticMarkup(
      <EmailField id="invite" label="Their email" autoComplete="off" value="" onChange={() => undefined} />,
    );
    expect(markup).toContain('>Their email</label>');
    expect(markup).toMatch(/autoComplete="off"/);
    expect(markup).not.toMatch(/autoComplete="email"/);
  });

  it('ties its message to the input for screen readers', () => {
    const markup = renderToStaticMarkup(
      <EmailField id="email" value="x" errors={['Email is not valid']} onChange={() => undefined} />,
    );
    expect(markup).toMatch(/aria-invalid="true"/);
    expect(markup).toMatch(/aria-describedby="email-error"/);
    expect(markup).toContain('Email is not valid');
  });
});
