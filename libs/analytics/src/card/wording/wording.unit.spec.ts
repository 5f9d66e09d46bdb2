import { everyWording, inEveryLanguage, wordingOf } from './wording';

describe('answer wording catalogs', () => {
  it('says the same thing in each language with its own word order', () => {
    expect(wordingOf('en').ratio('Revenue', 'Order')).toBe('Revenue per Order');
    expect(wordingOf('tr').ratio('Ciro', 'Sipariş')).toBe('Sipariş başına Ciro');
    expect(wordingOf('en').percentile('Price', 90)).toBe('90th percentile of Price');
    expect(wordingOf('en').percentile('Price', 21)).toBe('21st percentile of Price');
    expect(wordingOf('tr').percentile('Fiyat', 90)).toBe('Fiyat 90. yüzdelik');
  });

  it("keeps each language's suffixes and plurals: decades, periods, units", () => {
    expect(wordingOf('en').decade(1990)).toBe('1990s');
    expect(wordingOf('tr').decade(1990)).toBe("1990'ler");
    expect(wordingOf('en').lastN(3, 'month')).toBe('last 3 months');
    expect(wordingOf('en').lastN(1, 'month')).toBe('last 1 month');
    expect(wordingOf('tr').lastN(3, 'month')).toBe('son 3 ay');
    expect(wordingOf('en').perPeriod('monthly', 'Revenue')).toBe('Average monthly Revenue');
    expect(wordingOf('tr').perPeriod('monthly', 'Ciro')).toBe('Ortalama aylık Ciro');
    expect(wordingOf('tr').perPeriod('daily', 'Ciro')).toBe('Ortalama günlük Ciro');
    expect(wordingOf('tr').perPeriod('hourly', 'Ciro')).toBe('Ortalama saatlik Ciro');
  });

  it('words the messages a person reads when the engine asks back or cannot answer', () => {
    expect(wordingOf('en').noTime('sales.csv')).toBe(
      'sales.csv has no date column, so a date range cannot be applied.',
    );
    expect(wordingOf('tr').noTime('satis.csv')).toBe(
      'satis.csv içinde tarih sütunu yok; tarih aralığı uygulanamaz.',
    );
    expect(wordingOf('en').whichField('amount')).toBe('Which "amount" do you mean?');
    expect(wordingOf('tr').whichField('tutar')).toBe('"tutar" ile hangisini kastettiniz?');
    expect(wordingOf('en').unanswerable).toBe(
      'This question could not be answered from this data.',
    );
    expect(wordingOf('tr').unanswerable).toBe('Bu soru bu veriyle yanıtlanamadı.');
    expect(wordingOf('tr').until('1 Oca 2025')).toBe('1 Oca 2025 tarihine kadar');
  });

  it('offers the daily word for an hourly one in the language it was asked in', () => {
    const byDay = (word: string) => everyWording().map((w) => w.byDay(word));
    expect(byDay('hourly')).toContain('daily');
    expect(byDay('saatlik')).toContain('günlük');
    expect(byDay('saatte')).toContain('günde');
  });

  it('builds a name in every language from each catalog', () => {
    expect(inEveryLanguage((w) => w.cycle.weekday)).toEqual({
      en: 'Day of week',
      tr: 'Haftanın günü',
    });
  });
});
