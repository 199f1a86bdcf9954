export type DeviceType = 'ios' | 'android' | 'desktop';
export type DeviceOs = 'ios' | 'android' | 'windows' | 'macos' | 'linux' | 'unknown';

export interface DeviceInfo {
  type: DeviceType;
  os: DeviceOs;
  isMobile: boolean;
}

const mobileAgent = /android|webos|iphone|ipad|ipod|blackberry|iemobile|opera mini/;
const iosAgent = /iphone|ipad|ipod/;

function detectOs(agent: string): DeviceOs {
  // Order matters: iOS agents say "like Mac OS X" and Android agents say "Linux".
  if (iosAgent.test(agent)) return 'ios';
  if (agent.includes('android')) return 'android';
  if (agent.includes('windows')) return 'windows';
  if (agent.includes('macintosh') || agent.includes('mac os x')) return 'macos';
  if (agent.includes('linux')) return 'linux';
  return 'unknown';
}

/**
 * Classifies a user agent as the spec's device info. A mobile device that is neither iOS nor
 * Android counts as Android, because the Play Store is the closer match for what it can install.
 */
export function detectDevice(userAgent: string): DeviceInfo {
  const agent = userAgent.toLowerCase();
  const os = detectOs(agent);
  const isMobile = mobileAgent.test(agent);
  const type: DeviceType = os === 'ios' ? 'ios' : os === 'android' || isMobile ? 'android' : 'desktop';
  return { type, os, isMobile };
}
