import { detectDevice, type DeviceInfo } from '../lib/device';
import { readSiteConfig, type SiteConfig } from '../lib/site-config';
import { useClientValue } from './use-client-value';

let device: DeviceInfo | undefined;

/** This browser's device info (docs/product.md#payloads), worked out once. Browser only. */
export function clientDevice(): DeviceInfo {
  device ??= detectDevice(navigator.userAgent);
  return device;
}

/** The device, or null in the prerendered HTML and while hydrating, when it is not known yet. */
export function useDevice(): DeviceInfo | null {
  return useClientValue<DeviceInfo | null>(clientDevice, null);
}

const prerenderedConfig: SiteConfig = { appStoreUrl: null, playStoreUrl: null, publicUrl: '' };

/** The server's settings; in the prerendered HTML, no store links and no public address. */
export function useSiteConfig(): SiteConfig {
  return useClientValue(readSiteConfig, prerenderedConfig);
}
