import i18next from 'i18next';
import { navigate } from 'wouter/use-browser-location';
import { currentLocale, setLocale } from '../../../i18n/active-locale';
import { isLocale } from '../../../i18n/locale';
import { setCurrentUserHandler, setUnauthorizedHandler } from '../../../lib/api/api-client';
import { readString, writeString } from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';
import { toast } from '../../shared/stores/useToastStore';
import { useAuthStore } from '../stores/useAuthStore';
import type { Tenant } from '../types/auth';
import { authApi } from './auth-api';
import { clearSessionToken, clearTenantLocalData, rememberTenant } from './local-data';
import { isPublicPath, isServerPath, isSignInPath, safeRedirect } from './routes';

export const staleTenantWaitMs = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function here(): { path: string; params: URLSearchParams } {
  return { path: window.location.pathname, params: new URLSearchParams(window.location.search) };
}

// Spec §4: a tenant older than the copy this browser last saw (its `updated` time) means the read model has
// not caught up yet: wait 2000 ms and fetch once more.
async function fetchTenant(): Promise<Tenant> {
  const tenant = await authApi.tenant();
  if (!isStale(tenant.updated, readString(storageKeys.tenantUpdated))) return tenant;
  await wait(staleTenantWaitMs);
  return authApi.tenant();
}

export function isStale(fetched: string | undefined, known: string | null): boolean {
  return !!fetched && !!known && Date.parse(fetched) < Date.parse(known);
}

export function rememberTenantVersion(tenant: Tenant | null | undefined): void {
  if (tenant?.updated) writeString(storageKeys.tenantUpdated, tenant.updated);
}

function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

// Only a finished registration is a whole profile the server accepts a change to; before it,
// onboarding sends the browser's zone with the name and country.
export function shouldFillTimezone(tenant: Tenant): boolean {
  return !tenant.timezone && !!tenant.flags?.rc;
}

// The browser's zone goes into the tenant before anyone sees it: a screen that read the tenant first (the
// profile form keeps its first values) would otherwise show no zone and save that empty zone back.
function withTimezone(tenant: Tenant): Tenant {
  return shouldFillTimezone(tenant) ? { ...tenant, timezone: browserTimezone() } : tenant;
}

async function saveTimezone(timezone: string): Promise<void> {
  try {
    await authApi.updateProfile({ timezone });
  } catch {
    // the time zone is filled again at the next start
  }
}

async function loadProjects(): Promise<void> {
  try {
    useAuthStore.getState().setProjects(await authApi.projects());
  } catch {
    toast.error(i18next.t('projects.failed_to_get_projects'));
  }
}

// One language per person: once signed in, the profile's (on every device, a new one included);
// before, the one chosen on this device or the browser's. Server texts follow the profile too.
export async function followProfileLanguage(tenant: Tenant): Promise<void> {
  if (isLocale(tenant.language) && tenant.language !== currentLocale())
    await setLocale(tenant.language);
}

// A message key the server sent in a redirect (an OAuth callback's, a refused link's) as words.
export function serverText(message: string): string {
  return i18next.exists(message) ? i18next.t(message) : message;
}

export async function loadSession(): Promise<Tenant> {
  const fetched = await fetchTenant();
  const tenant = withTimezone(fetched);
  rememberTenant(tenant.id);
  rememberTenantVersion(tenant);
  await followProfileLanguage(tenant);
  useAuthStore.getState().setTenant(tenant);
  await loadProjects();
  if (tenant.timezone && tenant.timezone !== fetched.timezone) void saveTimezone(tenant.timezone);
  return tenant;
}

// Unknown when the server cannot say: the tenant is asked then, as before this question existed.
async function hasSession(): Promise<boolean> {
  try {
    return (await authApi.session()).signedIn;
  } catch {
    return true;
  }
}

// Spec §2: a redirect query sends the user there; paths the API serves need a full page load.
export function goTo(target: string): void {
  if (isServerPath(target)) window.location.assign(target);
  else navigate(target, { replace: true });
}

// After the tenant is known: unfinished registration goes to onboarding; a redirect query wins; a sign-in page goes home.
function routeSignedIn(tenant: Tenant, path: string, params: URLSearchParams): void {
  if (!tenant.flags?.rc) {
    if (path !== '/onboarding') navigate('/onboarding', { replace: true });
    return;
  }
  const redirect = path === '/authcallback' ? null : safeRedirect(params.get('redirect'));
  if (redirect && redirect !== path) goTo(redirect);
  else if (isSignInPath(path)) navigate('/', { replace: true });
}

