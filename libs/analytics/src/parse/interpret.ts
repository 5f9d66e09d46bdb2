import type { SemanticModel } from '../model/semantic-model';
import type { Locale, Token } from '../text/normalize';
import type { Problem, Reading } from './intent';
import { locales } from './keywords';
import { compose } from './reading/compose';
import { readField } from './reading/field-construction';
import {
  readComparison,
  readDate,
  readEntity,
  readRank,
  readTextTest,
  readUnknown,
  readValue,
} from './reading/item-constructions';
import { readKeyword } from './reading/keyword-constructions';
import type { ReadingContext, ReadingState } from './reading/reading';
import { newState, readingContext } from './reading/reading';
import type { Item } from './segment';

// Each kind of matched item has its construction (reading/): it reads the item where it stands,
// among its neighbours, into the logical form under way; compose() then ends the form.
type Constructions = {
  [K in Item['kind']]: (
    c: ReadingContext,
    s: ReadingState,
    item: Extract<Item, { kind: K }>,
    index: number,
  ) => void;
};

const CONSTRUCTIONS: Constructions = {
  keyword: readKeyword,
  field: readField,
  value: readValue,
  entity: readEntity,
  date: readDate,
  rank: readRank,
  comparison: readComparison,
  unknown: readUnknown,
  textTest: readTextTest,
  // How the answer should look: kept with the logical form, read again when the card is built.
  view: (_c, s, item) => {
    s.intent.view = { ...s.intent.view, ...item.view };
  },
  // A number is read by the construction next to it (a ranking, a condition, a window's length);
  // one none uses is asked back.
  number: () => undefined,
};

export function interpret(
  items: Item[],
  tokens: Token[],
  model: SemanticModel,
  locale: Locale = locales()[0],
): Reading | Problem {
  if (!items.length) return { kind: 'empty' };
  const c = readingContext(items, tokens, model, locale);
  const s = newState();
  items.forEach((item, index) => {
    s.at = index;
    // The table pairs each kind with its own construction; TypeScript cannot see that here.
    const read = CONSTRUCTIONS[item.kind] as (
      c: ReadingContext,
      s: ReadingState,
      item: Item,
      index: number,
    ) => void;
    read(c, s, item, index);
  });
  return compose(c, s);
}
