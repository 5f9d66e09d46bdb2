import type { AnswerCard } from '@parley/domain';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import type { TestApp } from '../testing/test-app';
import { collectionsClient } from './collections-test-kit';

type Client = ReturnType<typeof collectionsClient>;

// A saved card is re-run in whatever language the profile speaks later: the question keeps its
// answer, and only the card's words follow the viewer.
describe('saved cards after the profile language changes', () => {
  let t: TestApp;
  let ada: Session;
  let api: Client;

  beforeAll(async () => {
    t = await startAuthTestApp();
    ada = await signUp(t.app, 'ada@example.com');
    api = collectionsClient(t.app, ada);
  }, 60_000);
  afterAll(() => t.close());

  const speak = async (language: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/features/profile',
      headers: ada.headers,
      payload: { name: 'Ada', language },
    });
    expect(res.statusCode).toBe(200);
  };
  const cards = async (collectionId: string) => {
    const { data } = await api.get(collectionId);
    return data.responses.map((r) => (r as { card?: AnswerCard }).card as AnswerCard);
  };

  it('keeps "top 3 products" at three products in Turkish, and "ülkelere göre" a breakdown in English', async () => {
    await speak('en-US');
    const { data } = await api.create('Sales', 'weekly');
    const id = data.collection.id;
    await api.addCard(id, 'top 3 products by revenue');
    await speak('tr');
    await api.addCard(id, 'ülkelere göre toplam gelir');

    const [top, byCountry] = await cards(id);
    expect(top.table).toHaveLength(3);
    expect(top.title).toBe('Toplam Gelir — ilk 3 Ürün kategorisi');
    const countries = byCountry.table.length;
    expect(countries).toBeGreaterThan(1);

    await speak('en-GB');
    const [topEn, byCountryEn] = await cards(id);
    expect(topEn.table).toEqual(top.table);
    expect(topEn.title).toBe('Top 3 Product categories by total revenue');
    expect(byCountryEn.table).toHaveLength(countries);
    expect(byCountryEn.columns.map((c) => c.key)).toEqual(['country', 'revenue']);
    expect(byCountryEn.title).toBe('Total Revenue by Country');
  });
});
