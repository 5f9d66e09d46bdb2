import type { FeatureArea } from '../../auth/types/auth';

// One stop of the product tour: the real screen it opens, the element it points at (the first of
// `targets` on the page), and its words (i18next keys under tour.steps.<id>).
export type TourStep = {
  id: string;
  path: string;
  targets: readonly string[];
  feature?: FeatureArea;
};

export const tourSteps: readonly TourStep[] = [
  { id: 'dashboard', path: '/', targets: ['.first-steps', '.page__title'] },
  { id: 'ask', path: '/conversation', targets: ['.composer'], feature: 'conversations' },
  {
    id: 'source',
    path: '/conversation',
    targets: ['[data-testid="source-selector"]', '.composer'],
    feature: 'conversations',
  },
  {
    id: 'collections',
    path: '/collections',
    targets: ['.collections__header'],
    feature: 'collections',
  },
  {
    id: 'data',
    path: '/user/datasources',
    targets: ['.page__title'],
    feature: 'data_sources',
  },
  { id: 'help', path: '/', targets: ['.top-bar__actions'] },
];
