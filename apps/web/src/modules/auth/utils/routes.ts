// Paths anyone may open without signing in (spec §2 Routes).
export const publicPaths = [
  '/login',
  '/passwordreset',
  '/register',
  '/authcallback',
  '/logout',
] as const;
export const signInPaths = ['/login', '/passwordreset', '/register'] as const;

export function isPublicPath(path: string): boolean {
  return (publicPaths as readonly string[]).includes(path);
}

export function isSignInPath(path: string): boolean {
  return (signInPaths as readonly string[]).includes(path);
}

// Only a same-site path may be a redirect target, never another origin ("//evil.example" included).
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

// Paths the API answers itself (the assistants' OAuth interaction, server redirects): reached by a full page load.
const serverPrefixes = ['/oauth/', '/auth/', '/api/'];

export function isServerPath(path: string): boolean {
  return serverPrefixes.some((prefix) => path.startsWith(prefix));
}
