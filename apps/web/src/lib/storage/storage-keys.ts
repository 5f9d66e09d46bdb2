// Every local-storage key of the web app in one place, so a tenant switch or logout can clear them all.
export const storageKeys = {
  xsrfToken: 'xsrfToken',
  language: 'language',
  tenantId: 'tenantId',
  tenantUpdated: 'tenantUpdated',
  speech: 'speech',
  launchRequest: 'launchRequest',
  suggestionHistory: 'suggestionHistory',
  activeDatasource: 'activeDatasource',
  navOpen: 'navOpen',
  favourites: 'favourites',
  conversationPrefix: 'conversation:',
} as const;
