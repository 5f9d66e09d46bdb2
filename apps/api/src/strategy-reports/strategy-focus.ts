import type { OrganisationStrategy } from '@parley/domain';

// What the strategy's industries and clients mean for the report: which topics it leads with,
// and the names of the clients it lists.

// The measures an industry watches first, as words people put in their topics of interest
// (English and Turkish). Keys are matched against the stored (English) industry name.
const INDUSTRY_MEASURES: readonly { industry: RegExp; measures: readonly string[] }[] = [
  {
    industry:
      /retail|e-commerce|apparel|consumer goods|luxury|wholesale|supermarket|cosmetics|furniture|sporting goods|food and beverages/i,
    measures: ['revenue', 'sales', 'orders', 'order value', 'gelir', 'ciro', 'satış', 'sipariş'],
  },
  {
    industry: /marketing|advertising|online media|market research|public relations/i,
    measures: [
      'ad spend',
      'roas',
      'conversion',
      'clicks',
      'reklam',
      'dönüşüm',
      'tıklama',
      'harcama',
    ],
  },
  {
    industry:
      /internet|software|information technology|e-learning|computer games|information services/i,
    measures: ['users', 'sessions', 'signups', 'conversion', 'kullanıcı', 'oturum', 'dönüşüm'],
  },
  {
    industry: /hospitality|travel|airlines|restaurants|entertainment/i,
    measures: ['bookings', 'occupancy', 'revenue', 'rezervasyon', 'doluluk', 'gelir'],
  },
  {
    industry: /banking|financial|insurance|investment|capital markets|accounting/i,
    measures: ['revenue', 'transactions', 'premiums', 'assets', 'gelir', 'işlem', 'prim'],
  },
  {
    industry: /logistics|freight|transportation|warehousing|maritime|import and export/i,
    measures: ['shipments', 'deliveries', 'orders', 'cost', 'sevkiyat', 'teslimat', 'maliyet'],
  },
  {
    industry: /hospital|health|medical|pharmaceutical|mental health/i,
    measures: ['patients', 'visits', 'appointments', 'revenue', 'hasta', 'ziyaret', 'randevu'],
  },
  {
    industry: /manufactur|machinery|automotive|industrial|chemicals|plastics|textiles|mining/i,
    measures: ['units', 'production', 'orders', 'cost', 'üretim', 'adet', 'sipariş', 'maliyet'],
  },
];

const fold = (text: string) => text.trim().toLocaleLowerCase('en').replace(/\s+/g, ' ');

export function industriesOf(
  strategy: Pick<OrganisationStrategy, 'primary_industry' | 'secondary_industries'>,
): string[] {
  const named = [strategy.primary_industry, ...strategy.secondary_industries]
    .map((industry) => industry.trim())
    .filter((industry) => industry.length > 0);
  return [...new Map(named.map((industry) => [fold(industry), industry])).values()];
}

// target_client_names is free text: "Contoso, Fabrikam" or one name a line.
export function clientNamesOf(
  strategy: Pick<OrganisationStrategy, 'target_client_names'>,
): string[] {
  const named = strategy.target_client_names
    .split(/[,;\n]+/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  return [...new Map(named.map((name) => [fold(name), name])).values()];
}

// The measure words the industries watch, the primary industry's first.
export function watchedMeasures(industries: readonly string[]): string[] {
  return [
    ...new Set(
      industries.flatMap((industry) =>
        INDUSTRY_MEASURES.filter((entry) => entry.industry.test(industry)).flatMap(
          (entry) => entry.measures,
        ),
      ),
    ),
  ];
}

// The person's topics stay theirs; those that name a measure their industries watch come
// first (the primary industry's before the secondary ones'), the rest keep their order.
export function orderByIndustries(topics: readonly string[], industries: readonly string[]) {
  const watched = industries.map((industry) =>
    INDUSTRY_MEASURES.filter((entry) => entry.industry.test(industry)).flatMap(
      (entry) => entry.measures,
    ),
  );
  const rank = (topic: string) => {
    const words = fold(topic);
    const index = watched.findIndex((measures) => measures.some((m) => words.includes(m)));
    return index < 0 ? watched.length : index;
  };
  return topics
    .map((topic, order) => ({ topic, order, rank: rank(topic) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ topic }) => topic);
}
