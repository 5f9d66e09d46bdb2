import type { AnswerCard, ConversationResponse } from '@parley/domain';
import { REVENUE_BY_CHANNEL_CARD } from '@parley/domain/testing';
import { startStubApiServer } from '@parley/parley-client/testing';
import type { StubCall } from '@parley/parley-client/testing';

export { KEY_REUSED } from '@parley/parley-client/testing';

/**
 * A stand-in for Parley's API and OAuth discovery with the real call shapes, for tests about the
 * bot's rendering; the cross-channel e2e test runs against the real API.
 */
export async function startStubParley(
  answer: (phrase: string, locale: string) => ConversationResponse[],
  validTokens = ['good-token'],
  /** What each path waits for before answering (milliseconds, or a promise the test settles). */
  delays: Record<string, number | Promise<unknown>> = {},
) {
  const calls: StubCall[] = [];
  const revoked: string[] = [];
  const server = await startStubApiServer(({ req, raw, base }, send) => {
    if (req.url === '/oauth/.well-known/openid-configuration') {
      return send(200, {
        issuer: `${base}/oauth`,
        authorization_endpoint: `${base}/oauth/auth`,
        token_endpoint: `${base}/oauth/token`,
        revocation_endpoint: `${base}/oauth/token/revocation`,
        jwks_uri: `${base}/oauth/jwks`,
      });
    }
    if (req.url === '/oauth/token') {
      const form = new URLSearchParams(raw);
      if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'refresh-1') {
        return send(200, {
          access_token: 'good-token',
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: 'refresh-2',
        });
      }
      // An authorization code "code-<token>" stands for a person who signed in with that token.
      const code = form.get('code') ?? '';
      if (form.get('grant_type') === 'authorization_code' && code.startsWith('code-'))
        return send(200, {
          access_token: code.slice('code-'.length),
          token_type: 'Bearer',
          expires_in: 3600,
        });
      return send(400, { error: 'invalid_grant', error_description: 'grant request is invalid' });
    }
    if (req.url === '/oauth/token/revocation') {
      revoked.push(new URLSearchParams(raw).get('token') ?? '');
      return send(200);
    }
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !validTokens.includes(token))
      return send(401, { data: { message: 'Please sign in.' } });
    if (req.url === '/features/conversations/chat_query')
      return send(200, {
        data: {
          responses: answer(
            String(body.phrase),
            String((body.event as { locale?: string }).locale),
          ),
        },
      });
    if (req.url === '/api/v1/card-image')
      return send(200, { data: { id: 'img', url: `${base}/api/v1/card-image/img.png` } });
    if (req.url === '/api/v1/feedback') return send(200, { data: { id: 'f1' } });
    if (req.url === '/api/v1/collections')
      return send(200, {
        data: {
          collections: [
            { id: 'c-1', name: 'Weekly review' },
            { id: 'c-full', name: 'Full one' },
          ],
        },
      });
    if (req.url === '/api/v1/add_collection_question') {
      if (body.collection_id === 'c-full')
        return send(400, {
          data: { message: 'This collection already holds the most cards your plan allows.' },
        });
      return send(200, { data: { id: 'card-1' } });
    }
    send(404, { data: { message: 'Not found.' } });
  }, delays);
  return { ...server, calls, revoked };
}

// The shared card over six channels, not three: a Teams card carries the longer table.
export const revenueByChannel: AnswerCard = {
  ...REVENUE_BY_CHANNEL_CARD,
  table: ['Paid Search', 'Organic Search', 'Direct', 'Email', 'Social', 'Display'].map(
    (channel, i) => ({
      channel,
      revenue: 161475.82 - i * 25000,
      Previous_revenue: 168781.65 - i * 25000,
      'revenue__%': -5 - i,
      revenue__change: -7305.83,
    }),
  ),
  insights: ['Paid Search contributes 29% of the total revenue.'],
};

export function sampleAnswer(phrase: string, locale: string): ConversationResponse[] {
  if (/unicorn|tek boynuz/i.test(phrase)) {
    return [
      {
        prompt: {
          title: locale === 'tr' ? 'Hangi ölçüyü kastediyorsunuz?' : 'Which measure do you mean?',
          direction: 'horizontal',
          items: [{ title: 'orders last 30 days' }, { title: 'revenue last 30 days' }],
        },
      },
    ];
  }
  return [
    {
      card: {
        ...revenueByChannel,
        title: locale === 'tr' ? 'Kanala göre toplam gelir' : revenueByChannel.title,
      },
    },
  ];
}
