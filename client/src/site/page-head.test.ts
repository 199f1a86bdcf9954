import { describe, expect, it } from 'vitest';
import { renderHead } from './page-head';

const origin = 'https://brightday.example';

describe('renderHead', () => {
  it('gives a page its title, description, canonical address and social cards, all absolute', () => {
    const head = renderHead({ title: 'FAQ', description: 'Answers.', canonicalPath: '/faq' }, origin);
    expect(head).toContain('<title>FAQ — Brightday</title>');
    expect(head).toContain('<meta name="description" content="Answers." />');
    expect(head).toContain('<link rel="canonical" href="https://brightday.example/faq" />');
    expect(head).toContain('<meta property="og:url" content="https://brightday.example/faq" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://brightday.example/social/brightday-card.jpg" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('marks a page without a canonical address as not to be indexed', () => {
    const head = renderHead({ title: 'Redirecting', description: 'Opening.', canonicalPath: null }, origin);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('og:url');
  });

  it('escapes text in attributes and keeps structured data from closing its script tag', () => {
    const head = renderHead(
      {
        title: 'Tom & "Jerry"',
        description: '<b>bold</b>',
        canonicalPath: '/x',
        structuredData: () => [{ name: '</script><script>alert(1)</script>' }],
      },
      origin,
    );
    expect(head).toContain('<title>Tom &amp; &quot;Jerry&quot; — Brightday</title>');
    expect(head).toContain('content="&lt;b&gt;bold&lt;/b&gt;"');
    expect(head).not.toContain('</script><script>');
    expect(head).toContain('\\u003c/script>');
  });
});
