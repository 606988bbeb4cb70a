import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, PRODUCTION_ARGON2, trustedProxy } from '#config';

describe('loadConfig', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: [],
      databaseUrl: undefined,
      dataDir: '/srv/app/data',
      seedDemo: true,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 7 * 24 * 3600,
      rememberMeRefreshTokenTtlSeconds: 30 * 24 * 3600,
      sessionMaxLifetimeSeconds: 30 * 24 * 3600,
      loginMaxFailures: 5,
      loginMaxFailuresPerAccount: 20,
      loginMaxFailuresPerAddress: 20,
      loginWindowSeconds: 900,
    });
    expect(config.argon2).toEqual(PRODUCTION_ARGON2);
    expect(PRODUCTION_ARGON2.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(PRODUCTION_ARGON2.timeCost).toBeGreaterThanOrEqual(2);
  });

  it('finds the host build and the releases folder from the repository root', () => {
    const config = loadConfig({});
    const repoRoot = path.dirname(path.dirname(config.hostDist));
    expect(existsSync(path.join(repoRoot, 'pnpm-workspace.yaml'))).toBe(true);
    expect(config.hostDist).toBe(path.join(repoRoot, 'host', 'dist'));
    expect(config.releasesDir).toBe(path.join(repoRoot, 'releases'));
  });

  it('listens on this machine only while demo accounts exist, unless HOST opens it', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/waste' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/waste', SEED_DEMO: '1' }).host).toBe('127.0.0.1');
  });

  it('trusts X-Forwarded-For only from the proxy addresses TRUST_PROXY lists, and from nobody by default', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.207.37.10, 172.18.0.0/16 ,::1' }).trustProxy).toEqual(['10.207.37.10', '172.18.0.0/16', '::1']);
    for (const refused of ['1', 'true', 'nginx', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129'])
      expect(() => loadConfig({ TRUST_PROXY: refused })).toThrow(`TRUST_PROXY lists the reverse proxy's addresses or CIDR ranges`);
  });

  it('believes a connection from a listed proxy address or range, IPv4-mapped too, and nothing else', () => {
    const trusted = trustedProxy(['127.0.0.1', '10.207.37.0/24'])!;
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.207.37.10', '::ffff:10.207.37.200'].map(trusted)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '10.207.38.1', '203.0.113.7', '::1', 'not-an-address', ''].map(trusted)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(trustedProxy([])).toBeUndefined();
  });

  it('seeds no demo accounts on PostgreSQL unless SEED_DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/waste' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/waste', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('reads numbers and paths from the environment', () => {
    const config = loadConfig(
      { PORT: '8099', LOGIN_MAX_FAILURES: '3', DATA_DIR: 'db', HOST_DIST: '/www', RELEASES_DIR: 'rel' },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8099,
      loginMaxFailures: 3,
      dataDir: '/srv/app/db',
      hostDist: '/www',
      releasesDir: '/srv/app/rel',
    });
  });

  it('reads the mail settings: PUBLIC_URL, SMTP_URL, MAIL_FROM', () => {
    expect(loadConfig({ PORT: '8099' })).toMatchObject({
      publicUrl: 'http://localhost:8099',
      smtpUrl: undefined,
      mailFrom: 'no-reply@localhost',
    });
    expect(
      loadConfig({ PUBLIC_URL: 'https://waste.example.lk/', SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'dashboard@waste.lk' }),
    ).toMatchObject({ publicUrl: 'https://waste.example.lk', smtpUrl: 'smtp://mail:25', mailFrom: 'dashboard@waste.lk' });
  });

  it('refuses to start in production without PUBLIC_URL or SMTP_URL: mail links would point nowhere, or no mail would go out', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/waste' };
    expect(() => loadConfig(production)).toThrow('PUBLIC_URL must be set in production');
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'https://waste.example.lk' })).toThrow('SMTP_URL must be set in production');
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail:25' })).toThrow('PUBLIC_URL must be set in production');
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://waste.example.lk', SMTP_URL: 'smtp://mail:25' })).toMatchObject({
      publicUrl: 'https://waste.example.lk',
      smtpUrl: 'smtp://mail:25',
    });
    for (const publicUrl of ['waste.example.lk', 'javascript:alert(1)', 'https://waste.example.lk/?next=x', 'https://'])
      expect(() => loadConfig({ PUBLIC_URL: publicUrl })).toThrow(
        `PUBLIC_URL must be an http(s) address without query or fragment, got "${publicUrl}"`,
      );
  });

  it('refuses settings that cannot work', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a positive whole number, got "eighty"');
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET must be at least 32 characters long');
    expect(() => loadConfig({ ADMIN_EMAIL: 'root@example.lk' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });
});
