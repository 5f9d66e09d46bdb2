import type { AnswerCard, Prompt } from '@parley/domain';
import { buildCard } from '../card/card-builder';
import { totalledMetrics, withRatioTotals } from '../card/ratio-totals';
import { wordingOf } from '../card/wording/wording';
import { isSourceError } from '../connectors/source-error';
import type { Dimension, SemanticModel } from '../model/semantic-model';
import type { Intent, Problem } from '../parse/intent';
import { interpret } from '../parse/interpret';
import { isHourWord } from '../parse/keywords';
import { moneyMeasure } from '../parse/money-words';
import type { RankedReading } from '../parse/reading-ranker';
import { DEFAULT_WEIGHTS, chosenReading, rankReadings } from '../parse/reading-ranker';
import { segment } from '../parse/segment';
import type { Row } from '../sources/duckdb-runner';
import type { QueryPlan } from '../sql/query-plan';
import { TOTAL_ROW, buildComparisonQuery, buildQuery, ROW_CAP } from '../sql/sql-builder';
import type { Locale } from '../text/normalize';
import { tokenize } from '../text/normalize';
import type { DataSource } from './data-source';
import { periodsOf, withPrevious, withShare } from './combine-rows';
import { explainChange } from './driver-analysis';
import { withWeekdayNames, withWindow } from './window-rows';
import { mergeFollowUp } from './follow-up';
import { questionLocale, weekStartOf } from './locale';
import { planOf } from './planner';
import { promptFor } from './prompts';

export type AskContext = { intent: Intent };
// dateRange: a saved card's chosen range in words ("last 30 days", "this month"); it replaces
// whatever range the phrase itself names, so the card editor's selector always wins.
// askedIn: the language a saved question was first asked in; it keeps the reading the question had
// then when both languages understand it equally, while locale still sets the card's language.
export type AskInput = {
  phrase: string;
  now?: string;
  locale?: string;
  askedIn?: string;
  context?: AskContext;
  dateRange?: string;
};
export type AskResult = ({ card: AnswerCard } | { prompt: Prompt } | { error: string }) & {
  context?: AskContext;
};

const MAX_PHRASE = 2000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?Z?$/;

// The engine's "now", in UTC like every date here. A fixed day stays a day: day, week and month
// phrases read only the date. A date-time, or the clock, also places "last 6 hours" in the day.
function nowOf(input: string | undefined): string {
  if (input && DAY.test(input)) return input;
  if (input && DATE_TIME.test(input))
    return `${input.slice(0, 10)}T${input.slice(11, 16)}:${input.slice(17, 19) || '00'}`;
  return new Date().toISOString().slice(0, 19);
}

// locale: the language the card speaks (the person's); readIn: the language the question was read in.
export type Understood = ({ intent: Intent } | { problem: Problem }) & {
  locale: Locale;
  readIn: Locale;
};

// Which of the ranked readings to answer: the best, unless a fitting script tries each in turn.
export type ReadingChoice = (ranked: RankedReading[]) => RankedReading;
const bestReading: ReadingChoice = (ranked) => ranked[0];

export function understand(
  source: DataSource,
  input: AskInput,
  choose: ReadingChoice = bestReading,
): Understood {
  return readQuestion(source.model, input, choose);
}

// The pure half of asking: words to an intent against a model, no database involved.
export function readQuestion(
  model: SemanticModel,
  input: AskInput,
  choose: ReadingChoice = bestReading,
): Understood {
  const phrase = input.phrase.slice(0, MAX_PHRASE);
  const locale = questionLocale(input.locale, phrase);
  // People ask in English or Turkish whatever language the interface speaks, so every language's
  // readings are weighed; a tie stays with the language the question was first asked in.
  const ranked = rankReadings(
    model,
    phrase,
    input.askedIn ? questionLocale(input.askedIn, phrase) : locale,
    DEFAULT_WEIGHTS,
    (r) => !!hoursWithoutTime(model, r.intent),
  );
  const best = choose(ranked);
  const { tokens, language: readIn } = best.candidate;
  const reading = choose === bestReading ? chosenReading(ranked) : best.candidate.result;
  if ('kind' in reading) return { problem: reading, locale, readIn };
  const previous = input.context?.intent;
  let intent = reading.intent;
  if (previous && (reading.followUp || !reading.said.metric))
    intent = mergeFollowUp(previous, reading);
  if (!intent.metrics.length) {
    // Two periods compared with nothing named ("compare the first half of 2025 with 2024"): the
    // business's money, where the data has exactly one column of it.
    const fallback = model.defaultMetric ?? (intent.compare ? moneyMeasure(model) : undefined);
    if (!fallback) return { problem: { kind: 'noMetric' }, locale, readIn };
    intent = { ...intent, metrics: [{ id: fallback }] };
  }
  const chosen = input.dateRange ? rangeOf(model, input.dateRange) : undefined;
  if (chosen) intent = { ...intent, date: chosen };
  const dateOnly = hoursWithoutTime(model, intent);
  if (dateOnly)
    return {
      problem: {
        kind: 'noHours',
        dimension: dateOnly.dimension.id,
        word: tokens.find((t) => isHourWord(t.norm))?.raw,
        ...(dateOnly.hours ? { hours: dateOnly.hours } : {}),
      },
      locale,
      readIn,
    };
  return { intent, locale, readIn };
}

