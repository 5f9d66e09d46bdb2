// The answer card contract of ARCHITECTURE.md: the API, the CLI, the bots and e-mails all use exactly this.
export type ChartType =
  'line' | 'area' | 'bar' | 'bar-stacked' | 'column' | 'pie' | 'donut' | 'number';
export type ColumnRole = 'dimension' | 'time' | 'metric';
export type ValueFormat = 'number' | 'currency' | 'percent' | 'duration';
export type Grain = 'hourly' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

export type CardColumn = {
  key: string;
  label: string;
  role: ColumnRole;
  format?: ValueFormat;
  currency?: string;
};

export type CardChart = {
  chart: { type: ChartType };
  x?: string;
  series: { key: string; name: string }[];
};

export type CardInsight = string | { context: string; text: string };

export type CardQuery = {
  source: { type: string; datasource_id: string; account_id?: string };
  interpretation: { kind: string; text: string }[];
  date_range?: string;
  compare?: 'previous_period' | 'previous_year' | (string & {});
  grain?: Grain;
  sql?: string;
};

export type AnswerCard = {
  title: string;
  text: string;
  table: Record<string, string | number | null>[];
  columns: CardColumn[];
  chart: CardChart[];
  image?: { url: string };
  insights: CardInsight[];
  date: string;
  query: CardQuery;
};

export type PromptItem = { title: string; subtitle?: string; image?: string };

export type Prompt = {
  title: string;
  subtitle?: string;
  direction: 'horizontal' | 'vertical';
  items: PromptItem[];
};

export type ConversationResponse = { text: string } | { prompt: Prompt } | { card: AnswerCard };

const HOUR_BUCKET = /^\d{4}-\d{2}-\d{2} \d{2}:00$/;

// How time buckets read on a chart axis. Hourly buckets ('YYYY-MM-DD HH:00') are too long for a
// tick: the hour alone when all of them fall on one day, else month-day and hour. Other labels stay.
export function axisLabels(labels: readonly string[]): string[] {
  if (!labels.length || !labels.every((l) => HOUR_BUCKET.test(l))) return [...labels];
  const oneDay = labels.every((l) => l.slice(0, 10) === labels[0].slice(0, 10));
  return labels.map((l) => l.slice(oneDay ? 11 : 5));
}

const PERIOD_START = /^(\d{4})-(\d{2})-01(?:[ T]00:00(?::00)?)?$/;

// A period bucket as people name it: a month "Jan 2025" / "Oca 2025", a year "2025", rather than
// the first day the database groups it by. Other grains and values read as they are.
export function periodLabel(value: string, grain: Grain | undefined, locale: string): string {
  const start = PERIOD_START.exec(value);
  if (!start || (grain !== 'monthly' && grain !== 'yearly')) return value;
  if (grain === 'yearly') return start[1];
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(Number(start[1]), Number(start[2]) - 1, 1));
}

// How a row's value in column `key` reads on an axis or in a table: the card's time column by
// its period name, anything else as it is.
export function cellLabel(
  card: { columns: readonly CardColumn[]; query?: Pick<CardQuery, 'grain'> },
  key: string,
  value: string | number | null | undefined,
  locale: string,
): string {
  const text = value === null || value === undefined ? '' : String(value);
  const time = card.columns.find((c) => c.key === key)?.role === 'time';
  return time ? periodLabel(text, card.query?.grain, locale) : text;
}
