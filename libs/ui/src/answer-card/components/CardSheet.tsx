import { forwardRef } from 'react';
import type { AnswerCard, CardChart } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { ChartSvg } from '../charts/ChartSvg';
import { tableModel } from '../utils/table-model';
import { CardFooter } from './CardFooter';
import { Insights } from './Insights';

export type CardSheetProps = {
  card: AnswerCard;
  chart: CardChart | undefined;
  locale: string;
  // Content width in CSS pixels: the chart is drawn at it, the table fills it.
  width: number;
  chartHeight: number;
  showInsights?: boolean;
  // The expanded view has the title in its own heading already.
  showTitle?: boolean;
};

// The whole card laid out flat, as a page shows it: title, summary, chart, insights and every row
// of the table, with nothing scrolling and no buttons. The expanded view shows it, and exports
// picture it (PNG) or read its chart from it (PDF).
export const CardSheet = forwardRef<HTMLDivElement, CardSheetProps>(function CardSheet(
  { card, chart, locale, width, chartHeight, showInsights = false, showTitle = true },
  ref,
) {
  const { t } = useTranslation();
  const table = tableModel(card, locale, t);
  return (
    <div ref={ref} className="pui-sheet" style={{ width }}>
      {showTitle && card.title ? <h2 className="pui-sheet__title">{card.title}</h2> : null}
      {card.text ? <p className="pui-card__text">{card.text}</p> : null}
      {chart ? (
        <div className="pui-sheet__chart">
          <ChartSvg
            card={card}
            chart={chart}
            width={width}
            height={chartHeight}
            locale={locale}
            label={card.title}
          />
        </div>
      ) : null}
      {showInsights ? <Insights insights={card.insights} /> : null}
      {table.body.length > 0 ? (
        <table className="pui-sheet__table">
          <thead>
            <tr>
              {table.head.map((h, i) => (
                <th key={i} className={table.numeric[i] ? 'is-numeric' : undefined}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.body.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <td key={i} className={table.numeric[i] ? 'is-numeric' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {table.foot ? (
            <tfoot>
              <tr>
                {table.foot.map((cell, i) => (
                  <td key={i} className={table.numeric[i] ? 'is-numeric' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      ) : null}
      <CardFooter card={card} locale={locale} />
    </div>
  );
});
