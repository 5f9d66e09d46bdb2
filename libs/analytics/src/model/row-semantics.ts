import { fold } from '../text/normalize';
import { columnSynonyms, nameWords, plural, singular } from './humanize';
import type { Dimension, Metric } from './semantic-model';

// What rows mean beyond their columns' types, shared by the file and database models: yes/no
// columns that filter and rate, and the nouns that name one row.
const YES = new Set(['yes', 'y', 'true', 't', 'evet', 'e', 'var']);
const NO = new Set(['no', 'n', 'false', 'f', 'hayir', 'h', 'yok']);

// A column whose values are all yes/no words is a flag: it filters ("churned accounts") and rates.
function flagOf(found: string[]): Dimension['flag'] {
  if (!found.length || found.length > 2) return undefined;
  const yes = found.filter((v) => YES.has(fold(v)));
  const no = found.filter((v) => NO.has(fold(v)));
  return yes.length + no.length === found.length && yes.length ? { yes, no } : undefined;
}

// "Churned" is also said "churn" ("churn rate") and "churned"; "Is Returned" as "returned".
function flagSynonyms(name: string) {
  const words = nameWords(name).filter((w) => !['is', 'has', 'was', 'mi', 'mu'].includes(w));
  const phrases = new Set([...columnSynonyms(name), words.join(' ')]);
  const last = words[words.length - 1] ?? '';
  // The head noun alone says nothing of yes or no: "çalışan" is not "Uzaktan Çalışma", "shipping"
  // not "Express Shipping"; the word that qualifies it does ("uzaktan", "express").
  if (words.length > 1) phrases.delete(last);
  const stem = last.replace(/(ed|d)$/, '').replace(/(ing)$/, '');
  if (stem.length >= 3 && stem !== last) phrases.add([...words.slice(0, -1), stem].join(' '));
  return { en: [...phrases], tr: [...phrases] };
}

// Categorical columns whose values are all yes/no words become flags.
export function markFlags(dimensions: Dimension[], values: Record<string, string[]>): void {
  for (const d of dimensions) {
    if (d.kind !== 'categorical') continue;
    const flag = flagOf(values[d.id] ?? []);
    if (!flag) continue;
    d.flag = flag;
    d.synonyms = flagSynonyms(d.column);
  }
}

// Words that name one row besides the file's name: the id column that names it ("Account" → accounts),
// the event a date column records ("Signup Date" → signups, "Order Date" → orders), and the generic
// nouns of a ledger (transactions, işlem, satış) when no column claims them.
const LEDGER_NOUNS = ['transaction', 'transactions', 'islem', 'islemler', 'satis', 'satislar'];
// A column of names or titles labels rows; it is not what a row is ("Name" of cars.json).
export const LABEL_WORDS = /^(name|names|title|label|description|ad|isim|baslik|aciklama)$/;

// The last word of a column that dates an event ("Order Date", "Hire Date", "Sipariş Tarihi").
export const EVENT_TAIL = /^(date|time|at|tarihi|zamani)$/;

export function rowNouns(
  columns: { name: string; text: boolean; distinct: number }[],
  dimensions: Dimension[],
  rows: number,
): string[] {
  const out = new Set<string>();
  const add = (w: string) => {
    if (w.length < 3) return;
    out
      .add(w)
      .add(singular(w))
      .add(plural(singular(w)));
  };
  for (const c of columns) {
    const words = nameWords(c.name);
    if (c.text && words.length === 1 && !LABEL_WORDS.test(words[0]) && c.distinct >= rows * 0.75)
      add(words[0]);
  }
  for (const d of dimensions) {
    const words = nameWords(d.column);
    if (d.kind === 'time' && words.length === 2 && EVENT_TAIL.test(words[1])) {
      add(words[0]);
      // "signups" counts rows; the column itself stays "signup date" or "date".
      for (const l of ['en', 'tr'] as const)
        d.synonyms[l] = d.synonyms[l].filter((p) => p !== words[0]);
    }
  }
  const taken = new Set(columns.flatMap((c) => nameWords(c.name)));
  for (const w of LEDGER_NOUNS) if (!taken.has(w)) out.add(w);
  return [...out];
}

// A word several columns share as a part of their names ("document" of Document_ID, Document_Name
// and Document_Type_Code) names none of them alone: it is what the table is about, so it stops
// being a short name of each (the row noun reads it instead). A column's whole name is kept.
// The table's own noun is the rows' too ("race" of race.csv with Race_ID): an id column keeps only
// its whole name ("race id"), so "the race class" is the class of each race.
export function withoutSharedShortNames(
  fields: (Dimension | Metric)[],
  entity: string[] = [],
): string[] {
  const whole = (f: Dimension | Metric) => nameWords(f.id).join(' ');
  const owners = new Map<string, Set<string>>();
  for (const f of fields)
    for (const phrase of f.synonyms.en)
      if (phrase !== whole(f)) owners.set(phrase, (owners.get(phrase) ?? new Set()).add(f.id));
  const shared = new Set([...owners].filter(([, ids]) => ids.size > 1).map(([p]) => p));
  // The file's own noun ("train" of train.csv) names its rows, not the column train_number.
  const rows = new Set(entity.map(fold));
  const rowWords = new Set<string>();
  for (const f of fields)
    for (const phrase of f.synonyms.en)
      if (rows.has(phrase) && phrase !== whole(f)) {
        shared.add(phrase);
        rowWords.add(phrase);
      }
  for (const f of fields)
    for (const l of ['en', 'tr'] as const)
      f.synonyms[l] = f.synonyms[l].filter((p) => p === whole(f) || !shared.has(p));
  return [...rowWords];
}
