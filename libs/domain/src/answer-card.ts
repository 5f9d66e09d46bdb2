// The answer card contract of ARCHITECTURE.md: the API, the CLI, the bots and e-mails all use exactly this.
// Every chart a card can ask for: the API's schema, the image renderer and the web card all
// read this one list, so a new type is added in one place.
export const CHART_TYPES = [
  'line',
  'area',
  'bar',
  'bar-stacked',
  'column',
  'pie',
  'donut',
  'number',
  'scatter',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export type ColumnRole = 'dimension' | 'time' | 'metric';
// 'label': a number that names something (the latest year, the largest id or zip code): it reads as
// the column it comes from, never as an amount ("2005", not "2,005").
export type ValueFormat = 'number' | 'currency' | 'percent' | 'duration' | 'label';
export type Grain = 'hourly' | 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';

export type CardColumn = {
  key: string;
  label: string;
  role: ColumnRole;
  format?: ValueFormat;
  currency?: string;
  // A percent column's scale, decided once by the engine: 1 when 0.0605 means 6.05%, 100 when 6.05
  // does. Absent: 100 (the engine's own rates and shares).
  percentBase?: 1 | 100;
  // Whether the values add up (sums, counts). Averages, rates and ratios get no summed total.
  additive?: boolean;
  // A ratio's total over all rows, computed from its parts by the engine (total revenue / total
  // orders), for the totals row; absent when the engine did not compute one.
  total?: number;
  // A level (population, headcount, balance, a price): it adds up across groups at one time, but a
  // sum of it over periods is no total. Absent: not a level.
  level?: boolean;
};

export type CardChart = {
  chart: { type: ChartType };
  x?: string;
  series: { key: string; name: string }[];
};

// One series of a card: a compared measure, or one value of a second grouping ("China" of
// "population of China and India by year"). `key` is its column in the card's series view (a
// measure's own key, or the pivoted column of that value), `name` what the legend says.
export type CardSeriesItem = {
  key: string;
  name: string;
  // The measure the series draws.
  measure: string;
  // The value of `by` it stands for (absent for a series that is a measure).
  value?: string | number;
};

// The series a card compares, as data: the chart draws each in its own colour with a legend and
// the table shows one column per series. Optional, so cards saved before it still load: they are
// upcast by `cardSeries` from their table's shape.
export type CardSeries = {
  // The grouping column whose values each make a series; absent when the series are measures.
  by?: string;
  // The column along which every series runs (the chart's x axis and the table's rows).
  x?: string;
  items: CardSeriesItem[];
  // Parts of a whole: stacking the series adds them up to something that means a total.
  stacked: boolean;
  // Series left out of the chart: the theme has ten colours, so a chart draws the largest ten
  // values of `by` and the table keeps every row.
  more?: number;
};

export type CardInsight = string | { context: string; text: string };

export type CardQuery = {
  source: { type: string; datasource_id: string; account_id?: string };
  interpretation: { kind: string; text: string }[];
  date_range?: string;
  compare?: 'previous_period' | 'previous_year' | (string & {});
  grain?: Grain;
  sql?: string;
  // How many queries the card ran against its source (a comparison of two periods is one).
  queries?: number;
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
  series?: CardSeries;
};

export type PromptItem = { title: string; subtitle?: string; image?: string };

export type Prompt = {
  title: string;
  subtitle?: string;
  direction: 'horizontal' | 'vertical';
  items: PromptItem[];
};

export type ConversationResponse = { text: string } | { prompt: Prompt } | { card: AnswerCard };
