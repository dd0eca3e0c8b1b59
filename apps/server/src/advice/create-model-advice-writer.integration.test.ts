import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.ts';
import { createModelAdviceWriter, type AdviceVenue } from './create-model-advice-writer.ts';

type Reply = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const paper = { title: 'Neural MT', theme: 'NLP', abstract: 'We translate.', keywords: ['translation'] };
const venues: AdviceVenue[] = [
  {
    venueId: 'conf/acl',
    acronym: 'ACL',
    name: 'ACL',
    type: 'conference',
    areas: ['nlp'],
    matchedTerms: ['translation'],
  },
];
const completion = (content: string) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

describe('createModelAdviceWriter', () => {
  let server: Server;
  let baseUrl: string;
  let reply: Reply;
  const seen: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ headers: request.headers, body: JSON.parse(body) });
        reply(request, body, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  beforeEach(() => {
    seen.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const writeAdvice = (timeoutMs = 2000) =>
    createModelAdviceWriter(
      { baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs },
      createLogger('silent'),
    );

  it('asks for JSON with the model and key, and returns the advice per venue', async () => {
    reply = (_request, _body, response) => {
      const content = JSON.stringify({
        venues: [
          {
            venueId: 'conf/acl',
            contentAlignmentTips: ['Lead with the low-resource results.'],
            scopeAdjustments: [],
          },
          { venueId: 'conf/invented', contentAlignmentTips: ['Should be dropped.'] },
        ],
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end(completion(content));
    };
    const advice = await writeAdvice()(paper, venues);
    expect(advice?.get('conf/acl')).toEqual({
      contentAlignmentTips: ['Lead with the low-resource results.'],
      scopeAdjustments: [],
    });
    expect(advice?.has('conf/invented')).toBe(false);
    expect(seen[0]?.headers.authorization).toBe('Bearer test-key');
    expect(seen[0]?.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
  });

  it.each<[string, Reply]>([
    ['an HTTP error', (_q, _b, response) => response.writeHead(500).end('boom')],
    [
      'content that is not JSON',
      (_q, _b, response) => response.writeHead(200).end(completion('Sure! Here is advice')),
    ],
    [
      'JSON off the schema',
      (_q, _b, response) => response.writeHead(200).end(completion('{"venues":[{"venueId":1}]}')),
    ],
    ['a body without choices', (_q, _b, response) => response.writeHead(200).end('{}')],
  ])('returns null on %s', async (_label, handler) => {
    reply = handler;
    expect(await writeAdvice()(paper, venues)).toBeNull();
  });

  it('returns null when the endpoint is slower than the timeout', async () => {
    reply = (_request, _body, response) => {
      setTimeout(() => response.writeHead(200).end(completion('{"venues":[]}')), 500);
    };
    expect(await writeAdvice(100)(paper, venues)).toBeNull();
  });

  it('returns null when nothing listens at the address', async () => {
    const offline = createModelAdviceWriter(
      { baseUrl: 'http://127.0.0.1:1/v1', apiKey: undefined, model: 'm' },
      createLogger('silent'),
    );
    expect(await offline(paper, venues)).toBeNull();
  });
});
