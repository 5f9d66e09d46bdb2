import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { BotConfig } from './bot-config';
import { createCloudAdapter, messagesHandler, ParleyTeamsBot } from './channel/botbuilder-channel';
import { parleyLocale, translator } from './conversation/bot-messages';
import { teamsParleyApi } from './conversation/teams-parley-api';
import { TeamsConversation } from './conversation/teams-conversation';
import { AccountLinking } from './linking/account-linking';
import { PersistedTokenStore, TokenStore } from './linking/token-store';

export const OAUTH_CALLBACK_PATH = '/auth/callback';

const page = (message: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Parley</title></head><body style="font-family:sans-serif;padding:2rem"><p>${message}</p></body></html>`;

export type BotServer = {
  server: Server;
  conversation: TeamsConversation;
  linking: AccountLinking;
  tokens: TokenStore;
};

/** The bot's own process: /api/messages for Teams, the OAuth callback for account linking. */
export function createBotServer(config: BotConfig): BotServer {
  const tokens = config.dataDir ? new PersistedTokenStore(config.dataDir) : new TokenStore();
  const linking = new AccountLinking(
    {
      issuer: `${config.apiUrl}/oauth`,
      clientId: config.oauth.clientId,
      clientSecret: config.oauth.clientSecret,
      redirectUri: config.publicUrl + OAUTH_CALLBACK_PATH,
      allowHttp: config.apiUrl.startsWith('http:'),
    },
    tokens,
  );
  const conversation = new TeamsConversation({
    api: teamsParleyApi(config.apiUrl),
    linking,
    webUrl: config.webUrl,
  });
  const adapter = createCloudAdapter(config.botFramework);
  adapter.onTurnError = async (context, error) => {
    console.error('bot turn error', error);
    const t = translator(parleyLocale(context.activity.locale) === 'tr' ? 'tr' : 'en');
    await context.sendActivity(t('error'));
  };
  const messages = messagesHandler(adapter, new ParleyTeamsBot(conversation));

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', config.publicUrl);
    if (request.method === 'POST' && url.pathname === '/api/messages')
      return messages(request, response);
    if (request.method === 'GET' && url.pathname === OAUTH_CALLBACK_PATH) {
      const lang =
        parleyLocale(String(request.headers['accept-language'] ?? '').split(',')[0]) === 'tr'
          ? 'tr'
          : 'en';
      const t = translator(lang);
      linking
        .complete(url)
        .then((code) =>
          response
            .writeHead(200, {
              'content-type': 'text/html; charset=utf-8',
              'cache-control': 'no-store',
              'referrer-policy': 'no-referrer',
            })
            .end(page(t('linkedPage', { code: `<strong>${code}</strong>` }), lang)),
        )
        .catch((error: unknown) => {
          console.error('account linking failed', error);
          response
            .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
            .end(page(t('linkFailedPage'), lang));
        });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/health')
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    response.writeHead(404).end();
  });
  return { server, conversation, linking, tokens };
}
