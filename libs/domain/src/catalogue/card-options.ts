import type { Digest } from '../rules/plan-limits';
import type { SelectOption } from './date-range-options';

// Auto-refresh interval of a card in minutes; 0 means it never refreshes on its own.
export type RefreshInterval = 0 | 10 | 15 | 20 | 30 | 60;

export const REFRESH_INTERVALS: readonly RefreshInterval[] = [0, 10, 15, 20, 30, 60];

export const REFRESH_OPTIONS: readonly SelectOption<RefreshInterval>[] = [
  { label: 'Not set', value: 0 },
  { label: '10 minutes', value: 10 },
  { label: '15 minutes', value: 15 },
  { label: '20 minutes', value: 20 },
  { label: '30 minutes', value: 30 },
  { label: '1 hour', value: 60 },
];

export function isRefreshInterval(value: unknown): value is RefreshInterval {
  return (REFRESH_INTERVALS as readonly unknown[]).includes(value);
}

export const DIGEST_OPTIONS: readonly SelectOption<Digest>[] = [
  { label: 'Daily', value: 'daily' },
  { label: 'Weekly', value: 'weekly' },
  { label: 'Monthly', value: 'monthly' },
];

export function isDigest(value: unknown): value is Digest {
  return value === 'daily' || value === 'weekly' || value === 'monthly';
}
