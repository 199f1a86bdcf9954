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
  ipad: 'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  // iPadOS 13 and later ask for desktop sites by default and say they are a Mac.
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  chromeOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Safari/537.36',
  webos:
    'Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2 (KHTML, like Gecko) Version/1.0 Safari/532.2 Pre/1.0',
  ieMobile:
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
  operaMini:
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
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

  it('treats every iOS device the agent names (iPad, iPod, Chrome on iPhone) as iOS', () => {
    for (const agent of [agents.ipad, agents.ipod, agents.chromeOnIphone]) {
      expect(detectDevice(agent)).toEqual({ type: 'ios', os: 'ios', isMobile: true });
    }
  });

  it('takes an iPad that asks for desktop sites at its word: a Mac', () => {
    expect(detectDevice(agents.ipadDesktopMode)).toEqual({ type: 'desktop', os: 'macos', isMobile: false });
  });

  it('counts an Android tablet as Android and mobile', () => {
    expect(detectDevice(agents.samsungTablet)).toEqual({ type: 'android', os: 'android', isMobile: true });
  });

  it('counts webOS, IEMobile and Opera Mini as mobile, and so as Android', () => {
    expect(detectDevice(agents.webos)).toEqual({ type: 'android', os: 'unknown', isMobile: true });
    expect(detectDevice(agents.ieMobile)).toEqual({ type: 'android', os: 'windows', isMobile: true });
    expect(detectDevice(agents.operaMini)).toEqual({ type: 'android', os: 'unknown', isMobile: true });
  });

  it('treats a Chromebook as a desktop whose system it cannot name', () => {
    expect(detectDevice(agents.chromebook)).toEqual({ type: 'desktop', os: 'unknown', isMobile: false });
  });
});
