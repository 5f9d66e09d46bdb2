import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Deterministic ledgers, one row per order, for question-form tests whose truth SQL computes.
export type LedgerRow = {
  date: string;
  id: string;
  region: string;
  channel: string;
  units: number;
  amount: number;
  discount: number;
  returned: boolean;
  weight: number;
};

const REGIONS = { en: ['North', 'South', 'East', 'West'], tr: ['Kuzey', 'Güney', 'Doğu', 'Batı'] };
const CHANNELS = { en: ['Online', 'Store', 'Partner'], tr: ['Online', 'Mağaza', 'Bayi'] };

export function ledgerRows(language: 'en' | 'tr' = 'en'): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (let i = 0; i < 730; i++) {
    const day = new Date(Date.UTC(2024, 0, 1 + i));
    rows.push({
      date: day.toISOString().slice(0, 10),
      id: `O${String(i).padStart(5, '0')}`,
      region: REGIONS[language][(i * 7) % 4],
      channel: CHANNELS[language][(i * 5) % 3],
      units: 1 + ((i * 13) % 9),
      amount: Math.round((50 + ((i * 37) % 400) + (i % 90) * 3.5) * 100) / 100,
      discount: [0, 0, 10, 20][(i * 3) % 4],
      returned: (i * 11) % 10 === 0,
      weight: 500 + ((i * 97) % 6000),
    });
  }
  return rows;
}

// English headers (Order Date, Order ID, …, Returned Yes/No) or Turkish ones (Tarih, Sipariş No, …).
export function writeLedger(dir: string, language: 'en' | 'tr'): string {
  const en = language === 'en';
  const header = en
    ? 'Order Date,Order ID,Region,Channel,Units,Amount,Discount,Returned,Weight (g)'
    : 'Tarih,Sipariş No,Bölge,Kanal,Adet,Tutar,İndirim,İade,Ağırlık (g)';
  const yes = en ? 'Yes' : 'Evet';
  const no = en ? 'No' : 'Hayır';
  const lines = ledgerRows(language).map((r) =>
    [
      r.date,
      r.id,
      r.region,
      r.channel,
      r.units,
      r.amount,
      r.discount,
      r.returned ? yes : no,
      r.weight,
    ].join(','),
  );
  const path = join(dir, en ? 'orders.csv' : 'siparisler.csv');
  writeFileSync(path, [header, ...lines].join('\n') + '\n');
  return path;
}
