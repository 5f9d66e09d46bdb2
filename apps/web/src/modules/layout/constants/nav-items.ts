import type { IconName } from '../../shared/components/Icon';
import type { FeatureArea } from '../../auth/types/auth';

// User actions as data (STYLE 15): labels are i18next keys, gates name the feature that shows them.
export type NavItem = {
  id: string;
  labelKey: string;
  icon: IconName;
  path: string;
  feature?: FeatureArea;
  children?: readonly NavItem[];
  bottom?: boolean;
};

export const settingsItems: readonly NavItem[] = [
  {
    id: 'profile',
    labelKey: 'nav.personal_settings',
    icon: 'user',
    path: '/user/settings',
    feature: 'profile',
  },
  { id: 'security', labelKey: 'nav.security', icon: 'shield', path: '/user/security' },
  {
    id: 'credentials',
    labelKey: 'nav.credentials',
    icon: 'key',
    path: '/user/datasources',
    feature: 'data_sources',
  },
];

export const navItems: readonly NavItem[] = [
  { id: 'dashboard', labelKey: 'nav.dashboard', icon: 'home', path: '/', bottom: true },
  {
    id: 'conversation',
    labelKey: 'nav.conversations',
    icon: 'chat',
    path: '/conversation',
    feature: 'conversations',
    bottom: true,
  },
  {
    id: 'collections',
    labelKey: 'nav.collections',
    icon: 'grid',
    path: '/collections',
    feature: 'collections',
    bottom: true,
  },
  {
    id: 'strategy',
    labelKey: 'nav.strategy',
    icon: 'target',
    path: '/organisation-strategy',
    feature: 'organisation_strategy',
  },
  // The strategy's reports, each opened in full (issue 29); in the phone's menu sheet too.
  {
    id: 'reports',
    labelKey: 'nav.reports',
    icon: 'card',
    path: '/reports',
    feature: 'organisation_strategy',
  },
  {
    id: 'settings',
    labelKey: 'nav.settings',
    icon: 'settings',
    path: '/user/settings',
    children: settingsItems,
    bottom: true,
  },
  { id: 'logout', labelKey: 'nav.logout', icon: 'logout', path: '/logout' },
];