// Hours need a time of day: a column of dates alone would chart every day as one midnight bar,
// and has no "last 6 hours" to pick out.
function hoursWithoutTime(
  model: SemanticModel,
  intent: Intent,
): { dimension: Dimension; hours?: number } | undefined {
  const time = intent.timeDimension ?? model.defaultTime;
  const dateOnly = (id: string | undefined) => {
    const d = model.dimensions.find((x) => x.id === id);
    return d?.kind === 'time' && d.timeKind !== 'timestamp' ? d : undefined;
  };
  const hourly = [
    ...intent.groups.filter((g) => g.grain === 'hourly').map((g) => g.dimension),
    ...intent.metrics
      .filter((m) => m.per === 'hourly' || m.id === '__distinct_hourly')
      .map((m) => m.distinctOf ?? time),
  ];
  const dimension = hourly.map(dateOnly).find(Boolean);
  if (dimension) return { dimension };
  const [hours] = [intent.date, intent.compare?.spec].flatMap((spec) =>
    spec?.kind === 'lastHours' ? [spec.n] : [],
  );
  const windowed = hours ? dateOnly(time) : undefined;
  return windowed && { dimension: windowed, hours };
}

// The range that words alone name ("last 30 days"), read by the same parser as any question.
function rangeOf(model: SemanticModel, words: string): Intent['date'] {
  const tokens = tokenize(words.slice(0, 100));
  const locale = questionLocale(undefined, words);
  const reading = interpret(segment(tokens, model, locale), tokens, model, locale);
  return 'kind' in reading ? undefined : reading.intent.date;
}

// One question against one source: a card, or a prompt when the question is unclear, or an error.
export async function ask(
  source: DataSource,
  input: AskInput,
  choose: ReadingChoice = bestReading,
): Promise<AskResult> {
  const understood = understand(source, input, choose);
  const { locale } = understood;
  if ('problem' in understood)
    return {
      prompt: promptFor(understood.problem, source.model, input.phrase.slice(0, 300), locale),
    };
  const plan = planOf(source.model, understood.intent, {
    now: nowOf(input.now),
    weekStart: weekStartOf(input.locale, locale),
  });
  if (!plan.metrics.length)
    return {
      prompt: promptFor({ kind: 'noMetric' }, source.model, input.phrase.slice(0, 300), locale),
    };
  // Every query the card runs goes through here, so the card can say how many there were.
  let queries = 0;
  const counted: DataSource = {
    ...source,
    db: {
      rows: (text, params) => {
        queries++;
        return source.db.rows(text, params);
      },
    },
  };
  // The plain answer's query runs once, when something needs it: a driver card in DuckDB reads
  // its totals from its own scan and never does.
  let answered: ReturnType<typeof answerRows> | undefined;
  const answer = () => (answered ??= answerRows(counted, plan));
  const failed = (error: unknown): AskResult => {
    if (isSourceError(error)) return { error: error.messageKey };
    // Database messages can echo internals; the user gets a plain sentence instead.
    return { error: wordingOf(locale).unanswerable };
  };
  if (plan.driver && plan.previous) {
    try {
      const drivers = await explainChange(
        counted,
        plan,
        async () => withShare(plan, withWindow(plan, (await answer()).rows)),
        locale,
      );
      if (drivers)
        return { card: withQueryCount(drivers, queries), context: { intent: understood.intent } };
    } catch (error) {
      if (isSourceError(error)) return { error: error.messageKey };
      throw error;
    }
  }
  let rows: Row[];
  let sql: string;
  let total: Row | undefined;
  try {
    ({ rows, sql, total } = await answer());
  } catch (error) {
    return failed(error);
  }
  rows = withShare(plan, withWindow(plan, withWeekdayNames(plan, rows, locale)));
  const built = buildCard({
    model: source.model,
    plan,
    rows,
    sql,
    locale,
    computedAt: new Date().toISOString(),
  });
  // A rate's or an average's total is the measure over every row, one more query; without it the
  // card still stands, only with no total row.
  const card = await withRatioTotals(counted, plan, built, total).catch(() => built);
  return { card: withQueryCount(card, queries), context: { intent: understood.intent } };
}

