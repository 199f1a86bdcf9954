import { z } from 'zod';
import { timestamp } from '@sync/schemas/fields';

// The public site's first-party events (docs/product.md#calls-and-analytics). Each event has a closed set of
// properties with bounded values, so a stranger posting to /api/events cannot fill the table with arbitrary
// data.

const deviceType = z.enum(['ios', 'android', 'desktop'], { error: 'device_type is not a known device type' });
const os = z.enum(['ios', 'android', 'windows', 'macos', 'linux', 'unknown'], {
  error: 'os is not a known operating system',
});

/** The buttons whose clicks are counted. */
export const ctaActions = [
  'get_started',
  'start_free_today',
  'experience_for_free',
  'join_early_access',
  'app_store_button',
  'play_store_button',
  'download_from_app_store',
] as const;

/** Where a counted button leads: a store listing, or a page of the site (the install guide). */
export const ctaPlatforms = ['app_store', 'play_store', 'web'] as const;

/** The page an event happened on: a site path, never a full URL with someone's query string. */
const pagePath = z
  .string()
  .max(200, { error: 'path must be at most 200 characters' })
  .regex(/^\/[A-Za-z0-9/_-]*$/, { error: 'path must be a path such as /get-started' });

/** One allow-listed event: its name, its closed set of properties, and optionally its page. */
function event<Name extends string, Shape extends z.ZodRawShape>(name: Name, properties: Shape) {
  return z.strictObject({
    name: z.literal(name),
    properties: z.strictObject(properties),
    path: pagePath.optional(),
  });
}

/** The body of `POST /api/events`. */
export const eventBodySchema = z.discriminatedUnion(
  'name',
  [
    event('download_page_viewed', { device_type: deviceType, os, is_mobile: z.boolean() }),
    event('cta_clicked', {
      action: z.enum(ctaActions, { error: 'action is not a known call to action' }),
      platform: z.enum(ctaPlatforms, { error: 'platform must be app_store, play_store or web' }),
      device_type: deviceType,
      os,
    }),
    event('qr_code_viewed', { device_type: deviceType, os }),
    event('qr_code_scanned', {
      device_type: deviceType,
      os,
      is_mobile: z.boolean(),
      environment: z.literal('production', { error: "environment must be 'production'" }),
      timestamp: timestamp('timestamp must be an ISO date and time'),
    }),
  ],
  { error: 'name is not a known event' },
);

/** A parsed, allow-listed event. */
export type EventBody = z.infer<typeof eventBodySchema>;

/** The names of the events the site may record. */
export type EventName = EventBody['name'];
