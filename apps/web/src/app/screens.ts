import { lazyScreen } from './lazy-screen';

// Each screen is its own chunk, so the sign-in page loads none of the signed-in code.
export const SignInScreen = lazyScreen(() =>
  import('../modules/auth/components/SignInScreen').then((m) => m.SignInScreen),
);
export const ConsentScreen = lazyScreen(() =>
  import('../modules/auth/components/ConsentScreen').then((m) => m.ConsentScreen),
);
export const LogoutScreen = lazyScreen(() =>
  import('../modules/auth/components/LogoutScreen').then((m) => m.LogoutScreen),
);
export const AppLayout = lazyScreen(() =>
  import('../modules/layout/components/AppLayout').then((m) => m.AppLayout),
);
export const DashboardScreen = lazyScreen(() =>
  import('../modules/dashboard/components/DashboardScreen').then((m) => m.DashboardScreen),
);
export const ConversationScreen = lazyScreen(() =>
  import('../modules/conversation/components/ConversationScreen').then((m) => m.ConversationScreen),
);
export const CollectionsScreen = lazyScreen(() =>
  import('../modules/collections/components/CollectionsScreen').then((m) => m.CollectionsScreen),
);
export const StrategyScreen = lazyScreen(() =>
  import('../modules/strategy/components/StrategyScreen').then((m) => m.StrategyScreen),
);
export const ReportsScreen = lazyScreen(() =>
  import('../modules/deliveries/components/ReportsScreen').then((m) => m.ReportsScreen),
);
export const ReportScreen = lazyScreen(() =>
  import('../modules/deliveries/components/ReportScreen').then((m) => m.ReportScreen),
);
export const OnboardingScreen = lazyScreen(() =>
  import('../modules/onboarding/components/OnboardingScreen').then((m) => m.OnboardingScreen),
);
export const ProfileScreen = lazyScreen(() =>
  import('../modules/settings/components/ProfileScreen').then((m) => m.ProfileScreen),
);
export const SecurityScreen = lazyScreen(() =>
  import('../modules/settings/components/SecurityScreen').then((m) => m.SecurityScreen),
);
export const DataSourcesScreen = lazyScreen(() =>
  import('../modules/data-sources/components/DataSourcesScreen').then((m) => m.DataSourcesScreen),
);
export const SubscriptionsScreen = lazyScreen(() =>
  import('../modules/settings/components/SubscriptionsScreen').then((m) => m.SubscriptionsScreen),
);
export const AreaNotShownScreen = lazyScreen(() =>
  import('../modules/layout/components/AreaNotShownScreen').then((m) => m.AreaNotShownScreen),
);
