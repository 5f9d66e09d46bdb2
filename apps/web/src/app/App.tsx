import { Suspense, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { AuthCallback } from '../modules/auth/components/AuthCallback';
import { useAuthStore } from '../modules/auth/stores/useAuthStore';
import { safeRedirect } from '../modules/auth/utils/routes';
import { goTo } from '../modules/auth/utils/session';
import { Loader } from '../modules/shared/components/Loader';
import { Toasts } from '../modules/shared/components/Toasts';
import { Guard } from './Guard';
import type { Gate } from './Guard';
import * as S from './screens';

type RouteDef = { path: string; screen: ComponentType; gate: Gate; layout: boolean };

const signedIn: Gate = { signIn: true };

// Spec §2 route table; anything else goes to /login.
const routes: readonly RouteDef[] = [
  { path: '/', screen: S.DashboardScreen, gate: signedIn, layout: true },
  {
    path: '/conversation',
    screen: S.ConversationScreen,
    gate: { signIn: true, feature: 'conversations' },
    layout: true,
  },
  {
    path: '/collections',
    screen: S.CollectionsScreen,
    gate: { signIn: true, feature: 'collections' },
    layout: true,
  },
  {
    path: '/collection/:id/:questionId?',
    screen: S.CollectionsScreen,
    gate: { signIn: true, feature: 'conversations' },
    layout: true,
  },
  {
    path: '/organisation-strategy',
    screen: S.StrategyScreen,
    gate: { signIn: true, feature: 'organisation_strategy' },
    layout: true,
  },
  {
    path: '/reports',
    screen: S.ReportsScreen,
    gate: { signIn: true, feature: 'organisation_strategy' },
    layout: true,
  },
  {
    path: '/reports/:id',
    screen: S.ReportScreen,
    gate: { signIn: true, feature: 'organisation_strategy' },
    layout: true,
  },
  { path: '/onboarding', screen: S.OnboardingScreen, gate: signedIn, layout: false },
  { path: '/user/settings', screen: S.ProfileScreen, gate: signedIn, layout: true },
  { path: '/user/security', screen: S.SecurityScreen, gate: signedIn, layout: true },
  { path: '/user/datasources', screen: S.DataSourcesScreen, gate: signedIn, layout: true },
  { path: '/user/subscriptions', screen: S.SubscriptionsScreen, gate: signedIn, layout: true },
  { path: '/login', screen: S.SignInScreen, gate: {}, layout: false },
  { path: '/passwordreset', screen: S.SignInScreen, gate: {}, layout: false },
  { path: '/register', screen: S.SignInScreen, gate: {}, layout: false },
  { path: '/authcallback', screen: AuthCallback, gate: {}, layout: false },
  { path: '/logout', screen: S.LogoutScreen, gate: {}, layout: false },
  // An assistant's account linking asks the signed-in person first (issue 15 item 5).
  { path: '/link-account', screen: S.ConsentScreen, gate: signedIn, layout: false },
  { path: '/admin', screen: S.AreaNotShownScreen, gate: signedIn, layout: true },
  { path: '/iam', screen: S.AreaNotShownScreen, gate: signedIn, layout: true },
  { path: '/conversation/:id', screen: S.AreaNotShownScreen, gate: signedIn, layout: true },
  { path: '/project', screen: S.AreaNotShownScreen, gate: signedIn, layout: true },
];

function Framed({ route, children }: { route: RouteDef; children: ReactNode }) {
  return route.layout ? <S.AppLayout>{children}</S.AppLayout> : <>{children}</>;
}

// Spec §2: a redirect query (except on the auth callback) sends a signed-in user there.
function useRedirectQuery(): void {
  const [path] = useLocation();
  const search = useSearch();
  const tenant = useAuthStore((s) => s.tenant);
  useEffect(() => {
    if (!tenant || path === '/authcallback') return;
    const target = safeRedirect(new URLSearchParams(search).get('redirect'));
    if (target && target !== path) goTo(target);
  }, [tenant, path, search]);
}

export function App() {
  useRedirectQuery();
  return (
    <>
      <Suspense fallback={<Loader />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <Guard gate={route.gate}>
                <Framed route={route}>
                  <route.screen />
                </Framed>
              </Guard>
            </Route>
          ))}
          <Route>
            <Redirect to="/login" replace />
          </Route>
        </Switch>
      </Suspense>
      <Toasts />
    </>
  );
}
