import { formatCell } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import { aovByDevice, conversionByDevice, revenueByChannel } from '../testing/sample-answers';
import { translator } from './messages';
import { speakCard, speakHeadline } from './card-speech';

const t = translator('en');

describe('spoken answers', () => {
  it('speaks the total of a sum, with its change and its top group', () => {
    expect(speakCard(revenueByChannel, 'en-US', t)).toContain('The total is $331,897, down 6%');
  });

  it('never speaks a total of a rate or an average: the best group instead', () => {
    const rate = speakCard(conversionByDevice, 'en-US', t);
    expect(rate).toBe('Conversion rate by Device. The top device is Desktop with 4.37%.');
    const average = speakCard(aovByDevice, 'en-US', t);
    expect(average).toBe('Average order value by Device. The top device is Desktop with $104.');
    expect(speakCard(conversionByDevice, 'tr', translator('tr'))).not.toMatch(/Toplam/);
  });

  it('reads a collection headline without adding up a rate', () => {
    expect(speakHeadline(conversionByDevice, 'en-US')).toBe('Conversion rate by Device.');
    expect(speakHeadline(revenueByChannel, 'en-US')).toBe(
      'Total Revenue by Channel, last 30 days: $331,897.',
    );
    expect(
      speakHeadline({ ...aovByDevice, table: [{ average_order_value: 99.45 }] }, 'en-US'),
    ).toBe('Average order value by Device: $99.45.');
  });

  it('says a small move as it is: up 0.4%, never up 0%', () => {
    const small = {
      ...aovByDevice,
      title: 'Total Revenue',
      columns: [
        {
          key: 'revenue',
          label: 'Revenue',
          role: 'metric' as const,
          format: 'currency' as const,
          currency: 'USD',
          additive: true,
        },
      ],
      table: [{ revenue: 100410, Previous_revenue: 100000, 'revenue__%': 0 }],
      chart: [],
    };
    expect(speakCard(small, 'en-US', t)).toBe(
      'Total Revenue: $100,410, up 0.4% from $100,000 in the previous period.',
    );
  });

  it('says dollars, not "US$", in British English', () => {
    expect(speakCard(revenueByChannel, 'en-GB', t)).toContain('$331,897');
    expect(speakCard(revenueByChannel, 'en-GB', t)).not.toContain('US$');
  });

  it('speaks a driver card’s own sentence: the change and who drove it', () => {
    const driver = {
      ...revenueByChannel,
      text: 'Total Revenue fell 8% in March 2026 against February 2026 ($120,400 → $110,800). Mostly: Furniture (Category, -$3,200), Europe (Region, -$2,100).',
      query: {
        ...revenueByChannel.query,
        interpretation: [{ kind: 'driver', text: 'down' }],
      },
    };
    expect(speakCard(driver, 'en-US', t)).toBe(
      'Total Revenue fell 8% in March 2026 against February 2026. Mostly: Furniture, Europe.',
    );
  });

  // Revenue by month as the engine sends it: each period the first day of its month.
  const byMonth: AnswerCard = {
    ...revenueByChannel,
    title: 'Total Revenue by Month',
    table: [
      { month: '2026-02-01', revenue: 120400.5 },
      { month: '2026-03-01', revenue: 161475.82 },
      { month: '2026-04-01', revenue: 98000 },
    ],
    columns: [
      { key: 'month', label: 'Month', role: 'time' },
      {
        key: 'revenue',
        label: 'Total Revenue',
        role: 'metric',
        format: 'currency',
        currency: 'USD',
      },
    ],
    query: { ...revenueByChannel.query, grain: 'monthly' },
  };

  it.each([
    ['en-US', 'The top month is Mar 2026 with $161,476.'],
    ['en-GB', 'The top month is Mar 2026 with $161,476.'],
    ['tr', 'En yüksek month: Mar 2026, $161.476.'],
  ])('names a period in %s as the web and Teams show it, never as the raw date', (locale, said) => {
    const spoken = speakCard(byMonth, locale, translator(locale === 'tr' ? 'tr' : 'en'));
    expect(spoken).toContain(said);
    expect(spoken).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The one contract (libs/domain) the web table and the Teams card format cells with.
    expect(spoken).toContain(formatCell(byMonth, byMonth.table[1] ?? {}, 'month', { locale }));
    expect(spoken).toContain(formatCell(byMonth, byMonth.table[1] ?? {}, 'revenue', { locale }));
  });
});
