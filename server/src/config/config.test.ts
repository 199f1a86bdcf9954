import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on a fresh machine with no variables set: port 3000, ./data, the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      sessionSecret: undefined,
      smtpUrl: undefined,
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/brightday',
      DATABASE_URL: 'postgres://app@db/brightday',
      PUBLIC_URL: 'https://brightday.example/',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/brightday',
      databaseUrl: 'postgres://app@db/brightday',
      publicUrl: 'https://brightday.example',
      sessionSecret: 'x'.repeat(40),
      smtpUrl: 'smtp://mail.example:587',
    });
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses, ranges and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY that is neither hops nor addresses, naming the variable', () => {
    for (const value of ['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be a number of proxy hops/);
    }
  });

  it('reads WEATHER_URL without its trailing slash, and leaves the weather off when it is unset', () => {
    expect(loadConfig({ WEATHER_URL: 'https://api.open-meteo.com/' }).weatherUrl).toBe(
      'https://api.open-meteo.com',
    );
    expect(loadConfig({}).weatherUrl).toBeUndefined();
    expect(loadConfig({ WEATHER_URL: '' }).weatherUrl).toBeUndefined();
  });

  it("reads Nia's online helper settings, and leaves it off without AI_BASE_URL", () => {
    expect(loadConfig({}).ai).toBeNull();
    expect(
      loadConfig({
        AI_BASE_URL: 'https://api.example/v1/',
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'small-model',
        AI_TIMEOUT_MS: '5000',
        AI_DAILY_REQUESTS: '10',
        AI_MAX_TOKENS: '400',
      }).ai,
    ).toEqual({
      baseUrl: 'https://api.example/v1',
      apiKey: 'sk-test',
      model: 'small-model',
      timeoutMs: 5000,
      dailyRequests: 10,
      maxTokens: 400,
    });
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:9/v1' }).ai).toMatchObject({
      apiKey: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 20000,
      dailyRequests: 60,
      maxTokens: 700,
    });
  });

  it('refuses an AI_BASE_URL that is not http(s) and an AI_TIMEOUT_MS out of range, naming the variable', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://ai.example' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '10' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ WEATHER_URL: 'ftp://weather.example' }, 'WEATHER_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('rejects %o with a one-line message naming %s', (env, variable) => {
    let caught: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain(variable);
    expect(message).not.toContain('\n');
  });

  it('runs one process on the embedded database and one per core on Postgres unless WORKERS says how many', () => {
    const postgres = 'postgres://db/brightday';
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: postgres }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: postgres, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses several processes on the embedded database, and a WORKERS that is not a count', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      'Invalid configuration: WORKERS must be 1 with the embedded database (set DATABASE_URL to run several)',
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', WORKERS: '0' })).toThrow(
      /WORKERS must be at least 1/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/x', WORKERS: 'many' })).toThrow(/WORKERS/);
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
  });
});
