// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@sync/protocol/errors';
import { errorOfResponse, HttpError, networkFailure } from '../../lib/http-client';
import { isPermanentRefusal, outcomeOfFailure } from './sync-http';

const failure = (status: number, body: string) => errorOfResponse(new Response(body, { status }));
const coded = (status: number, code: string) => failure(status, JSON.stringify({ code, message: 'No.' }));

describe('what a failed replication request says about the connection', () => {
  it('follows the code the server gave', async () => {
    expect(outcomeOfFailure(await coded(401, 'NOT_AUTHENTICATED'))).toBe('unauthorized');
    expect(outcomeOfFailure(await coded(426, 'UPGRADE_REQUIRED'))).toBe('update-required');
    expect(outcomeOfFailure(await coded(403, 'FORBIDDEN'))).toBe('refused');
    expect(outcomeOfFailure(await coded(503, 'UNAVAILABLE'))).toBe('unreachable');
  });

  it("falls back to the status when the answer has no code, such as a proxy's page", async () => {
    expect(outcomeOfFailure(await failure(502, '<html>Bad Gateway</html>'))).toBe('unreachable');
    expect(outcomeOfFailure(await failure(401, ''))).toBe('unauthorized');
    expect(outcomeOfFailure(await failure(405, 'Method Not Allowed'))).toBe('refused');
  });

  it('counts a request that got no answer as unreachable', () => {
    expect(outcomeOfFailure(networkFailure(new TypeError('fetch failed')))).toBe('unreachable');
  });

  it('decides an outcome for every code of the catalogue', () => {
    for (const code of ERROR_CODES) {
      expect(outcomeOfFailure(new HttpError(400, code, 'No.', 'No.'))).toMatch(/^[a-z-]+$/);
    }
  });
});

describe('which refused pushes are refused for good', () => {
  it('gives up on rows the server refuses as they are', async () => {
    expect(isPermanentRefusal(await coded(400, 'BAD_REQUEST'))).toBe(true);
    expect(isPermanentRefusal(await coded(403, 'FORBIDDEN'))).toBe(true);
    expect(isPermanentRefusal(await coded(413, 'PAYLOAD_TOO_LARGE'))).toBe(true);
  });

  it('sends again what a later attempt may get through', async () => {
    expect(isPermanentRefusal(await coded(409, 'CONFLICT'))).toBe(false);
    expect(isPermanentRefusal(await coded(429, 'TOO_MANY_REQUESTS'))).toBe(false);
    expect(isPermanentRefusal(await coded(415, 'UNSUPPORTED_MEDIA_TYPE'))).toBe(false);
    expect(isPermanentRefusal(networkFailure(new TypeError('fetch failed')))).toBe(false);
  });

  it('goes by the status only when the answer has no code, and retries a status the catalogue lacks', async () => {
    expect(isPermanentRefusal(await failure(404, 'Not Found'))).toBe(true);
    expect(isPermanentRefusal(await failure(422, '{}'))).toBe(false);
  });
});
