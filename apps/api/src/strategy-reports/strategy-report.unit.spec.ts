import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ask, openSource } from '@parley/analytics';
import type { DataSource } from '@parley/analytics';
import { normaliseOrganisationStrategy } from '@parley/domain';
import type { ConversationResponse, OrganisationStrategyInput } from '@parley/domain';
import type { CommandBus } from '@nestjs/cqrs';
import type { AskQuestion } from '../conversation/ask-question.command';
import type { DataSourceRegistry } from '../conversation/data-source-registry';
import type { Locale } from '../i18n/locale';
import { renderReportMail } from '../mail/report-mail.template';
import { StrategyReportBuilder } from './strategy-report';
import type { StrategyReport } from './strategy-report';

// Three clients over January and February 2026, one row a client a day: Northwind Traders
// grows from 100 to 150 a day, Contoso falls from 110 to 105, Fabrikam from 120 to 115.
const CLIENTS = [
  { name: 'Northwind Traders', jan: 100, feb: 150 },
  { name: 'Contoso', jan: 110, feb: 105 },
  { name: 'Fabrikam', jan: 120, feb: 115 },
];

function writeSales(dir: string, clients = CLIENTS, file = 'sales.csv'): string {
  const rows = ['order_date,client,region,revenue,sessions'];
  for (let day = 1; day <= 28; day++)
    for (const client of clients) {
      const dd = String(day).padStart(2, '0');
      const region = day % 2 ? 'North' : 'South';
      rows.push(`2026-01-${dd},${client.name},${region},${client.jan},${day}`);
      rows.push(`2026-02-${dd},${client.name},${region},${client.feb},${day + 3}`);
    }
  const path = join(dir, file);
  writeFileSync(path, rows.join('\n') + '\n');
  return path;
}

const STRATEGY: OrganisationStrategyInput = {
  business_name: 'Acme Analytics',
  business_description: 'Account management',
  core_services: 'Consulting',
  primary_industry: 'Retail',
  secondary_industries: ['Computer Software'],
  target_client_types: 'Wholesalers',
  target_client_names: 'Contoso, northwind traders; Globex\nInitech',
  geography_focus: [],
  // Written sessions first: the Retail industry leads with revenue.
  topics_of_interest: 'sessions, revenue',
  notification_frequency: 'monthly',
};

// The report's questions go through AskQuestion; here the bus answers them from the
// constructed source with the same engine, and the registry's default source is that file.
function builderOver(data: DataSource): StrategyReportBuilder {
  const commands = {
    execute: async ({ input }: AskQuestion) => {
      const locale = input.locale === 'tr' ? 'tr' : 'en';
      const result = await ask(data, { phrase: input.phrase, now: input.now, locale });
      const responses: ConversationResponse[] =
        'card' in result
          ? [{ card: result.card }]
          : 'prompt' in result
            ? [{ prompt: result.prompt }]
            : [];
      return { responses };
    },
  } as unknown as CommandBus;
  const sources = {
    resolve: () => Promise.resolve({ source: { type: 'file', datasource_id: 'sales' }, data }),
  } as unknown as DataSourceRegistry;
  return new StrategyReportBuilder(commands, sources);
}

