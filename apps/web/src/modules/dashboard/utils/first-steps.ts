import type { FeatureArea } from '../../auth/types/auth';

export type FirstStep = { id: 'ask_demo' | 'connect' | 'collection'; href: string; done: boolean };

type Progress = {
  favourites: readonly unknown[];
  stats: { collections: number; credentials: number };
};

// The steps a person's features allow, each done once the server's counts say so.
export function firstSteps(
  progress: Progress,
  isOn: (feature: FeatureArea) => boolean,
  words: { demoQuestion: string },
): FirstStep[] {
  const steps: FirstStep[] = [];
  if (isOn('conversations'))
    steps.push({
      id: 'ask_demo',
      href: `/conversation?q=${encodeURIComponent(words.demoQuestion)}`,
      done: progress.favourites.length > 0,
    });
  if (isOn('data_sources'))
    steps.push({
      id: 'connect',
      href: '/user/datasources',
      done: progress.stats.credentials > 0,
    });
  if (isOn('collections'))
    steps.push({
      id: 'collection',
      href: '/collections#new',
      done: progress.stats.collections > 0,
    });
  return steps;
}