const withQueryCount = (card: AnswerCard, queries: number): AnswerCard => ({
  ...card,
  query: { ...card.query, queries },
});

// A query built with `total` answers one more row, every group together: kept apart.
function withoutTotal(all: Row[]): { rows: Row[]; total?: Row } {
  const strip = ({ [TOTAL_ROW]: _, ...row }: Row): Row => row;
  const found = all.find((r) => r[TOTAL_ROW] === 'true');
  return {
    rows: all
      .filter((r) => r[TOTAL_ROW] !== 'true')
      .slice(0, ROW_CAP)
      .map(strip),
    ...(found ? { total: strip(found) } : {}),
  };
}

// The rows a plan answers with, and the SQL that gave them. A comparison is one query that
// reads both periods at once where the source's SQL allows it (DuckDB), else one per period.
async function answerRows(
  source: DataSource,
  plan: QueryPlan,
): Promise<{ rows: Row[]; sql: string; total?: Row }> {
  const rank = plan.rank;
  if (rank?.by !== 'change' || !plan.previous) return answerPlan(source, plan);
  // Ranked by the change: every group's two values first, then the groups that moved most.
  const all = await answerPlan(source, { ...plan, rank: undefined });
  const key = `${plan.metrics[0]?.key ?? ''}__change`;
  const sign = rank.direction === 'desc' ? -1 : 1;
  const moved = all.rows
    .filter((r) => Number.isFinite(Number(r[key])) && r[key] !== null)
    .sort((a, b) => sign * (Number(a[key]) - Number(b[key])))
    .slice(0, rank.limit);
  return { ...all, rows: moved };
}

async function answerPlan(
  source: DataSource,
  plan: QueryPlan,
): Promise<{ rows: Row[]; sql: string; total?: Row }> {
  const { table } = source.model;
  const range = plan.fetchRange ?? plan.range;
  const compile = source.compile ?? buildQuery;
  // A rate's or an average's total comes from the same scan where DuckDB runs it (GROUPING SETS).
  const total = !source.compile && !plan.fetchRange && totalledMetrics(plan).length > 0;
  const together =
    plan.previous && !source.compile
      ? buildComparisonQuery(plan, table, range, plan.previous, { total })
      : undefined;
  if (together) {
    const answered = withoutTotal(await source.db.rows(together.sql, together.params));
    const { current, previous } = periodsOf(plan, answered.rows);
    return {
      rows: withPrevious(plan, current, previous),
      sql: together.sql,
      total: answered.total,
    };
  }
  if (!plan.previous && total) {
    const grouped = buildQuery(plan, table, range, { total: true });
    const answered = withoutTotal(await source.db.rows(grouped.sql, grouped.params));
    return { ...answered, sql: grouped.sql };
  }
  const first = compile(plan, table, range);
  const rows = await source.db.rows(first.sql, first.params);
  if (!plan.previous) return { rows, sql: first.sql };
  // The groups are the ones the current period kept; their previous values are not tested again.
  // A count of the groups that pass counts those that passed then, by the same test.
  const previous = compile(
    {
      ...plan,
      rank: undefined,
      conditions: plan.countOf ? plan.conditions : plan.conditions.filter((c) => !c.aggregate),
    },
    table,
    plan.previous,
  );
  return {
    rows: withPrevious(plan, rows, await source.db.rows(previous.sql, previous.params)),
    sql: `${first.sql};\n${previous.sql}`,
  };
}
