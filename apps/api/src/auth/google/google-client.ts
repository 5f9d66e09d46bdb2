import * as oidc from 'openid-client';

/**
 * An openid-client configuration for one of Google's OAuth clients (sign-in, Google Analytics).
 * Every endpoint comes from configuration, so tests run it against a local OAuth server; only such
 * a server speaks plain HTTP, and only outside production.
 */
export function googleClient(
  endpoints: oidc.ServerMetadata,
  credentials: { clientId: string; clientSecret: string },
  production: boolean,
): oidc.Configuration {
  const client = new oidc.Configuration(endpoints, credentials.clientId, credentials.clientSecret);
  // A Google that does not answer fails the step in seconds, not the default half minute.
  client.timeout = 15;
  if (!production && endpoints.token_endpoint?.startsWith('http://'))
    oidc.allowInsecureRequests(client);
  return client;
}
