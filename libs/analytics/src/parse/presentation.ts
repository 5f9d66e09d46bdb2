import type { ModelTarget } from '../model/lexicon';
import type { Locale, Token } from '../text/normalize';
import { languagePack } from './keywords';
import type { Keyword, PresentationWords } from './languages/language-pack';
import { PERIOD_KEYWORDS } from './languages/language-pack';
import type { Match } from './phrase-index';
import { PhraseIndex } from './phrase-index';

export type ChartKind = PresentationWords['charts'][string];
// How the answer should look, as the question says it: the chart, and the order of the rows by
// the x values (the groups), the y values (the measure), or a field named in the clause.
export type ViewSpec = {
  chart?: ChartKind;
  sort?: { dir: 'asc' | 'desc'; by?: 'x' | 'y'; field?: string };
};
export type ViewItem = { kind: 'view'; start: number; end: number; view: ViewSpec };
// "bar chart x axis competition y axis the total number": the x axis declared is a breakdown by
// what follows, read as "by"; the y axis declared is only the measure's label.
export type AxisItem = { kind: 'keyword'; start: number; end: number; keyword: Keyword };

type Role =
  | { role: 'chart'; chart: ChartKind }
  | { role: 'noun' }
  | { role: 'verb' }
  | { role: 'dir'; dir: 'asc' | 'desc' }
  | { role: 'axis'; axis: 'x' | 'y' }
  | { role: 'glue' }
  | { role: 'joiner' };

const indexes = new Map<Locale, PhraseIndex<Role>>();
function roleIndex(locale: Locale): PhraseIndex<Role> {
  let index = indexes.get(locale);
  if (index) return index;
  const words = languagePack(locale).presentation;
  index = new PhraseIndex<Role>();
  for (const [phrase, chart] of Object.entries(words.charts))
    index.add(phrase, { role: 'chart', chart }, false);
  for (const phrase of words.chartNouns) index.add(phrase, { role: 'noun' }, false);
  for (const phrase of words.verbs) index.add(phrase, { role: 'verb' }, false);
  for (const phrase of words.ascending) index.add(phrase, { role: 'dir', dir: 'asc' }, false);
  for (const phrase of words.descending) index.add(phrase, { role: 'dir', dir: 'desc' }, false);
  for (const phrase of words.x) index.add(phrase, { role: 'axis', axis: 'x' }, false);
  for (const phrase of words.y) index.add(phrase, { role: 'axis', axis: 'y' }, false);
  for (const phrase of words.glue) index.add(phrase, { role: 'glue' }, false);
  for (const phrase of words.keyJoiners) index.add(phrase, { role: 'joiner' }, false);
  indexes.set(locale, index);
  return index;
}

type Span = { start: number; end: number };
type Key = Span & { axis?: 'x' | 'y'; field?: string };

