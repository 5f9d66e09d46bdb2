import { chooseLocale } from './locale';

describe('choosing the interface language', () => {
  it('keeps the language the person chose before', () => {
    expect(chooseLocale('tr', ['en-GB'])).toBe('tr');
  });

  it('reads the browser when nothing valid is stored', () => {
    expect(chooseLocale(null, ['en-GB', 'en-US'])).toBe('en-GB');
    expect(chooseLocale('xx', ['tr-TR'])).toBe('tr');
    expect(chooseLocale(undefined, ['de-DE'])).toBe('en-US');
  });
});
