import { describe, expect, it } from 'vitest';
import { detectDevice } from './device';

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  blackberry:
    'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+ Version/7.1 Mobile Safari/534.11+',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('detectDevice', () => {
  it('recognises an iPhone as a mobile iOS device even though its agent mentions Mac OS X', () => {
    expect(detectDevice(agents.iphone)).toEqual({ type: 'ios', os: 'ios', isMobile: true });
  });

  it('recognises Android before Linux', () => {
    expect(detectDevice(agents.android)).toEqual({ type: 'android', os: 'android', isMobile: true });
  });

  it('counts a mobile device that is neither iOS nor Android as Android', () => {
    expect(detectDevice(agents.blackberry)).toMatchObject({ type: 'android', isMobile: true });
  });

  it('treats desktop browsers as desktop and names their operating system', () => {
    expect(detectDevice(agents.windows)).toEqual({ type: 'desktop', os: 'windows', isMobile: false });
    expect(detectDevice(agents.mac)).toEqual({ type: 'desktop', os: 'macos', isMobile: false });
    expect(detectDevice(agents.linux)).toEqual({ type: 'desktop', os: 'linux', isMobile: false });
  });

  it('reports an unknown operating system for an agent it cannot place', () => {
    expect(detectDevice('curl/8.5.0')).toEqual({ type: 'desktop', os: 'unknown', isMobile: false });
  });
});
