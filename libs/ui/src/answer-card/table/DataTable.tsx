import { useMemo } from 'react';
import type { AnswerCard } from '@parley/domain';
import {
  constructSortFn,
  createSortedRowModel,
  flexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../hooks/useElementWidth';
import { tableColumns } from '../utils/columns';
import type { TableColumn } from '../utils/columns';
import { seriesView, wantsCompactNumbers } from '@parley/domain';
import { formatCell, tableFoot } from './cell-format';

type Row = Record<string, string | number | null>;
export type DataTableProps = {
  card: Pick<AnswerCard, 'columns' | 'table'> &
    Partial<Pick<AnswerCard, 'query' | 'chart' | 'series'>>;
  locale: string;
};

export const responsiveTableBreakpoint = 442;
const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
type Cell = string | number | undefined;

// Numbers by value, time buckets by the instant they name (an offset included), text by the
// reader's collation with the digits in it read as numbers ('item 9' before 'item 10').
function cellSortFn(column: TableColumn, collator: Intl.Collator) {
  const time = column.column?.role === 'time';
  return constructSortFn({
    sort: (a: Cell, b: Cell) => {
      if (typeof a === 'number' && typeof b === 'number') return a - b;
      const [x, y] = time ? [Date.parse(String(a)), Date.parse(String(b))] : [NaN, NaN];
      if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
      return collator.compare(String(a), String(b));
    },
  });
}

function headerLabel(
  column: TableColumn,
  t: (key: string, options?: Record<string, string>) => string,
): string {
  if (column.kind === 'previous') return t('ui.table.previous', { name: column.label });
  if (column.kind === 'percent') return t('ui.table.percent', { name: column.label });
  if (column.kind === 'change') return t('ui.table.change', { name: column.label });
  return column.label;
}

// Spec §2/§9: sortable columns (none → asc → desc → none), totals from 2 rows, compact numbers, and a stacked
// layout under 442px or for a single row.
export function DataTable({ card: saved, locale }: DataTableProps) {
  const { t } = useTranslation();
  // One column per series (issue 28); a card already in its series view stays as it is.
  const card = useMemo(() => seriesView(saved), [saved]);
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const columns = useMemo(() => tableColumns(card), [card]);
  const options = { locale, compact: wantsCompactNumbers(card.table) };
  const foot = tableFoot(card, columns, options, t);
  const defs = useMemo<ColumnDef<typeof features, Row>[]>(() => {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    return columns.map((column) => ({
      id: column.key,
      // An empty cell reads as undefined, so that sortUndefined keeps it last in either direction.
      accessorFn: (row: Row): Cell => {
        const value = row[column.key];
        return value === null || value === '' ? undefined : value;
      },
      sortFn: cellSortFn(column, collator),
      sortUndefined: 'last',
      header: () => headerLabel(column, t),
      cell: (info) => formatCell(card, info.row.original, column, options),
    }));
  }, [card, columns, t, locale, options.compact]);
  // Spec §2: one column at a time, each starting ascending (numbers too), the third click unsorts.
  const table = useTable({
    features,
    columns: defs,
    data: card.table,
    enableMultiSort: false,
    sortDescFirst: false,
    enableSortingRemoval: true,
  });
  const stacked = (width > 0 && width < responsiveTableBreakpoint) || card.table.length < 2;
  const byId = new Map(columns.map((c) => [c.key, c]));

  if (stacked) {
    return (
      <div
        ref={ref}
        className="pui-table pui-table--stacked"
        role="region"
        aria-label={t('ui.card.table')}
        tabIndex={0}
      >
        {table.getRowModel().rows.map((row) => (
          <dl key={row.id} className="pui-table__record">
            {row.getAllCells().map((cell) => (
              <div key={cell.id} className="pui-table__pair">
                <dt>
                  {headerLabel(
                    byId.get(cell.column.id) ?? {
                      key: cell.column.id,
                      label: cell.column.id,
                      kind: 'value',
                      numeric: false,
                    },
                    t,
                  )}
                </dt>
                <dd>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
    );
  }

  return (
    <div ref={ref} className="pui-table" role="region" aria-label={t('ui.card.table')} tabIndex={0}>
      <table>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                const direction = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    className={column?.numeric ? 'is-numeric' : undefined}
                    aria-sort={
                      direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : 'none'
                    }
                  >
                    <button
                      type="button"
                      className="pui-table__sort"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                      <span className="pui-table__arrow" aria-hidden="true">
                        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={byId.get(cell.column.id)?.numeric ? 'is-numeric' : undefined}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot ? (
          <tfoot>
            <tr>
              {columns.map((column, i) => (
                <td key={column.key} className={column.numeric ? 'is-numeric' : undefined}>
                  {i === 0 && !column.numeric ? foot.label : (foot.cells[column.key] ?? '')}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