// A refused mail link lands on a sign-in page with status=error and a message key (or the server's words).
// Shown here, at start, not by the sign-in screen: a signed-in person is routed home before that lazy
// screen may have loaded. The two parameters leave the address, so a reload does not repeat it.
function showRefusedLink(path: string, params: URLSearchParams): void {
  const message = params.get('message');
  if (!isSignInPath(path) || params.get('status') !== 'error' || !message) return;
  toast.error(serverText(message));
  params.delete('status');
  params.delete('message');
  const rest = params.toString();
  window.history.replaceState(null, '', `${path}${rest ? `?${rest}` : ''}`);
}

export async function bootstrap(): Promise<void> {
  const store = useAuthStore.getState();
  const { path, params } = here();
  const [config, providers] = await Promise.all([
    authApi.config().catch(() => null),
    authApi.providers().catch(() => null),
  ]);
  store.setConfig(config);
  store.setProviders(providers);
  showRefusedLink(path, params);
  const queryToken = params.get('xsrfToken');
  if (path === '/login' && queryToken) {
    writeString(storageKeys.xsrfToken, queryToken);
    params.delete('xsrfToken');
    const rest = params.toString();
    window.history.replaceState(null, '', `/login${rest ? `?${rest}` : ''}`);
  }
  if (!readString(storageKeys.xsrfToken) || path === '/authcallback' || path === '/logout') {
    store.setPhase('ready');
    if (!isPublicPath(path) && !readString(storageKeys.xsrfToken))
      navigate('/login', { replace: true });
    return;
  }
  // On a sign-in page a stored token may outlive its session (it ended elsewhere, or expired): asking for
  // the tenant would answer 401, which the browser logs as an error on every visit. The session's state
  // is asked first there, except when the page was just reached by signing in.
  if (isSignInPath(path) && !queryToken && !(await hasSession())) {
    clearSessionToken();
    store.setPhase('ready');
    return;
  }
  try {
    const tenant = await loadSession();
    store.setPhase('ready');
    routeSignedIn(tenant, path, params);
  } catch {
    clearSessionToken();
    store.clearUser();
    store.setPhase('ready');
    if (!isSignInPath(path)) navigate('/login', { replace: true });
  }
}

// Spec §4: server logout, then clear the user, credentials and token (and optionally the local databases).
export async function logout(
  options: { clearLocal?: boolean; callServer?: boolean } = {},
): Promise<void> {
  if (options.callServer !== false) {
    try {
      await authApi.logout();
    } catch {
      // the session is dropped on this side whatever the server says
    }
  }
  clearSessionToken();
  if (options.clearLocal) clearTenantLocalData();
  useAuthStore.getState().clearUser();
  navigate('/login', { replace: true });
}

export function installUnauthorizedLogout(): void {
  setUnauthorizedHandler(() => {
    if (!useAuthStore.getState().tenant && !readString(storageKeys.xsrfToken)) return;
    void logout({ callServer: false });
  });
  // Another account signed in on this browser (another tab): start over with it rather than mix two users.
  setCurrentUserHandler((email) => {
    const shown = useAuthStore.getState().tenant?.email;
    if (shown && email.includes('@') && isOtherUser(shown, email)) window.location.reload();
  });
}

export function isOtherUser(shown: string, replied: string): boolean {
  return shown.trim().toLowerCase() !== replied.trim().toLowerCase();
}

// Spec §4 auth callback: go to a non-login redirect (carrying type), load the tenant, toast the status.
export async function handleAuthCallback(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const message = params.get('message');
  const type = params.get('type');
  const redirect = safeRedirect(params.get('redirect'));
  if (!redirect || redirect.startsWith('/login')) {
    if (message) toast.error(serverText(message));
    navigate('/login', { replace: true });
    return;
  }
  const target = type
    ? `${redirect}${redirect.includes('?') ? '&' : '?'}type=${encodeURIComponent(type)}`
    : redirect;
  // The tenant first: a protected route reached without it would bounce through /login to /.
  try {
    await loadSession();
  } catch {
    // a 401 already logged out
    return;
  }
  navigate(target, { replace: true });
  const ok = status === null || status === 'success' || status === 'ok' || status === '200';
  const text = message
    ? serverText(message)
    : i18next.t(ok ? 'callback.success' : 'callback.failed');
  if (ok) toast.success(text);
  else toast.error(text);
}
