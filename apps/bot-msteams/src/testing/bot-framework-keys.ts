import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Activity } from 'botbuilder';

export const BOT_APP_ID = 'parley-test-bot';
export const CHANNEL_ISSUER = 'https://api.botframework.com';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Plays the Bot Framework channel's token service: an OpenID metadata document and JWKS with a
 * test signing key, and a signer for the JWT a channel puts on each activity it posts.
 */
export async function startBotFrameworkKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `test-${randomUUID()}`;
  let base = '';
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === '/v1/.well-known/openidconfiguration')
      res.end(
        JSON.stringify({
          issuer: CHANNEL_ISSUER,
          jwks_uri: `${base}/v1/keys`,
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    else
      res.end(
        JSON.stringify({
          keys: [
            {
              ...publicKey.export({ format: 'jwk' }),
              kid,
              use: 'sig',
              alg: 'RS256',
              endorsements: ['msteams'],
            },
          ],
        }),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (claims: Record<string, unknown>, key = privateKey, keyId = kid) => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'RS256', typ: 'JWT', kid: keyId })}.${b64({ iss: CHANNEL_ISSUER, aud: BOT_APP_ID, nbf: now - 10, exp: now + 600, ...claims })}`;
    return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(key, 'base64url')}`;
  };

  return {
    /** CloudAdapter settings that trust this key service instead of Microsoft's. */
    settings: {
      MicrosoftAppId: BOT_APP_ID,
      MicrosoftAppPassword: 'test-password',
      MicrosoftAppType: 'MultiTenant',
      ToBotFromChannelOpenIdMetadataUrl: `${base}/v1/.well-known/openidconfiguration`,
      ToBotFromEmulatorOpenIdMetadataUrl: `${base}/v1/.well-known/openidconfiguration`,
      ToBotFromChannelTokenIssuer: CHANNEL_ISSUER,
      ToChannelFromBotLoginUrl: `${base}/login`,
      ToChannelFromBotOAuthScope: CHANNEL_ISSUER,
      ValidateAuthority: 'false',
    },
    sign,
    /** A token signed by a key the channel never published. */
    forged: (claims: Record<string, unknown>) =>
      sign(claims, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let sequence = 0;

/** A Teams message activity as the channel posts it; expectReplies returns the bot's replies in the HTTP body. */
export function teamsMessage(
  text: string,
  options: { locale?: string; value?: unknown; userId?: string; serviceUrl?: string } = {},
) {
  sequence += 1;
  return {
    type: 'message',
    id: `msg-${sequence}`,
    timestamp: new Date().toISOString(),
    channelId: 'msteams',
    serviceUrl: options.serviceUrl ?? 'https://smba.trafficmanager.net/emea/',
    from: {
      id: `29:${options.userId ?? 'ada'}`,
      name: 'Ada',
      aadObjectId: `aad-${options.userId ?? 'ada'}`,
    },
    conversation: {
      id: `a:conversation-${options.userId ?? 'ada'}`,
      conversationType: 'personal',
      tenantId: 'tenant-1',
    },
    recipient: { id: `28:${BOT_APP_ID}`, name: 'Parley' },
    text,
    ...(options.value ? { value: options.value } : {}),
    locale: options.locale ?? 'en-US',
    textFormat: 'plain',
    deliveryMode: 'expectReplies',
    channelData: { tenant: { id: 'tenant-1' } },
  };
}

/**
 * Posts an activity to the bot's messages endpoint as the channel does (signed for its
 * serviceUrl) and returns the bot's replies from the expectReplies body.
 */
export async function postActivity(
  keys: { sign: (claims: Record<string, unknown>) => string },
  messagesUrl: string,
  activity: ReturnType<typeof teamsMessage>,
) {
  const res = await fetch(messagesUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${keys.sign({ serviceurl: activity.serviceUrl })}`,
    },
    body: JSON.stringify(activity),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { activities: Partial<Activity>[] }).activities;
}