// The presentation clauses of a question ("as a pie chart", "and order by the y axis from low to
// high please"): each is one view item, so the words that only say how to show the answer are
// neither measures, groups nor unknown words. A column or value of the data named by the same
// words outranks them ("line" of a Product Line column), unless a chart noun follows.
// keywords and modelWords: the question's keyword and model matches whose words are free.
export function findPresentation(
  tokens: Token[],
  locale: Locale,
  free: (i: number) => boolean,
  found: { keywords: Match<Keyword>[]; modelWords: Match<ModelTarget>[] },
): (ViewItem | AxisItem)[] {
  const roles: Role[][] = tokens.map(() => []);
  const ends: number[][] = tokens.map(() => []);
  for (const m of roleIndex(locale).matches(tokens, locale, free)) {
    roles[m.start].push(m.target);
    ends[m.start].push(m.end);
  }
  const fields = found.modelWords.filter((m) => m.quality >= 2 && m.target.kind === 'field');
  // "total number", "maximal weight", "the number of result": a measure said with its aggregation
  // or its extreme.
  const aggregations = found.keywords.filter((k) =>
    ['aggregation', 'howMany', 'highest', 'lowest'].includes(k.target.kind),
  );
  const has = (i: number, role: Role['role']) => roles[i]?.some((r) => r.role === role) ?? false;
  const endOf = (i: number, role: Role['role']) =>
    Math.max(...roles[i].flatMap((r, k) => (r.role === role ? [ends[i][k]] : [])));
  // "plot" is a verb ("plot the x axis as …") except after a chart's kind ("bar plot"), its noun.
  const verbAt = (i: number) =>
    has(i, 'verb') && !(has(i, 'noun') && roles[i - 1]?.some((r) => r.role === 'chart'));
  const dataAt = (i: number) => fields.some((f) => f.start === i && f.end - f.start >= 1);
  const axisAt = (i: number) => {
    const axis = roles[i]?.find((r) => r.role === 'axis');
    return axis?.role === 'axis' && axis.axis === 'x' ? endOf(i, 'axis') : undefined;
  };
  const chartAt = (i: number): ChartKind | undefined => {
    const chart = roles[i]?.find((r) => r.role === 'chart');
    if (!chart || chart.role !== 'chart') return undefined;
    const end = endOf(i, 'chart');
    if (has(end, 'noun')) return chart.chart;
    return dataAt(i) ? undefined : chart.chart;
  };

  // A sort key: an axis, a measure said with its aggregation ("total number", "the number of
  // result"), or a field.
  const keyAt = (i: number): Key | undefined => {
    let at = i;
    while (has(at, 'glue') && tokens[at]?.norm.length <= 3 && !has(at, 'axis')) at++;
    if (at >= tokens.length || (at > i && tokens[at]?.pause)) return undefined;
    const axis = roles[at]?.find((r) => r.role === 'axis');
    if (axis?.role === 'axis' && !dataAt(at))
      return { start: i, end: endOf(at, 'axis'), axis: axis.axis };
    const aggregation = aggregations.find((k) => k.start === at);
    if (aggregation) {
      const field = fields.find(
        (f) => f.start === aggregation.end || f.start === aggregation.end + 1,
      );
      return {
        start: i,
        end: field && !tokens[field.start].pause ? field.end : aggregation.end,
        axis: 'y',
      };
    }
    const field = fields
      .filter((f) => f.start === at)
      .sort((a, b) => b.end - a.end || b.quality - a.quality)[0];
    if (field) {
      const t = field.target as Extract<ModelTarget, { kind: 'field' }>;
      // "sort names in descending order" where a Name column is not the breakdown: the labels.
      const labels = axis?.role === 'axis' && axis.axis === 'x' && field.end === endOf(at, 'axis');
      return {
        start: i,
        end: field.end,
        field: (t.dimension ?? t.metric) as string,
        ...(labels ? { axis: 'x' as const } : {}),
      };
    }
    return undefined;
  };

  const words = languagePack(locale).presentation;
  const items: (ViewItem | AxisItem)[] = [];
  const taken = (i: number) => items.some((x) => i >= x.start && i < x.end);
  const links = words.axisLinks;
  const said = (i: number, list: string[]) =>
    i >= 0 && i < tokens.length && free(i) && list.includes(tokens[i].norm);
  for (let i = 0; i < tokens.length; i++) {
    const axis = roles[i].find((r) => r.role === 'axis');
    if (axis?.role !== 'axis' || !free(i)) continue;
    let end = endOf(i, 'axis');
    if (end - i < 2) continue;
    // "the x axis is the date": the article before an axis proper and the copula after it are its.
    const proper = tokens.slice(i, end).some((t) => links.nouns.includes(t.norm));
    const start = proper && said(i - 1, links.articles) && !tokens[i].pause ? i - 1 : i;
    if (proper && said(end, links.copulas) && !tokens[end].pause) {
      end++;
      if (said(end, links.articles)) end++;
    }
    // "institution types as the x axis", "grade on x axis": the axis of what was said before it.
    const before =
      proper && said(start - 1, links.prepositions) && !tokens[start].pause ? start - 1 : -1;
    if (before > 0 && [...fields, ...aggregations].some((f) => f.end === before)) {
      items.push(
        axis.axis === 'x'
          ? { kind: 'keyword', start: before, end, keyword: { kind: 'by', after: true } }
          : { kind: 'view', start: before, end, view: {} },
      );
      i = end - 1;
      continue;
    }
    const declared =
      !(
        start > 0 &&
        !tokens[start].pause &&
        !languagePack(locale).conjunctions.includes(tokens[start - 1].norm) &&
        (has(start - 1, 'joiner') || has(start - 1, 'glue') || verbAt(start - 1))
      ) &&
      end < tokens.length &&
      !tokens[end].pause &&
      !has(end, 'dir') &&
      !(has(end, 'glue') && tokens[end].norm !== 'the');
    if (!declared) continue;
    items.push(
      axis.axis === 'x'
        ? { kind: 'keyword', start, end, keyword: { kind: 'by', after: false } }
        : { kind: 'view', start, end, view: {} },
    );
    i = end - 1;
  }
  const periodEnds = found.keywords.filter((k) => PERIOD_KEYWORDS.has(k.target.kind));
  items.push(
    ...binClauses(tokens, locale, {
      free,
      taken,
      dataAt,
      axisAt,
      periodAt: (i) => periodEnds.find((k) => k.start === i)?.end,
    }),
  );
  for (let anchor = 0; anchor < tokens.length; anchor++) {
    if (taken(anchor) || !free(anchor)) continue;
    const dir = roles[anchor].find((r) => r.role === 'dir');
    const chart = chartAt(anchor);
    const noun = has(anchor, 'noun') && !dataAt(anchor);
    // "ordered by budget": an order verb with its key and no direction is ascending.
    // It begins a clause: "… and ordered by budget", never "amount per order by region".
    const clause =
      anchor === 0 ||
      !!tokens[anchor].pause ||
      languagePack(locale).conjunctions.includes(tokens[anchor - 1].norm) ||
      roles[anchor - 1].some((r) => r.role === 'chart' || r.role === 'noun');
    // A participle ("professors ordered by date of birth") is the verb wherever it stands.
    const participle = () =>
      (languagePack(locale).sense?.(tokens[anchor].norm)?.lemma ?? tokens[anchor].norm) !==
      tokens[anchor].norm;
    const ordered =
      (clause || participle()) &&
      words.orderVerbs.includes(tokens[anchor].norm) &&
      has(anchor + 1, 'joiner') &&
      !tokens[anchor + 1].pause;
    if (!dir && !chart && !noun && !ordered) continue;
    const view: ViewSpec = ordered && !dir ? { sort: { dir: 'asc' } } : {};
    let defaulted = ordered && !dir;
    let key: Key | undefined;
    let start = anchor;
    let end = anchor;
    const absorb = (i: number): number | undefined => {
      if (i >= tokens.length || !free(i) || taken(i)) return undefined;
      const d = roles[i].find((r) => r.role === 'dir');
      if (d?.role === 'dir') {
        if (view.sort && !defaulted && view.sort.dir !== d.dir) return undefined;
        defaulted = false;
        view.sort = { ...view.sort, dir: d.dir };
        return endOf(i, 'dir');
      }
      const c = chartAt(i);
      // "sort bar in descending order", "display bars from low to high": a chart word that is also
      // the labels' word, with no chart noun after it and a direction next, is the key.
      if (c && !key && has(i, 'axis') && !has(endOf(i, 'chart'), 'noun')) {
        let j = endOf(i, 'axis');
        while (has(j, 'glue') && !has(j, 'dir')) j++;
        const axis = roles[i].find((r) => r.role === 'axis');
        if (has(j, 'dir') && axis?.role === 'axis') {
          key = { start: i, end: endOf(i, 'axis'), axis: axis.axis };
          return key.end;
        }
      }
      if (c && (has(endOf(i, 'chart'), 'noun') || !has(i, 'axis') || !view.sort)) {
        view.chart ??= c;
        return endOf(i, 'chart');
      }
      if (
        !key &&
        view.sort &&
        (has(i - 1, 'joiner') || has(i - 1, 'verb') || has(i - 2, 'joiner'))
      ) {
        const k = keyAt(i);
        if (k) {
          key = k;
          return k.end;
        }
      }
      // An order verb after a chart ("a bar chart and ordered by budget") starts its own clause.
      if (!view.sort && words.orderVerbs.includes(tokens[i].norm) && i !== anchor) return undefined;
      for (const role of ['noun', 'verb', 'axis', 'joiner', 'glue'] as const)
        if (has(i, role) && (role !== 'axis' || (!!view.sort && !dataAt(i)))) return endOf(i, role);
      return undefined;
    };
    // Rightwards first, so "in descending order of price" keys on price, then leftwards.
    for (let i = anchor; i < tokens.length;) {
      if (i > anchor && tokens[i].pause) break;
      const next = absorb(i);
      if (next === undefined) break;
      end = next;
      i = next;
    }
    for (let i = anchor - 1; i >= 0; i--) {
      if (tokens[i + 1].pause) break;
      // A key before the direction needs the verb before it ("rank names in descending order").
      if (
        !key &&
        view.sort &&
        !has(i, 'glue') &&
        !has(i, 'verb') &&
        !has(i, 'dir') &&
        !chartAt(i)
      ) {
        let from = i;
        while (from > 0 && !has(from - 1, 'verb') && !has(from - 1, 'joiner') && i - from < 4)
          from--;
        const k = from > 0 || has(from, 'verb') ? keyAt(from) : undefined;
        // "by pet type from low to high" is a breakdown; "ordered by year descending" a key.
        const verbBefore =
          has(from - 1, 'verb') || (has(from - 1, 'joiner') && has(from - 2, 'verb'));
        if (k && k.end > i && verbBefore) {
          key = k;
          start = from;
          i = from;
          continue;
        }
        break;
      }
      if (!free(i) || taken(i)) break;
      const next = absorb(i);
      if (next === undefined) break;
      start = i;
    }
    // Glue at the edges belongs to the sentence ("as a", "by department"), not to the clause.
    const glueOnly = (i: number) =>
      has(i, 'glue') && !has(i, 'verb') && !has(i, 'axis') && !has(i, 'dir') && !has(i, 'noun');
    while (start < end && glueOnly(start) && !(key && key.start === start)) start++;
    while (
      end > Math.max(start, key?.end ?? 0) &&
      glueOnly(end - 1) &&
      !['please', 'order', 'lutfen'].includes(tokens[end - 1].norm)
    )
      end--;
    if (end <= start) continue;
    if (key && view.sort)
      view.sort = {
        ...view.sort,
        ...(key.axis ? { by: key.axis } : {}),
        ...(key.field ? { field: key.field } : {}),
      };
    items.push({ kind: 'view', start, end, view });
    anchor = end - 1;
  }
  return items;
}