describe('the organisation-strategy report reads the strategy’s industries and clients', () => {
  let dir: string;
  let data: DataSource;
  let builder: StrategyReportBuilder;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'parley-strategy-report-'));
    data = await openSource({ kind: 'file', path: writeSales(dir), id: 'sales' });
    builder = builderOver(data);
  });
  afterAll(() => {
    data.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const build = (input: OrganisationStrategyInput, locale: Locale = 'en-GB') =>
    builder.build({
      tenantId: 't-1',
      strategy: normaliseOrganisationStrategy(input),
      frequency: 'monthly',
      locale,
      now: '2026-03-02',
    });

  const mailText = (report: StrategyReport, locale: Locale = 'en-GB') =>
    renderReportMail({
      brand: 'Parley',
      locale,
      business: 'Acme Analytics',
      industries: report.industries,
      unshownClients: report.unshownClients,
      absentClients: report.absentClients,
      sourceName: report.sourceName,
      from: '2026-02-01',
      to: '2026-02-28',
      sections: report.sections.map((s) => ({ ...s, cards: s.cards.map((card) => ({ card })) })),
      reportsUrl: 'https://parley.test/reports',
      preview: false,
    }).text;

  it('leads with the industry’s measure and gives each client in the data its own figures', async () => {
    const report = await build(STRATEGY);
    expect(report.industries).toEqual(['Retail', 'Computer Software']);
    expect(report.sections.map((s) => [s.kind, s.topic])).toEqual([
      ['topic', 'revenue'],
      ['topic', 'sessions'],
      ['client', 'Contoso'],
      ['client', 'Northwind Traders'],
    ]);
    const [contoso, northwind] = report.sections.filter((s) => s.kind === 'client');
    // February against January, that client's rows only: 28 days × 110 → 28 days × 105.
    expect(contoso.cards[0].text).toContain('Total Revenue fell 5% last month');
    expect(contoso.cards[0].text).toContain('($3,080 → $2,940)');
    expect(northwind.cards[0].text).toContain('Total Revenue rose 50% last month');
    expect(northwind.cards[0].text).toContain('($2,800 → $4,200)');
    // …and its trend over the months before, on the same client's rows.
    expect(contoso.cards[1].title).toContain('Client: Contoso');
    // The whole source moved otherwise: 9,240 → 10,360.
    expect(report.sections[0].cards[0].text).toContain('($9,240 → $10,360)');
    expect(report.absentClients).toEqual(['Globex', 'Initech']);

    const text = mailText(report);
    expect(text).toContain('Read for Retail, Computer Software');
    expect(text).toContain('== Contoso ==');
    expect(text).toContain('Not found in sales.csv, so no section for them: Globex, Initech.');
    expect(text).not.toContain('== Globex ==');
    expect(text.indexOf('== revenue ==')).toBeLessThan(text.indexOf('== sessions =='));
  }, 30_000);

  it('says plainly that none of the clients is in the data (no near match either), and invents no section', async () => {
    const report = await build({ ...STRATEGY, target_client_names: 'Globex, Contoso Ltd' });
    expect(report.sections.every((s) => s.kind === 'topic')).toBe(true);
    expect(report.absentClients).toEqual(['Globex', 'Contoso Ltd']);
    const text = mailText(report);
    expect(text).toContain('# Your clients');
    expect(text).toContain('Not found in sales.csv, so no section for them: Globex, Contoso Ltd.');
    expect(text).not.toMatch(/== (Globex|Contoso Ltd) ==/);
  }, 30_000);

  it('does the same in Turkish: the client’s own figures, and the missing clients named', async () => {
    const report = await build(STRATEGY, 'tr');
    const contoso = report.sections.find((s) => s.kind === 'client' && s.topic === 'Contoso');
    expect(contoso?.cards[0].text).toContain('%5 düştü ($3.080 → $2.940)');
    const text = mailText(report, 'tr');
    // The industries are stored in English and named in Turkish.
    expect(text).toContain('Perakende, Bilgisayar yazılımı için okundu');
    expect(text).not.toContain('Retail');
    expect(text).toContain('# Müşterileriniz');
    expect(text).toContain(
      'sales.csv içinde bulunamadı, bu yüzden bölümleri yok: Globex, Initech.',
    );
  }, 30_000);

  it('names the clients in the data beyond the five with a section, in English and Turkish', async () => {
    const seven = [
      ...CLIENTS,
      { name: 'Globex', jan: 90, feb: 95 },
      { name: 'Initech', jan: 80, feb: 70 },
      { name: 'Umbrella', jan: 60, feb: 66 },
      { name: 'Hooli', jan: 50, feb: 40 },
    ];
    const many = await openSource({
      kind: 'file',
      path: writeSales(dir, seven, 'clients.csv'),
      id: 'clients',
    });
    try {
      const strategy = normaliseOrganisationStrategy({
        ...STRATEGY,
        target_client_names: `${seven.map((c) => c.name).join(', ')}, Acme Ltd`,
        topics_of_interest: 'revenue',
      });
      const over = (locale: Locale) =>
        builderOver(many).build({
          tenantId: 't-1',
          strategy,
          frequency: 'monthly',
          locale,
          now: '2026-03-02',
        });
      const report = await over('en-GB');
      expect(report.sections.filter((s) => s.kind === 'client').map((s) => s.topic)).toEqual([
        'Northwind Traders',
        'Contoso',
        'Fabrikam',
        'Globex',
        'Initech',
      ]);
      expect(report.unshownClients).toEqual(['Umbrella', 'Hooli']);
      expect(report.absentClients).toEqual(['Acme Ltd']);
      const text = mailText(report);
      expect(text).toContain(
        'Also in clients.csv, not shown here: Umbrella, Hooli. Ask about them in Parley.',
      );
      expect(text).toContain('Not found in clients.csv, so no section for them: Acme Ltd.');
      expect(text).not.toMatch(/== (Umbrella|Hooli) ==/);

      const turkish = mailText(await over('tr'), 'tr');
      expect(turkish).toContain(
        'clients.csv içinde de var, burada gösterilmedi: Umbrella, Hooli. Onları Parley içinde sorun.',
      );
    } finally {
      many.close();
    }
  }, 60_000);
});
