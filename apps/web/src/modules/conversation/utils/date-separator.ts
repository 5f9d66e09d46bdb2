import { startOfDay } from './history';

export type DayLabel =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'weekday'; date: Date }
  | { kind: 'date'; date: Date };

const dayMs = 86_400_000;

// Spec §2: Today, Yesterday, the weekday within 7 days, otherwise day and month.
export function dayLabel(time: number, now: Date): DayLabel {
  const days = Math.round((startOfDay(now) - startOfDay(new Date(time))) / dayMs);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days < 7) return { kind: 'weekday', date: new Date(time) };
  return { kind: 'date', date: new Date(time) };
}

export function formatDayLabel(
  label: DayLabel,
  locale: string,
  t: (key: string) => string,
): string {
  if (label.kind === 'today') return t('common.today');
  if (label.kind === 'yesterday') return t('common.yesterday');
  if (label.kind === 'weekday')
    return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(label.date);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(label.date);
}

// A separator goes before the first item of each calendar day.
export function needsSeparator(previous: number | undefined, current: number): boolean {
  return previous === undefined || startOfDay(new Date(previous)) !== startOfDay(new Date(current));
}
