import type { AuthProvider } from '../types/auth';

export type OAuthParams = {
  client: string;
  client_id: string;
  redirect_uri: string;
  state?: string;
  scope?: string;
  response_type?: string;
};

const assistantClients = ['Alexa', 'MSBot'];

// An assistant (Alexa, Teams bot) links its account through this page: client, client_id and redirect_uri in the query.
export function readOAuthParams(search: string): OAuthParams | null {
  const q = new URLSearchParams(search);
  const client = q.get('client');
  const clientId = q.get('client_id');
  const redirectUri = q.get('redirect_uri');
  if (!client || !clientId || !redirectUri) return null;
  const optional = (key: 'state' | 'scope' | 'response_type') =>
    q.get(key) ? { [key]: q.get(key) as string } : {};
  return {
    client,
    client_id: clientId,
    redirect_uri: redirectUri,
    ...optional('state'),
    ...optional('scope'),
    ...optional('response_type'),
  };
}

export function isAssistantClient(params: OAuthParams | null): boolean {
  return !!params && assistantClients.includes(params.client);
}

export type VisibleProviders = {
  password: boolean;
  google: boolean;
  magiclink: boolean;
  signup: boolean;
};

// Spec §2: only server-listed providers show; no magic link for an assistant; sign-up needs the password provider.
export type ProvidersReply = readonly AuthProvider[] | Partial<Record<AuthProvider, boolean>>;

// The server may list the providers or map each to on/off; until the reply arrives the password form shows alone.
export function visibleProviders(
  providers: ProvidersReply | null,
  oauth: OAuthParams | null,
): VisibleProviders {
  const list = providers ?? ['password'];
  const on = (name: AuthProvider) =>
    Array.isArray(list)
      ? list.includes(name)
      : (list as Partial<Record<AuthProvider, boolean>>)[name] === true;
  return {
    password: on('password'),
    google: on('google'),
    magiclink: on('magiclink') && !isAssistantClient(oauth),
    signup: on('signup') && on('password'),
  };
}

// Spec §2/§7: Google goes through the server's login redirect; an external OAuth client (code flow, e-mail scope)
// passes its parameters along so the server can finish the account linking.
export function googleRedirectUrl(oauth: OAuthParams | null, hostname: string): string {
  const q = new URLSearchParams({ provider: 'GOOGLE' });
  if (oauth && oauth.response_type === 'code' && oauth.scope === 'email') {
    q.set('client', oauth.client);
    q.set('client_id', oauth.client_id);
    if (oauth.state) q.set('state', oauth.state);
    q.set('redirect_uri', oauth.redirect_uri);
    q.set('scope', oauth.scope);
    q.set('response_type', oauth.response_type);
  } else {
    q.set('client', oauth?.client ?? 'WEB');
  }
  if (hostname === 'localhost' || hostname === '127.0.0.1') q.set('local', 'true');
  return `/auth/loginredirect?${q.toString()}`;
}
