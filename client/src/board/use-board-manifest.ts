// A tablet installed from a board page is the board, not the parent app: while a board page is shown, the
// page names the board's own web app manifest (its start URL is /board/setup, which opens the paired
// board) and tells Safari how to run it from the home screen. Leaving the board restores the app's.
import { useEffect } from 'react';

const BOARD_MANIFEST = '/board.webmanifest';

/** The `<meta>` tags Safari reads when a page is added to the home screen. */
const APPLE_META: Readonly<Record<string, string>> = {
  'apple-mobile-web-app-capable': 'yes',
  'mobile-web-app-capable': 'yes',
  // Content runs under the status bar, which shows over the board's own light backdrop.
  'apple-mobile-web-app-status-bar-style': 'black-translucent',
  'apple-mobile-web-app-title': 'Board',
};

function upsertMeta(name: string, content: string): () => void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = meta === null;
  meta ??= Object.assign(document.createElement('meta'), { name });
  const before = meta.content;
  meta.content = content;
  if (created) document.head.append(meta);
  return () => (created ? meta.remove() : (meta.content = before));
}

/** Points the page at the board's manifest and home-screen settings while mounted. */
export function useBoardManifest(): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const created = link === null;
    link ??= Object.assign(document.createElement('link'), { rel: 'manifest' });
    const before = link.getAttribute('href');
    link.setAttribute('href', BOARD_MANIFEST);
    if (created) document.head.append(link);
    const restores = Object.entries(APPLE_META).map(([name, content]) => upsertMeta(name, content));
    return () => {
      for (const restore of restores) restore();
      if (created) link.remove();
      else if (before !== null) link.setAttribute('href', before);
    };
  }, []);
}
