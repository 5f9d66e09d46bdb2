import { apiRequest } from './api-client';

type Sent = { method?: string; headers: Record<string, string> };

describe('the API client', () => {
  const sent: Sent[] = [];
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    sent.length = 0;
  });

  function answer(...outcomes: ('drop' | 200)[]) {
    globalThis.fetch = ((_path: string, init: RequestInit) => {
      sent.push({ method: init.method, headers: init.headers as Record<string, string> });
      const outcome = outcomes.shift();
      if (outcome === 'drop') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(JSON.stringify({ data: { ok: true } }), { status: 200 }));
    }) as typeof fetch;
  }

  it('sends a new Idempotency-Key with each change, none with a read', async () => {
    answer(200, 200, 200);
    await apiRequest('POST', '/api/v1/create_collection', { name: 'Sales' });
    await apiRequest('POST', '/api/v1/create_collection', { name: 'Sales' });
    await apiRequest('GET', '/api/v1/collections');
    const [first, second, read] = sent.map((s) => s.headers['Idempotency-Key']);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(read).toBeUndefined();
  });

  it('sends a change whose connection dropped once more with the same key', async () => {
    answer('drop', 200);
    await expect(apiRequest('POST', '/api/v1/add_collection_question', {})).resolves.toEqual({
      ok: true,
    });
    expect(sent).toHaveLength(2);
    expect(sent[1].headers['Idempotency-Key']).toBe(sent[0].headers['Idempotency-Key']);
  });

  it('does not resend a signed-out call (sign-in, register), which the server does not keep by key', async () => {
    answer('drop', 200);
    await expect(apiRequest('POST', '/auth/loginwithemail', {})).rejects.toMatchObject({
      kind: 'network',
    });
    expect(sent).toHaveLength(1);
  });
});
