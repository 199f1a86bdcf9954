import { describe, expect, it } from 'vitest';
import { createWakeLockController, WAKE_LOCK_RETRY_MS, type WakeLockHandle } from './wake-lock';

/** A fake browser: a wake lock API that grants or refuses, a page that hides and shows, a manual clock. */
function fakeBrowser({ supported = true } = {}) {
  let visible = true;
  let refuse = false;
  const onVisible: (() => void)[] = [];
  const timers: { at: number; callback: () => void }[] = [];
  let now = 0;
  const sentinels: { released: boolean; drop: () => void }[] = [];
  let requests = 0;

  function request(): Promise<WakeLockHandle> {
    requests += 1;
    if (refuse || !visible) return Promise.reject(new DOMException('refused', 'NotAllowedError'));
    const listeners: (() => void)[] = [];
    const sentinel = {
      released: false,
      // The browser dropping the lock (the page hid, low-power mode).
      drop() {
        if (sentinel.released) return;
        sentinel.released = true;
        listeners.forEach((listener) => listener());
      },
    };
    sentinels.push(sentinel);
    return Promise.resolve({
      release: () => Promise.resolve(sentinel.drop()),
      addEventListener: (_type: 'release', listener: () => void) => void listeners.push(listener),
    });
  }

  const controller = createWakeLockController({
    request: supported ? request : undefined,
    isVisible: () => visible,
    onVisible: (listener) => void onVisible.push(listener),
    later(callback, ms) {
      const timer = { at: now + ms, callback };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });

  return {
    controller,
    sentinels,
    requests: () => requests,
    refuse: (value: boolean) => (refuse = value),
    hide() {
      visible = false;
      sentinels.forEach((sentinel) => sentinel.drop());
    },
    show() {
      visible = true;
      onVisible.forEach((listener) => listener());
    },
    async advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the board wake lock', () => {
  it('is off until the board wants it, then held', async () => {
    const browser = fakeBrowser();
    expect(browser.controller.state()).toBe('off');
    expect(await browser.controller.acquire()).toBe('held');
    expect(browser.controller.state()).toBe('held');
  });

  it('is unsupported where the browser has no wake lock, whatever the board asks', async () => {
    const browser = fakeBrowser({ supported: false });
    expect(browser.controller.state()).toBe('unsupported');
    expect(await browser.controller.acquire()).toBe('unsupported');
    await browser.controller.release();
    expect(browser.controller.state()).toBe('unsupported');
  });

  it('is lost while the page is hidden and held again when it is shown', async () => {
    const browser = fakeBrowser();
    await browser.controller.acquire();
    browser.hide();
    expect(browser.controller.state()).toBe('lost');
    browser.show();
    await flush();
    expect(browser.controller.state()).toBe('held');
    expect(browser.requests()).toBe(2);
  });

  it('a refused lock is lost, and asked for again a minute later while the page stays visible', async () => {
    const browser = fakeBrowser();
    browser.refuse(true);
    expect(await browser.controller.acquire()).toBe('lost');
    browser.refuse(false);
    await browser.advance(WAKE_LOCK_RETRY_MS - 1);
    expect(browser.controller.state()).toBe('lost');
    await browser.advance(1);
    expect(browser.controller.state()).toBe('held');
  });

  it('a lock the browser drops while visible (low-power mode) shows as lost, then comes back', async () => {
    const browser = fakeBrowser();
    await browser.controller.acquire();
    browser.sentinels[0]?.drop();
    expect(browser.controller.state()).toBe('lost');
    await browser.advance(WAKE_LOCK_RETRY_MS);
    expect(browser.controller.state()).toBe('held');
  });

  it('released, it is off, gives the lock back, and is not asked for again on showing the page', async () => {
    const browser = fakeBrowser();
    await browser.controller.acquire();
    await browser.controller.release();
    expect(browser.controller.state()).toBe('off');
    expect(browser.sentinels[0]?.released).toBe(true);
    browser.hide();
    browser.show();
    await browser.advance(WAKE_LOCK_RETRY_MS);
    expect(browser.controller.state()).toBe('off');
    expect(browser.requests()).toBe(1);
  });

  it('asking twice at once makes one request', async () => {
    const browser = fakeBrowser();
    await Promise.all([browser.controller.acquire(), browser.controller.acquire()]);
    expect(browser.requests()).toBe(1);
  });

  it('tells its subscribers each change', async () => {
    const browser = fakeBrowser();
    const seen: string[] = [];
    browser.controller.subscribe(() => seen.push(browser.controller.state()));
    await browser.controller.acquire();
    browser.hide();
    browser.show();
    await flush();
    await browser.controller.release();
    expect(seen).toEqual(['held', 'lost', 'held', 'off']);
  });
});
