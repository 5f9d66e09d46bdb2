import { translator } from './bot-messages';

describe('the bot’s wording (i18next)', () => {
  const en = translator('en');
  const tr = translator('tr');

  it('says row for one and rows for more, digits grouped the language’s way', () => {
    expect(en('more', { count: 1 })).toBe('1 more row in Parley.');
    expect(en('more', { count: 1234 })).toBe('1,234 more rows in Parley.');
    // Turkish keeps the noun singular after a number and groups with a dot.
    expect(tr('more', { count: 1234 })).toBe('Parley’de 1.234 satır daha var.');
  });

  it('fills in names, leaving Markdown as it is', () => {
    expect(en('saved', { name: 'Q3 <board>' })).toBe('Saved to Q3 <board>.');
    expect(tr('saved', { name: 'Satış' })).toBe('Satış koleksiyonuna kaydedildi.');
    expect(en('help')).toContain('**sign in**');
  });
});
