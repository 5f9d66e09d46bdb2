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
    expect(rate).toBe('Conversion rate by Device. The top device is Desktop with 4.4%.');
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
});
