// A marketing page's visitor goes on to Create your free account or Log in, which are the app's pages: while
// the page is idle, the browser fetches the app's code for them into its cache (ADR 0094), so the next page
// paints its card at once. The build lists the files in the page (scripts/prerender.ts); nothing runs them.
import { whenIdle } from '../lib/when-idle';

/** The files listed in the page's `brightday-prefetch` block; none when it is missing or unreadable. */
export function prefetchList(doc: Document): string[] {
  const text = doc.getElementById('brightday-prefetch')?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    // Only paths of this site: the list is the build's, but a link is a request, so it is checked.
    return Array.isArray(parsed)
      ? parsed.filter((file): file is string => typeof file === 'string' && /^\/assets\/[\w.-]+$/.test(file))
      : [];
  } catch {
    return [];
  }
}

/** Adds a low-priority prefetch link for each listed file once the browser is idle. */
export function prefetchAccountScreens(doc: Document = document): void {
  whenIdle(() => {
    for (const href of prefetchList(doc)) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      if (href.endsWith('.css')) {
        link.as = 'style';
      } else {
        link.as = 'script';
        // As the app's module scripts are requested, so the cached copy is the one they use.
        link.crossOrigin = 'anonymous';
      }
      doc.head.append(link);
    }
  });
}
