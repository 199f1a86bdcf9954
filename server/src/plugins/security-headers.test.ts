import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, LIBRARY_STYLE_HASHES, securityHeaders } from './security-headers';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * Loads the installed sonner as the browser does, with a stand-in document that records the text of
 * every `<style>` element each time the browser would check it: when it joins the page, and whenever
 * its text changes while it is there.
 */
async function stylesSonnerInjects(): Promise<string[]> {
  const checked: string[] = [];
  const style = {
    text: '',
    connected: false,
    type: '',
    appendChild(node: { text: string }) {
      this.text += node.text;
      if (this.connected) checked.push(this.text);
    },
  };
  vi.stubGlobal('document', {
    head: {
      appendChild(element: typeof style) {
        element.connected = true;
        checked.push(element.text);
      },
    },
    getElementsByTagName: () => [],
    createElement: (tag: string) => {
      if (tag !== 'style') throw new Error(`sonner created a <${tag}>: the policy may need a look`);
      return style;
    },
    createTextNode: (text: string) => ({ text }),
  });
  vi.resetModules();
  await import('sonner');
  return checked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the content security policy', () => {
  const policy = directives(contentSecurityPolicy());

  it('runs only the build’s own scripts: nothing inline, no eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
  });

  it('has the minimum ASVS 3.4.3 asks for, and refuses every frame around a page', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('allows exactly the style elements the installed sonner writes, so a sonner upgrade fails here', async () => {
    const injected = await stylesSonnerInjects();
    expect(injected.length).toBeGreaterThan(0);
    const hashes = new Set(injected.map(sha256));
    expect(new Set(Object.values(LIBRARY_STYLE_HASHES))).toEqual(hashes);
    const styleSources = policy.get('style-src') ?? [];
    for (const hash of hashes) expect(styleSources).toContain(`'${hash}'`);
  });
});

describe('the page templates', () => {
  it.each(['client/index.html', 'client/site.html'])(
    '%s carries no inline script or style (ADR 0054; docs/pitfalls.md)',
    (file) => {
      const html = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      // Only files, and data blocks the browser never runs (the site settings are one, ADR 0010).
      for (const attributes of scripts) {
        expect(/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)).toBe(true);
      }
      expect(html).not.toMatch(/<style\b|\sstyle=/);
    },
  );
});

describe('the other security headers', () => {
  it('send HSTS for a year, subdomains included, when the public address is https', () => {
    expect(securityHeaders('https://brightday.example')['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('send no HSTS for a plain http address, where a browser would ignore it', () => {
    expect(securityHeaders('http://192.168.1.20:3000')).not.toHaveProperty('strict-transport-security');
  });

  it('refuse the camera, microphone and location to every page, and keep the wake lock', () => {
    const permissions = securityHeaders('http://localhost:3000')['permissions-policy'] ?? '';
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('microphone=()');
    expect(permissions).toContain('geolocation=()');
    expect(permissions).not.toContain('screen-wake-lock');
  });
});
