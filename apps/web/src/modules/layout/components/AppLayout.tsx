import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { isFeatureOn } from '../../auth/utils/features';
import { Loader } from '../../shared/components/Loader';
import { navItems } from '../constants/nav-items';
import { useLayoutStore } from '../stores/useLayoutStore';
import { visibleNav } from '../utils/nav';
import { BottomNav } from './BottomNav';
import { LeftNav } from './LeftNav';
import { MenuSheet } from './MenuSheet';
import { SubscriptionAlert } from './SubscriptionAlert';
import { TopBar } from './TopBar';
import { ProductTour } from '../../tour/components/ProductTour';

const HelpPanel = lazy(() =>
  import('../../help/components/HelpPanel').then((m) => ({ default: m.HelpPanel })),
);

export function AppLayout({ children }: { children: ReactNode }) {
  const config = useAuthStore((s) => s.config);
  const tenant = useAuthStore((s) => s.tenant);
  const navOpen = useLayoutStore((s) => s.navOpen);
  const helpOpen = useLayoutStore((s) => s.helpOpen);
  const items = visibleNav(
    navItems,
    (item) => !item.feature || isFeatureOn(config, tenant, item.feature),
  );
  return (
    <div className={`app-layout ${navOpen ? 'app-layout--nav-open' : ''}`}>
      <LeftNav items={items} />
      <div className="app-layout__main">
        <TopBar />
        <SubscriptionAlert />
        <main className="app-layout__content">
          <Suspense fallback={<Loader />}>{children}</Suspense>
        </main>
      </div>
      <BottomNav items={items} />
      <MenuSheet items={items} />
      <ProductTour />
      {helpOpen ? (
        <Suspense fallback={null}>
          <HelpPanel />
        </Suspense>
      ) : null}
    </div>
  );
}
