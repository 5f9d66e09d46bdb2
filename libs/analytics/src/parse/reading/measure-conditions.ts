import type { SemanticModel } from '../../model/semantic-model';
import type { Locale, Token } from '../../text/normalize';
import { moneyColumnOf } from '../money-words';
import type { Item } from '../segment';
import { columnsInUnit, convertValue, measureUnit, unitOfColumn } from '../units';

type Comparison = Extract<Item, { kind: 'comparison' }>;

// A number said in a unit of measure, placed on its column in the column's own unit: "over 5 kg"
// on "Body Mass (g)" tests 5000, "over 20%" on a column of fractions 0.2. `id` is the column the
// sentence already names, if any.
// - no column named: the one column whose unit the said one converts to;
// - a unit the library does not know, or one no column (or not the named column) converts to:
//   the unit's word, to be asked back;
// - a column without a unit in its name: the number as said.
export function measuredCondition(
  model: SemanticModel,
  item: Comparison,
  id: string | undefined,
): { id: string | undefined; values: number[] } | { unknown: string } {
  const word = item.unitWord ?? '';
  const said = item.unit ? measureUnit(word, model) : undefined;
  // "pounds" is money or a weight: a weight where no column of money is tested and one is in it.
  const weightNotMoney =
    item.unit === 'currency' && !id && !!said && columnsInUnit(model, said).length > 0;
  // "a discount over 20%" on a column of fractions (0.2): the percent as a fraction.
  if (item.unit === 'percent' && model.metrics.find((m) => m.id === id)?.fraction)
    return { id, values: item.values.map((v) => Number((v / 100).toPrecision(12))) };
  if (item.unit !== 'measure' && !weightNotMoney) return { id, values: item.values };
  if (!said) return { unknown: word };
  const column = id ?? only(columnsInUnit(model, said));
  if (!column) {
    // Columns in this unit's kind, more than one: which is meant is not said (as before).
    return columnsInUnit(model, said).length ? { id, values: item.values } : { unknown: word };
  }
  const to = unitOfColumn(model, column);
  if (!to) return { id: column, values: item.values };
  const values = item.values.map((v) => convertValue(v, said, to));
  if (values.some((v) => v === undefined)) return { unknown: word };
  return { id: column, values: values as number[] };
}

const only = (ids: string[]) => (ids.length === 1 ? ids[0] : undefined);

// "movies that cost more than 100 million": no column named, the verb right before the comparison
// names money spent (or earned), which points to the one column of money of that kind.
export function verbColumnOf(
  model: SemanticModel,
  tokens: Token[],
  item: Comparison,
  locale: Locale,
): string | undefined {
  if (item.unit && item.unit !== 'currency') return undefined;
  const word = tokens[item.start - 1];
  return word ? moneyColumnOf(word.norm, model, locale) : undefined;
}
