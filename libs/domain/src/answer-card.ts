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
