import type { AnswerCard } from '@parley/domain';
import { card, prompt } from '../testing/ask-results';
import { openWrittenFile } from '../testing/fixture-files';
import { ask } from './ask';
import type { DataSource } from './data-source';

// Turkish words derived from verbs (verbal nouns, participles with their endings) read back to the
// verb and related to what the data says with the same verb: the rows' event and its date column,
// a yes/no column named by the verb, the rows where a participle is a noun of people. A derived
// word the data says nothing of is still named back.
const TEAM = [
  'Sicil,Departman,Şehir,İşe Giriş Tarihi,Maaş,Uzaktan Çalışma,Ayrıldı',
  'K1,Satış,Ankara,2022-03-01,100,Evet,Hayır',
  'K2,Satış,İzmir,2023-05-10,200,Hayır,Evet',
  'K3,Depo,Ankara,2023-07-15,300,Hayır,Hayır',
  'K4,Depo,Bursa,2024-01-20,400,Evet,Evet',
  'K5,Satış,Ankara,2024-02-11,500,Evet,Hayır',
  'K6,Muhasebe,İzmir,2024-09-30,600,Hayır,Hayır',
].join('\n');
// Two dates: an order is placed, then sent; "Teslim Edildi" says whether it arrived.
const SHIPMENTS = [
  'Takip No,Müşteri,Şehir,Sipariş Tarihi,Gönderim Tarihi,Teslim Edildi,Tutar',
  'G01,Ada,Ankara,2023-12-20,2024-01-05,Evet,100',
  'G02,Bora,İzmir,2024-01-10,2024-01-12,Evet,200',
  'G03,Cem,Ankara,2024-02-01,2024-02-03,Hayır,300',
  'G04,Deniz,Bursa,2024-12-28,2025-01-02,Evet,400',
  'G05,Ece,İzmir,2025-01-15,2025-01-20,Hayır,500',
  'G06,Fatih,Ankara,2025-02-10,2025-02-11,Evet,600',
].join('\n');
const STUDENTS = [
  'Öğrenci No,Bölüm,Kayıt Tarihi,Not,Mezun Oldu',
  'S01,Fizik,2021-09-10,3.1,Evet',
  'S02,Kimya,2021-09-12,2.8,Evet',
  'S03,Fizik,2022-09-08,3.5,Hayır',
  'S04,Tarih,2022-09-09,2.2,Hayır',
  'S05,Kimya,2023-09-11,3.9,Hayır',
  'S06,Tarih,2023-09-15,3.0,Hayır',
].join('\n');

// Products are no people.
const PRODUCTS = [
  'Ürün,Kategori,Fiyat',
  'Masa,Mobilya,900',
  'Sandalye,Mobilya,300',
  'Lamba,Aydınlatma,150',
].join('\n');

const only = (c: AnswerCard) => Number(Object.values(c.table[0])[0]);
const rounded = (c: AnswerCard) => Math.round(only(c) * 10) / 10;

describe('Turkish words derived from verbs', () => {
  let team: DataSource;
  let shipments: DataSource;
  let students: DataSource;
  let products: DataSource;
  beforeAll(async () => {
    team = await openWrittenFile('ekip.csv', TEAM);
    shipments = await openWrittenFile('sevkiyat.csv', SHIPMENTS);
    students = await openWrittenFile('ogrenciler.csv', STUDENTS);
    products = await openWrittenFile('urunler.csv', PRODUCTS);
  });
  afterAll(() => {
    for (const s of [team, shipments, students, products]) s.close();
  });
  const answer = async (source: DataSource, phrase: string) =>
    card(await ask(source, { phrase, locale: 'tr' }));
  const asked = async (source: DataSource, phrase: string) =>
    prompt(await ask(source, { phrase, locale: 'tr' })).title;

  it('turns a yes/no column named by a negated verb to its no ("uzaktan çalışmayanlar")', async () => {
    expect(
      only(card(await ask(team, { phrase: 'uzaktan çalışmayanların sayısı', locale: 'tr' }))),
    ).toBe(3);
    expect(
      only(card(await ask(team, { phrase: 'işten ayrılmayanların ortalama maaşı', locale: 'tr' }))),
    ).toBe((100 + 300 + 500 + 600) / 4);
  });

  it('names back the share of a negated verb rather than give the share saying yes', async () => {
    const asked = prompt(
      await ask(team, { phrase: 'uzaktan çalışmayanların oranı', locale: 'tr' }),
    );
    expect(asked.title).toMatch(/çalışmayanların/);
  });

  it('reads a participle of the event as the rows it dates', async () => {
    // alınanların = al+ın+an+lar+ın: hired said of the date column İşe Giriş (gir-iş).
    expect(only(await answer(team, "2023'te işe alınanların toplam maaşı"))).toBe(500);
    expect(only(await answer(team, "2024'te işe girenlerin ortalama maaşı"))).toBe(500);
  });

  it('counts the act said as a verbal noun, by the period asked', async () => {
    const byYear = await answer(team, 'işe girişlerin yıllara göre sayısı');
    expect(byYear.table.map((r) => r.count)).toEqual([1, 2, 3]);
    expect(only(await answer(team, "işe alımlar 2024'te kaç"))).toBe(3);
  });

  it('dates by the column of the same verb where there are two dates', async () => {
    // Sent in 2024: G01–G03 (600); ordered in 2024 would be G02–G04 (900).
    expect(only(await answer(shipments, "2024'te gönderilenlerin toplam tutarı"))).toBe(600);
    const byMonth = await answer(shipments, 'aylara göre gönderim sayısı');
    expect(Object.keys(byMonth.table[0])).toContain('Gönderim Tarihi');
  });

  it('reads a participle as the yes/no column named by the same verb', async () => {
    expect(rounded(await answer(team, 'ayrılanların ortalama maaşı'))).toBe(300);
    expect(only(await answer(team, 'uzaktan çalışanların sayısı'))).toBe(3);
    expect(rounded(await answer(shipments, 'teslim edilenlerin oranı'))).toBe(66.7);
    expect(rounded(await answer(students, 'mezun olanların oranı'))).toBe(33.3);
    // The rows' noun between the participle and the word of rate: 2 of 6 left.
    expect(rounded(await answer(team, 'işten ayrılan çalışanların oranı'))).toBe(33.3);
    const byDepartment = await answer(team, 'departmanlara göre ayrılan çalışan oranı');
    expect(byDepartment.table).toHaveLength(3);
  });

  it('reads a participle that is a noun of people as the rows, where they are people', async () => {
    const byDepartment = await answer(team, 'her departmandaki çalışan sayısı');
    expect(byDepartment.table).toHaveLength(3);
    // Products are not people: "çalışan" says nothing of them.
    expect(await asked(products, 'kategorilere göre çalışan sayısı')).toContain('çalışan');
  });

  it('names back a derived word the data says nothing of', async () => {
    expect(await asked(shipments, 'ödemelerin toplamı')).toContain('ödemelerin');
    expect(await asked(students, 'okuyanların oranı')).toContain('okuyanların');
    expect(await asked(team, 'terfi edenlerin oranı')).toContain('terfi');
    // Those yet to be hired are no row's event.
    expect(await asked(team, 'işe alınacakların sayısı')).toContain('alınacakların');
  });
});
