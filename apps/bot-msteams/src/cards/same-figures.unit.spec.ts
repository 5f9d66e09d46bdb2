import { SAME_FIGURES, SAME_FIGURES_CARD, WRONG_FIGURES } from '@parley/domain/testing';
import { translator } from '../conversation/bot-messages';
import { answerCard } from './adaptive-cards';

// The Teams card of the card every surface checks (@parley/domain/testing).
describe.each(Object.entries(SAME_FIGURES))('the same figures in Teams in %s', (locale, want) => {
  it('shows revenue and the 0–100 conversion rate as the web table does', () => {
    const card = answerCard(SAME_FIGURES_CARD, {
      phrase: 'revenue and conversion rate by channel',
      openUrl: 'https://parley.example',
      locale,
      t: translator(locale === 'tr' ? 'tr' : 'en'),
    });
    const json = JSON.stringify(card.body);
    for (const figure of [...want.revenue, ...want.rate]) expect(json).toContain(`"${figure}"`);
    expect(json).not.toMatch(WRONG_FIGURES);
  });
});

describe('a driver card in Teams', () => {
  it('shows who moved and by how much: driver, value, change and change %', () => {
    const driver = {
      ...SAME_FIGURES_CARD,
      text: 'Total Revenue fell 14% in March 2026 against February 2026. Mostly: Furniture, Europe.',
      columns: [
        { key: 'Driver', label: 'Driver', role: 'dimension' as const },
        { key: 'Value', label: 'Value', role: 'dimension' as const },
        {
          key: 'revenue',
          label: 'Revenue',
          role: 'metric' as const,
          format: 'currency' as const,
          currency: 'USD',
          additive: false,
        },
        {
          key: 'Previous_revenue',
          label: 'Previous Revenue',
          role: 'metric' as const,
          format: 'currency' as const,
          currency: 'USD',
          additive: false,
        },
        {
          key: 'revenue__%',
          label: 'Revenue %',
          role: 'metric' as const,
          format: 'percent' as const,
          percentBase: 100 as const,
          additive: false,
        },
        {
          key: 'revenue__change',
          label: 'Revenue change',
          role: 'metric' as const,
          format: 'currency' as const,
          currency: 'USD',
          additive: false,
        },
      ],
      table: [
        {
          Driver: 'Category',
          Value: 'Furniture',
          revenue: 2400,
          Previous_revenue: 4000,
          'revenue__%': -40,
          revenue__change: -1600,
        },
        {
          Driver: 'Region',
          Value: 'Europe',
          revenue: 4400,
          Previous_revenue: 6000,
          'revenue__%': -27,
          revenue__change: -1600,
        },
      ],
      query: { ...SAME_FIGURES_CARD.query, interpretation: [{ kind: 'driver', text: 'down' }] },
    };
    const card = answerCard(driver, {
      phrase: 'why did revenue fall in March 2026',
      openUrl: 'https://parley.example',
      locale: 'en-US',
      t: translator('en'),
    });
    const json = JSON.stringify(card.body);
    for (const shown of [
      '"Driver"',
      '"Value"',
      '"Revenue change"',
      '"Revenue %"',
      '"Furniture"',
      '"-$1,600"',
      '"-40%"',
    ])
      expect(json).toContain(shown);
    expect(json).not.toContain('"Previous Revenue"');
  });
});
