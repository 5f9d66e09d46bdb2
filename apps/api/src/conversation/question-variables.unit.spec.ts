import { dateRangeWords, phraseWithGrain } from './question-variables';

describe('a card’s saved variables in words the engine reads', () => {
  it('says the histogram grain after the phrase, hourly included', () => {
    expect(phraseWithGrain('revenue today', { histogram: 'hourly' })).toBe('revenue today hourly');
    expect(phraseWithGrain('revenue', { histogram: 'weekly' })).toBe('revenue weekly');
  });

  it('ignores a grain or range it does not know', () => {
    expect(phraseWithGrain('revenue', { histogram: 'minutely' })).toBe('revenue');
    expect(dateRangeWords({ date_range: 'since forever' })).toBeUndefined();
    expect(dateRangeWords({ date_range: 'last_30_days' })).toBe('last 30 days');
  });
});
