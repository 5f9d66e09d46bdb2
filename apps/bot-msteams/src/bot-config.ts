// Read once at start-up (ARCHITECTURE.md "Configuration"); nothing below reads process.env.
export type BotConfig = {
  port: number;
  /** Where this bot is reachable from a browser (the OAuth callback lands here). */
  publicUrl: string;
  /** Parley's API, for questions, images and feedback. */
  apiUrl: string;
  /** Parley's web app, for "Open in Parley" and "Save to collection". */
  webUrl: string;
  oauth: { clientId: string; clientSecret: string };
  /** Where linked tokens are kept sealed across restarts; unset keeps them in memory only. */
  dataDir?: string;
  /** Bot Framework settings for CloudAdapter (MicrosoftAppId, MicrosoftAppPassword, ...). */
  botFramework: Record<string, string>;
};

const BOT_FRAMEWORK_KEYS = [
  'MicrosoftAppId',
  'MicrosoftAppPassword',
  'MicrosoftAppType',
  'MicrosoftAppTenantId',
  'ToBotFromChannelOpenIdMetadataUrl',
  'ToBotFromChannelTokenIssuer',
  'ToChannelFromBotLoginUrl',
  'ToChannelFromBotOAuthScope',
  'ValidateAuthority',
];

export function loadBotConfig(env: NodeJS.ProcessEnv = process.env): BotConfig {
  const port = Number(env.BOT_PORT ?? 3978);
  // Without an app id botbuilder accepts unauthenticated activities (Emulator mode): never in production.
  if (env.NODE_ENV === 'production' && !env.MicrosoftAppId)
    throw new Error('MicrosoftAppId must be set in production');
  const apiUrl = (env.PARLEY_API_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return {
    port,
    publicUrl: (env.BOT_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    apiUrl,
    webUrl: (env.PARLEY_WEB_URL ?? apiUrl).replace(/\/$/, ''),
    oauth: {
      clientId: env.BOT_OAUTH_CLIENT_ID ?? 'msbot',
      clientSecret: env.BOT_OAUTH_CLIENT_SECRET ?? '',
    },
    ...(env.BOT_DATA_DIR ? { dataDir: env.BOT_DATA_DIR } : {}),
    botFramework: Object.fromEntries(
      BOT_FRAMEWORK_KEYS.filter((key) => env[key]).map((key) => [key, env[key] as string]),
    ),
  };
}
