import { describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, testAppUrl, uniqueEmail } from '../test/create-test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe('the HTTP application', () => {
  const t = useTestApp();

  it('answers /healthz and /readyz', async () => {
    const health = await t.app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await jsonOf(health)).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
  });

  it('sends security headers on every answer', async () => {
    const response = await t.app.request('/api/me');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gzips API answers for clients that accept it, and only for them', async () => {
    const compressed = await t.app.request('/api/venues', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toContain('Accept-Encoding');
    const body = new Response(compressed.body!.pipeThrough(new DecompressionStream('gzip')));
    expect(await body.json()).toHaveProperty('items');
    const plain = await t.app.request('/api/venues');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await t.newClient().request('/api/contact', {
      json: { name: 'Big', email: 'big@example.com', message: 'x'.repeat(70 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await jsonOf(response)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['DELETE', '/api/favorites/%00'],
    ['GET', '/api/submissions/%00'],
    ['GET', '/api/venues/conf%00acl'],
    ['GET', '/api/venues?q=%00'],
    ['GET', '/api/venues?q=%ED%A0%80'],
    ['GET', '/api/venues?q=%E0%A4%A'],
    ['GET', '/api/submissions/%0A'],
    ['GET', '/api/calendar/deadline.ics?venueId=conf/acl%00&kind=paper&at=x'],
  ])(
    'answers %s %s, an address with a NUL, control or malformed character, with 400',
    async (method, path) => {
      const client = await t.signUpConfirmed(uniqueEmail('nul'));
      const response = await client.request(path, { method });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ code: 'BAD_REQUEST' });
    },
  );

  it('still reads escaped text that is clean', async () => {
    const response = await t.app.request('/api/venues?q=%C3%A9cole%20normale');
    expect(response.status).toBe(200);
  });

  describe('POST /api/contact', () => {
    it('stores a message and answers 201 with its id', async () => {
      const response = await t.newClient().request('/api/contact', {
        json: { name: 'Ada', email: 'ada@example.com', message: 'Does VenueScout cover journals?' },
      });
      expect(response.status).toBe(201);
      const { id } = await jsonOf(response);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each([
      [{ name: '', email: 'a@example.com', message: 'hi' }, 'name', 'Name is required'],
      [{ name: 'A', email: '', message: 'hi' }, 'email', 'Email is required'],
      [{ name: 'A', email: 'nope', message: 'hi' }, 'email', 'Please enter a valid email address.'],
      [{ name: 'A', email: 'a@example.com', message: '   ' }, 'message', 'Message is required'],
      [{ name: 42, email: 'a@example.com', message: 'hi' }, 'name', expect.any(String)],
    ])('rejects %j with a field message', async (input, field, message) => {
      const response = await t.newClient().request('/api/contact', { json: input });
      expect(response.status).toBe(400);
      const body = await jsonOf(response);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues).toContainEqual({ path: field, message });
    });

    it('rejects malformed JSON with 400', async () => {
      const response = await t.newClient().request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'not json',
      });
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ code: 'BAD_REQUEST' });
    });
  });

  describe('GET /api/dev/mailbox', () => {
    it('lists stored messages newest first with their absolute links', async () => {
      await t.context.deps.mailer.send({
        to: 'one@example.com',
        subject: 'first',
        text: `a ${testAppUrl}/x`,
        html: '',
      });
      await t.context.deps.mailer.send({
        to: 'two@example.com',
        subject: 'second',
        text: 'no link',
        html: '',
      });
      const response = await t.app.request('/api/dev/mailbox');
      expect(response.status).toBe(200);
      const [newest, previous] = await jsonOf(response);
      expect(newest).toMatchObject({ to: 'two@example.com', subject: 'second', links: [] });
      expect(previous).toMatchObject({ to: 'one@example.com', subject: 'first', links: [`${testAppUrl}/x`] });
      expect(Object.keys(newest).sort()).toEqual([
        'createdAt',
        'html',
        'id',
        'links',
        'subject',
        'text',
        'to',
      ]);
    });
  });
});

describe('with SMTP configured', () => {
  const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });

  it('has no dev mailbox', async () => {
    expect((await t.app.request('/api/dev/mailbox')).status).toBe(404);
  });

  it('still signs a user up when the mail server is down (the link can be sent again)', async () => {
    const response = await t.newClient().request('/api/auth/sign-up/email', {
      json: { email: 'offline@example.com', password: 'long enough pw', name: 'offline' },
    });
    expect(response.status).toBe(200);
  });
});

describe('with an https public URL', () => {
  it('sends HSTS', async () => {
    const t = await createTestApp({ APP_URL: 'https://venuescout.example' });
    const response = await t.app.request('/healthz');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    await t.close();
  });
});

describe('readiness', () => {
  it('answers 503 when the database is gone', async () => {
    const t = await createTestApp();
    await t.context.dbClient.close();
    const response = await t.app.request('/readyz');
    expect(response.status).toBe(503);
  });
});