// "bin the x axis into Year interval", "bins the installation date into weekday": the word after
// what is binned is a "by" of the period that follows; an x axis said there is the breakdown
// already declared, so its words are the clause's.
function binClauses(
  tokens: Token[],
  locale: Locale,
  at: {
    free: (i: number) => boolean;
    taken: (i: number) => boolean;
    dataAt: (i: number) => boolean;
    // Where an x axis said at i ends.
    axisAt: (i: number) => number | undefined;
    // Where a word of a period said at i ends ("year", "day of week").
    periodAt: (i: number) => number | undefined;
  },
): (ViewItem | AxisItem)[] {
  const out: (ViewItem | AxisItem)[] = [];
  const pack = languagePack(locale);
  const words = pack.presentation;
  const binning = words.binning;
  if (!binning) return out;
  const open = (i: number) => i < tokens.length && at.free(i) && !at.taken(i) && !tokens[i].pause;
  for (let i = 0; i < tokens.length; i++) {
    if (!open(i) || !binning.verbs.includes(tokens[i].norm)) continue;
    let next = i + 1;
    while (open(next) && words.axisLinks.articles.includes(tokens[next].norm)) next++;
    const axisEnd = open(next) && !at.dataAt(next) ? at.axisAt(next) : undefined;
    // The binned words end at the joiner, within a few words (a column's name).
    const from = axisEnd ?? next;
    const joiner = [from, from + 1, from + 2, from + 3, from + 4].find(
      (k) => k < tokens.length && !tokens[k].pause && binning.joiners.includes(tokens[k].norm),
    );
    if (joiner === undefined || !open(joiner)) continue;
    if (axisEnd !== undefined) {
      if (joiner !== axisEnd) continue;
      out.push({ kind: 'view', start: i, end: axisEnd, view: {} });
    }
    out.push({
      kind: 'keyword',
      start: joiner,
      end: joiner + 1,
      keyword: { kind: 'by', after: false },
    });
    i = joiner;
    // "into Year interval as the X-axis": the axis the bins go along, said after the period.
    let end = at.periodAt(joiner + 1);
    if (end === undefined) continue;
    if (end < tokens.length && pack.timeNoun?.(tokens[end].norm)) end++;
    const links = words.axisLinks;
    let axis = end;
    if (!open(axis) || !links.prepositions.includes(tokens[axis].norm)) continue;
    axis++;
    while (open(axis) && links.articles.includes(tokens[axis].norm)) axis++;
    const along = open(axis) ? at.axisAt(axis) : undefined;
    if (along === undefined) continue;
    out.push({ kind: 'view', start: end, end: along, view: {} });
    i = along - 1;
  }
  return out;
}
