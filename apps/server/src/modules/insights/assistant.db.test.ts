import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '@test/app';
import { multipartBody } from '@test/multipart';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

interface Seen {
  headers: Record<string, string | string[] | undefined>;
  body: { model: string; system: string; messages: { role: string; content: string }[] };
}

/** A stand-in for the Anthropic Messages API on loopback. */
let seen: Seen[] = [];
let reply: (request: Seen) => { status: number; body: unknown; delayMs?: number };
let fake: Server;

function textMessage(text: string) {
  return {
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    model: 'claude-test',
    content: [{ type: 'text', text }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

async function importGiving(actor: Actor) {
  const csv = [
    'First Name,Last Name,Email,Phone,Amount,Date',
    'Zelda,Quartermaine,zelda@secret.example,555-0199,$900,2024-01-05',
    'Zelda,Quartermaine,,,$900,2024-02-05',
    'Bob,Brown,,,$50,2024-02-10',
  ].join('\n');
  const body = multipartBody({}, { filename: 'giving.csv', content: csv, contentType: 'text/csv' });
  const previewed = await call(t.app, 'POST', '/api/donors/imports', {
    cookie: actor.cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
  await call(t.app, 'POST', `/api/donors/imports/${previewed.json().importId}/merge`, {
    cookie: actor.cookie,
    payload: {},
  });
}

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = { headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') };
    seen.push(request);
    const { status, body, delayMs } = reply(request);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  t = await createTestApp(
    {
      ANTHROPIC_API_KEY: 'anthropic-test-key',
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
      ANTHROPIC_MODEL: 'claude-test',
    },
    // A short wait, for the test of a service that does not answer in time.
    { config: (config) => ({ ...config, assistant: { ...config.assistant, timeoutMs: 300 } }) },
  );
  w = await buildWorld(t.app, 'assistant');
  await importGiving(w.admin);
}, 60_000);
afterAll(async () => {
  await t.close();
  fake.close();
});
beforeEach(() => {
  seen = [];
  reply = () => ({
    status: 200,
    body: textMessage(
      '{"content": "Giving is steady.", "insights": ["Two donors"], "recommendations": ["Say thank you"], "confidence": 0.7}',
    ),
  });
});

function askAs(actor: Actor, payload: object) {
  return call(t.app, 'POST', '/api/assistant/messages', { cookie: actor.cookie, payload });
}

describe('AI assistant through the Anthropic Messages API', () => {
  it('answers with the JSON the model returned, sending aggregates and no donor details', async () => {
    const response = await askAs(w.admin, {
      message: 'How is giving trending?',
      history: [
        { role: 'assistant', content: 'Hello! I can help.' },
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello again' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      content: 'Giving is steady.',
      insights: ['Two donors'],
      recommendations: ['Say thank you'],
      confidence: 0.7,
      source: 'ai',
    });
    const [request] = seen;
    expect(request?.headers.authorization).toBe('Bearer anthropic-test-key');
    expect(request?.body.model).toBe('claude-test');
    // The welcome is dropped: the conversation starts with the user and alternates.
    expect(request?.body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(request?.body.messages.at(-1)?.content).toBe('How is giving trending?');
    expect(request?.body.system).toContain('"totalDonors":2');
    expect(request?.body.system).toContain('"totalAmount":1850');
    for (const secret of ['Zelda', 'Quartermaine', 'zelda@secret.example', '555-0199', 'Bob', 'Brown']) {
      expect(request?.body.system).not.toContain(secret);
    }
    expect(response.body).not.toContain('anthropic-test-key');
  });

  it("sends each campaign's figures, and none of its pledgers' names", async () => {
    const funds = (await call(t.app, 'GET', '/api/giving/funds', { cookie: w.admin.cookie })).json().items;
    const made = await call(t.app, 'POST', '/api/giving/campaigns', {
      cookie: w.admin.cookie,
      payload: {
        name: 'Roof Campaign',
        description: null,
        fundIds: [funds[0].id],
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        goalCents: 4_000_000,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    seen = [];
    const response = await askAs(w.admin, { message: 'How is the roof campaign going?' });
    expect(response.statusCode, response.body).toBe(200);
    const campaigns = JSON.parse((seen[0]?.body.system ?? '').split('Figures:\n')[1] ?? '{}').campaigns;
    expect(campaigns).toEqual([
      {
        name: 'Roof Campaign',
        status: 'active',
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        funds: [funds[0].label],
        goal: 40_000,
        pledged: 0,
        // Every gift of 2024 to the fund: Zelda's two and Bob's.
        givenToItsFundsInItsDates: 1850,
        pledgers: 0,
      },
    ]);
  });

  it('takes a plain-text answer as the content, with confidence 0.8', async () => {
    reply = () => ({ status: 200, body: textMessage('Your giving is up this month.') });
    const response = await askAs(w.admin, { message: 'Summary?' });
    expect(response.json()).toEqual({
      content: 'Your giving is up this month.',
      insights: [],
      recommendations: [],
      confidence: 0.8,
      source: 'ai',
    });
  });

  it('says "Failed to complete AI analysis" when the service fails or answers nonsense', async () => {
    for (const failure of [
      {
        status: 401,
        body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
      },
      { status: 200, body: 'not json at all' },
      { status: 200, body: textMessage('') },
    ]) {
      reply = () => failure;
      const response = await askAs(w.admin, { message: 'Summary?' });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe('Failed to complete AI analysis. Please try again.');
    }
  });

  it('gives up on a service that does not answer in time, with the same message', async () => {
    reply = () => ({ status: 200, body: textMessage('{"content": "late"}'), delayMs: 1500 });
    const response = await askAs(w.admin, { message: 'Summary?' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe('Failed to complete AI analysis. Please try again.');
  });

  it('refuses a blank or over-long question, and keeps to the per-member limit', async () => {
    const blank = await askAs(w.admin, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    const long = await askAs(w.admin, { message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('Please keep your question under 2,000 characters');
    expect(seen).toHaveLength(0);

    let status = 200;
    let asked = 0;
    while (status === 200 && asked < 40) {
      status = (await askAs(w.master, { message: 'Summary?' })).statusCode;
      asked++;
    }
    expect(status).toBe(429);
    expect(asked).toBe(31);
  });
});

describe('AI assistant without a key', () => {
  it('answers with the built-in analyst, from this organisation data, calling nothing', async () => {
    const bare = await createTestApp();
    try {
      const world = await buildWorld(bare.app, 'analyst');
      const before = seen.length;
      const empty = await call(bare.app, 'POST', '/api/assistant/messages', {
        cookie: world.admin.cookie,
        payload: { message: 'Who are my top donors?' },
      });
      expect(empty.json().content).toContain('there is no donor data yet');
      expect(empty.json().source).toBe('built-in');
      const campaigns = await call(bare.app, 'POST', '/api/assistant/messages', {
        cookie: world.admin.cookie,
        payload: { message: 'How are our pledges doing?' },
      });
      expect(campaigns.json().content).toContain('There is no campaign yet');
      expect(seen.length).toBe(before);
    } finally {
      await bare.close();
    }
  });
});
