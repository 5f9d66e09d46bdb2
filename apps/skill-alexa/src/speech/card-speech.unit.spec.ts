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
});
