import { nameWords } from '../model/humanize';
import type { SemanticModel } from '../model/semantic-model';
import type { Locale } from '../text/normalize';
import { englishLemma } from './lexical/english-lemmas';
import { TOTAL_COLUMN } from './pack-patterns';
import { lookup, synset, underConcept } from './lexical/wordnet';

// Money said by a verb rather than a column's name: "movies that cost more than 100 million" is the
// one column of money spent (Production Budget), "films that grossed over …" the one of money
// earned. Whether a word names money coming in or going out is WordNet's: its noun senses (or the
// nouns its verb forms) and the concepts above them reach income or expenditure.
type Flow = 'in' | 'out';

// WordNet's concepts of money coming in and going out, by the words of their synsets.
const FLOWS: [Flow, Set<string>][] = [
  ['in', new Set(['income', 'revenue'])],
  ['out', new Set(['outgo', 'expenditure', 'cost'])],
];
const SENSES = 3;
const DEPTH = 4;

const flows = new Map<string, Flow | undefined>();

// The flow of a noun's commonest sense that reaches one (a sense, or a concept up to DEPTH steps
// above it, among SENSES): "earnings" is first net income, money in, before it is a wage, which
// the payer spends. Undefined where a sense reaches both, or none does.
function nounFlow(noun: string): Flow | undefined {
  for (const entry of lookup(noun).filter((e) => e.pos === 'noun'))
    for (const offset of entry.synsets.slice(0, SENSES)) {
      const found = new Set<Flow>();
      let level = [offset];
      for (let d = 0; d <= DEPTH && level.length; d++) {
        const next: number[] = [];
        for (const o of level) {
          const s = synset('noun', o);
          for (const [flow, words] of FLOWS) if (s.words.some((w) => words.has(w))) found.add(flow);
          next.push(...s.hypernyms);
        }
        level = next;
      }
      if (found.size) return found.size === 1 ? [...found][0] : undefined;
    }
  return undefined;
}

// The flow of an English word: as a noun ("cost", "gross", "sales"), else through the nouns its
// verb senses form ("spend" → spending).
export function moneyFlow(word: string): Flow | undefined {
  if (flows.has(word)) return flows.get(word);
  const lemma = /^[a-z]+$/.test(word) ? englishLemma(word) : word;
  let flow = nounFlow(word) ?? (lemma !== word ? nounFlow(lemma) : undefined);
  if (!flow) {
    const derived = new Set<string>();
    const verbs = lookup(lemma).filter((e) => e.pos === 'verb');
    for (const e of verbs)
      for (const o of e.synsets.slice(0, SENSES))
        for (const r of synset('verb', o).related)
          if (r.kind === 'derived') r.words.forEach((w) => derived.add(w));
    const found = new Set([...derived].map(nounFlow).filter((f): f is Flow => !!f));
    flow = found.size === 1 ? [...found][0] : undefined;
  }
  flows.set(word, flow);
  return flow;
}

// The column of money a word of spending or earning points to: the one money column of that flow,
// else the one money column of neither flow where the others are all of the opposite one (a
// budget beside grosses and sales is the money spent). English words only (WordNet).
export function moneyColumnOf(
  word: string,
  model: SemanticModel,
  locale: Locale,
): string | undefined {
  if (locale !== 'en' || !/^[a-z]+$/.test(word)) return undefined;
  const flow = moneyFlow(word);
  if (!flow) return undefined;
  const money = model.metrics
    .filter((m) => m.expression.kind === 'column' && m.format === 'currency')
    .map((m) => ({ id: m.id, flow: columnFlow(m.id) }));
  const same = money.filter((m) => m.flow === flow);
  if (same.length) return same.length === 1 ? same[0].id : undefined;
  const neither = money.filter((m) => !m.flow);
  const opposite = money.filter((m) => m.flow && m.flow !== flow);
  return neither.length === 1 && opposite.length ? neither[0].id : undefined;
}

function columnFlow(id: string): Flow | undefined {
  const found = new Set(
    nameWords(id)
      .map((w) => (/^[a-z]+$/.test(w) ? moneyFlow(w) : undefined))
      .filter((f): f is Flow => !!f),
  );
  return found.size === 1 ? [...found][0] : undefined;
}

// The first word of a compound name said alone ("sales" of Sales Channel) is a word of money where
// the data has a column of that money (Revenue): "total sales by region" sums the money, it does not
// count channels. The name's last word ("channel") and the whole name still name the column.
export function namesMoneyInstead(phrase: string, column: string, model: SemanticModel): boolean {
  const words = nameWords(column);
  const word = phrase.toLowerCase();
  return words.length >= 2 && word === words[0] && !!moneyColumnOf(word, model, 'en');
}

// The one column of money that adds up (Tutar, Revenue), where there is exactly one: what a
// business's periods are compared by when nothing else is named.
export function moneyMeasure(model: SemanticModel): string | undefined {
  const money = moneyThatAddsUp(model);
  return money.length === 1 ? money[0].id : undefined;
}

const moneyThatAddsUp = (model: SemanticModel) =>
  model.metrics.filter(
    (m) =>
      m.expression.kind === 'column' && m.format === 'currency' && m.defaultAggregation === 'sum',
  );

// A code of ISO 4217 ("USD", "try"), as the runtime lists them.
const CURRENCY_CODES = new Set(Intl.supportedValuesOf('currency'));
export function isCurrencyCode(word: string): boolean {
  return /^[A-Za-z]{3}$/.test(word) && CURRENCY_CODES.has(word.toUpperCase());
}

// Whether an English noun's commonest senses are money or a unit of it ("dollars", "euros",
// "cash"), by WordNet's concepts above them.
export function isMoney(noun: string): boolean {
  // "(in USD)": a code of a currency.
  if (isCurrencyCode(noun)) return true;
  if (!/^[a-z]+$/.test(noun)) return false;
  return lookup(noun)
    .filter((e) => e.pos === 'noun')
    .some((e) => e.synsets.slice(0, 2).some((o) => underConcept(o, MONEY_CONCEPTS, 5)));
}
const MONEY_CONCEPTS = new Set(['money', 'monetary_unit', 'currency']);

// "the most damage in dollars" where Effect Amount of damage holds no money: the money said is the
// data's column of money that adds up, or of several the one that is their total ("Cost Total").
export function moneyTotal(model: SemanticModel): string | undefined {
  const totals = moneyThatAddsUp(model).filter((m) =>
    TOTAL_COLUMN.test(nameWords(m.label.en).join(' ')),
  );
  return moneyMeasure(model) ?? (totals.length === 1 ? totals[0].id : undefined);
}
