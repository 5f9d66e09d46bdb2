import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ask, openSource } from '@parley/analytics';
import type { DataSource } from '@parley/analytics';
import { formatCell, normaliseOrganisationStrategy } from '@parley/domain';
import type {
  AnswerCard,
  ConversationResponse,
  OrganisationStrategyInput,
  StrategyReportDocument,
} from '@parley/domain';
import type { CommandBus } from '@nestjs/cqrs';
import type { AskQuestion } from '../conversation/ask-question.command';
import type { DataSourceRegistry } from '../conversation/data-source-registry';
import type { Locale } from '../i18n/locale';
import { renderReportMail } from '../mail/report-mail.template';
import { StrategyReportBuilder } from './strategy-report';
import { proposeReadings } from './strategy-readings';
import { retailRows, writeRetailCsv, writeUndatedCsv } from './testing/retail-data';

const STRATEGY: OrganisationStrategyInput = {
  business_name: 'Oak & Byte',
  business_description: 'Office furniture and laptops for small offices',
  core_services: 'Retail',
  primary_industry: 'Retail',
  secondary_industries: ['Furniture'],
  target_client_types: 'Small offices',
  target_client_names: 'Contoso, Globex',
  geography_focus: ['United Kingdom'],
  topics_of_interest: 'office furniture demand, hybrid work trends, laptop revenue',
  notification_frequency: 'weekly',
};

// The report's questions go through AskQuestion; here the bus answers them from the file with
// the same engine, and the registry's default source is that file.
function builderOver(data: DataSource): StrategyReportBuilder {
  const commands = {
    execute: async ({ input }: AskQuestion) => {
      const result = await ask(data, {
        phrase: input.phrase,
        now: input.now,
        locale: input.locale,
      });
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
    resolve: () => Promise.resolve({ source: { type: 'file', datasource_id: 'shop' }, data }),
  } as unknown as DataSourceRegistry;
  return new StrategyReportBuilder(commands, sources);
}

// Every figure of the report is the figure of the card its question gives.
async function cardOf(data: DataSource, phrase: string, locale: Locale): Promise<AnswerCard> {
  const result = await ask(data, { phrase, now: '2026-11-26', locale });
  if (!('card' in result)) throw new Error(`no card for ${phrase}`);
  return result.card;
}

const PLACEHOLDERS = /—|\bNaN\b|undefined|I understood|not in shop\.csv|\{\w+\}/;

describe('the organisation-strategy report', () => {
  let dir: string;
  let data: DataSource;
  let builder: StrategyReportBuilder;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'parley-strategy-report-'));
    data = await openSource({ kind: 'file', path: writeRetailCsv(dir), id: 'shop' });
    builder = builderOver(data);
  });
  afterAll(() => {
    data.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const build = (input: OrganisationStrategyInput, locale: Locale = 'en-GB') =>
    builder.build({
      tenantId: 't-1',
      brand: 'Parley',
      strategy: normaliseOrganisationStrategy(input),
      frequency: 'weekly',
      locale,
      now: '2026-11-26',
      // The week the schedule names: the data stops on 8 November, before it.
      scheduled: { from: '2026-11-16', to: '2026-11-22' },
    });

  const mailOf = (document: StrategyReportDocument, locale: Locale = 'en-GB') =>
    renderReportMail({
      brand: 'Parley',
      locale,
      industries: ['Retail'],
      document,
      chartCids: document.sections.map((_, i) => `chart-${i + 1}@parley`),
      reportUrl: 'https://parley.test/reports/r-1',
      reportsUrl: 'https://parley.test/reports',
      preview: false,
    });

  it('is the data the web app’s browser test uploads, too', () => {
    const fixture = readFileSync(
      join(__dirname, '../../../web/e2e/support/shop-orders.csv'),
      'utf8',
    );
    expect(fixture).toBe(retailRows().join('\n') + '\n');
  });

  describe('reads the strategy’s words against the data', () => {
    it('keeps the words the data knows, names the others, and says when nothing matches', () => {
      const readings = proposeReadings(
        normaliseOrganisationStrategy(STRATEGY),
        data.model,
        'en-GB',
      );
      expect(
        readings.map(({ kind, said, question, readAs, unread }) => ({
          kind,
          said,
          question,
          readAs,
          unread,
        })),
      ).toEqual([
        {
          kind: 'topic',
          said: 'laptop revenue',
          question: 'laptop revenue',
          readAs: 'Revenue where Category = Laptops',
          unread: [],
        },
        // No WordNet relation (synonym, derivation, hypernym) links any sense of "demand" to
        // quantity, amount or measure, so it is not read as Quantity: it is named back, and the
        // reading takes the measure the retail industry watches first.
        {
          kind: 'topic',
          said: 'office furniture demand',
          question: 'revenue furniture',
          readAs: expect.stringMatching(/ where Category = Furniture$/) as unknown,
          unread: ['office', 'demand'],
        },
        {
          kind: 'topic',
          said: 'hybrid work trends',
          question: undefined,
          readAs: undefined,
          unread: expect.arrayContaining(['hybrid']) as unknown,
        },
        {
          kind: 'industry',
          said: 'Retail',
          question: undefined,
          readAs: undefined,
          unread: ['Retail'],
        },
        {
          kind: 'industry',
          said: 'Furniture',
          question: 'revenue Furniture',
          readAs: expect.stringMatching(/ where Category = Furniture$/) as unknown,
          unread: [],
        },
        {
          kind: 'client',
          said: 'Contoso',
          question: 'Contoso',
          readAs: 'Customer = Contoso',
          unread: [],
        },
        {
          kind: 'client',
          said: 'Globex',
          question: undefined,
          readAs: undefined,
          unread: ['Globex'],
        },
      ]);
    });

    it('keeps what the person changed or dropped', () => {
      const readings = proposeReadings(
        normaliseOrganisationStrategy({
          ...STRATEGY,
          topic_readings: [
            {
              kind: 'topic',
              said: 'office furniture demand',
              status: 'confirmed',
              question: 'quantity furniture',
            },
            { kind: 'topic', said: 'laptop revenue', status: 'dropped' },
          ],
        }),
        data.model,
        'tr',
      );
      expect(readings[0]).toMatchObject({ said: 'laptop revenue', status: 'dropped' });
      expect(readings[1]).toMatchObject({
        said: 'office furniture demand',
        status: 'confirmed',
        question: 'quantity furniture',
        readAs: expect.stringMatching(/\(Category = Furniture\)$/) as unknown,
      });
    });
  });

  describe('on the latest complete week with data', () => {
    let document: StrategyReportDocument;
    beforeAll(async () => {
      ({ document } = await build(STRATEGY));
    }, 60_000);

    it('says which week, never one past the data or in the future', () => {
      expect(document).toMatchObject({ from: '2026-11-02', to: '2026-11-08' });
      expect(document.period).toMatch(/^the latest week with data, 2\s?–\s?8 Nov 2026$/);
    });

    it('has a section per reading the data answers, and none for a topic that matches nothing', () => {
      expect(document.sections.map((s) => [s.kind, s.title])).toEqual([
        ['topic', 'laptop revenue'],
        // The industry "Furniture" reads as the topic before it does: one section, not two.
        ['topic', 'office furniture demand'],
        ['client', 'Contoso'],
      ]);
      expect(JSON.stringify(document)).not.toContain('hybrid');
      expect(JSON.stringify(document)).not.toContain('Globex');
    });

    it('gives each section the figures of the cards its questions give', async () => {
      for (const section of document.sections) {
        const card = await cardOf(data, section.question, 'en-GB');
        const key = card.columns[0].key;
        expect(section.headline.value).toBe(
          formatCell(card, card.table[0], key, { locale: 'en-GB' }),
        );
        expect(section.changes[0]).toBe(card.text);
        expect(section.changes).toHaveLength(2);
        expect(section.changes[1]).toContain('Nov 2, 2025 – Nov 8, 2025');
        expect(section.movers.length).toBeGreaterThan(0);
        // The last four weeks by day (a day without such an order has no row).
        expect(section.chart?.table.length).toBeGreaterThan(14);
        expect(section.chart?.table.length).toBeLessThanOrEqual(28);
      }
      const [laptops] = document.sections;
      expect(laptops.question).toBe(
        'laptop revenue between 2 Nov 2026 and 8 Nov 2026 compared to the previous period',
      );
    }, 60_000);

    it('opens with three sentences on the topic that moved most', () => {
      expect(document.summary).toHaveLength(3);
      expect(document.summary[0]).toMatch(
        /^In the latest week with data, 2\s?–\s?8 Nov 2026, .+ was .+, (up|down) [\d.]+% against the week before\.$/,
      );
      expect(document.summary[1]).toMatch(
        /^Against the same week last year, .+ was (up|down) [\d.]+%\.$/,
      );
      expect(document.summary[2]).toMatch(
        /^The biggest move behind it: .+ \(.+\): .+ → .+ \(.+\)\.$/,
      );
    });

    it('mails the same content: no placeholders, no engine prompt, a chart per section', () => {
      const mail = mailOf(document);
      expect(mail.text).not.toMatch(PLACEHOLDERS);
      expect(mail.html).not.toMatch(PLACEHOLDERS);
      for (const line of document.summary) expect(mail.text).toContain(line);
      for (const section of document.sections) {
        expect(mail.text).toContain(`== ${section.title} ==`);
        expect(mail.text).toContain(section.headline.value);
      }
      expect(mail.html.match(/src="cid:chart-\d@parley"/g)).toHaveLength(3);
      expect(mail.subject).toBe('Parley report for Oak & Byte: 2026-11-02 – 2026-11-08');
    });
  });

  it('speaks Turkish with the same figures', async () => {
    const { document } = await build(STRATEGY, 'tr');
    expect(document.period).toMatch(/^verisi olan son hafta, 2\s?–\s?8 Kas 2026$/);
    expect(document.summary).toHaveLength(3);
    expect(document.summary[0]).toMatch(
      /döneminde .+ oldu; bir önceki döneme göre %[\d,]+ (arttı|azaldı)\.$/,
    );
    for (const section of document.sections) {
      const card = await cardOf(data, section.question, 'tr');
      expect(section.headline.value).toBe(
        formatCell(card, card.table[0], card.columns[0].key, { locale: 'tr' }),
      );
      expect(section.changes[0]).toBe(card.text);
    }
    const mail = mailOf(document, 'tr');
    expect(mail.text).not.toMatch(PLACEHOLDERS);
    expect(mail.text).toContain('# Özet');
  }, 60_000);

  describe('of a source without dates', () => {
    let undated: DataSource;
    beforeAll(async () => {
      undated = await openSource({ kind: 'file', path: writeUndatedCsv(dir), id: 'undated' });
    });
    afterAll(() => undated.close());

    const buildAll = (locale: Locale) =>
      builderOver(undated).build({
        tenantId: 't-1',
        brand: 'Parley',
        strategy: normaliseOrganisationStrategy(STRATEGY),
        frequency: 'weekly',
        locale,
        now: '2026-11-26',
        scheduled: { from: '2026-11-16', to: '2026-11-22' },
      });

    it('says plainly that no period is compared, and gives each topic’s figure and largest groups', async () => {
      const { document } = await buildAll('en-GB');
      expect(document.from).toBeUndefined();
      expect(document.period).toBe('all rows of undated.csv');
      expect(document.summary[0]).toBe(
        'undated.csv has no date column, so no period is compared with another: the figures cover all its rows.',
      );
      expect(document.summary[1]).toMatch(
        /^In all, Revenue where Category = Laptops is \$[\d,]+\.$/,
      );
      expect(document.summary[2]).toMatch(/^Its largest group: Pro 16 \(Product\): \$[\d,]+\.$/);
      expect(document.sections.map((s) => [s.kind, s.title])).toEqual([
        ['topic', 'laptop revenue'],
        ['topic', 'office furniture demand'],
        ['client', 'Contoso'],
      ]);
      for (const section of document.sections) {
        // The figure over all rows is the card the section's question gives.
        const card = await cardOf(undated, section.question, 'en-GB');
        expect(section.headline.value).toBe(
          formatCell(card, card.table[0], card.columns[0].key, { locale: 'en-GB' }),
        );
        expect(section.changes).toEqual([]);
        expect(section.anomaly).toBeUndefined();
        // Its largest groups are the rows of the breakdown the chart shows, largest first.
        const chart = section.chart as AnswerCard;
        const [dimension, metric] = chart.columns;
        const top = [...chart.table]
          .sort((a, b) => Number(b[metric.key]) - Number(a[metric.key]))
          .slice(0, 3)
          .map(
            (row) =>
              `${String(row[dimension.key])} (${dimension.label}): ${formatCell(chart, row, metric.key, { locale: 'en-GB' })}`,
          );
        expect(section.groups?.slice(0, top.length)).toEqual(top);
      }
      // A topic kept to one category is not broken down by it.
      expect(document.sections[0].groups?.join(' ')).not.toContain('(Category)');
      const mail = mailOf(document);
      expect(mail.subject).toBe('Parley report for Oak & Byte');
      expect(mail.text).not.toMatch(PLACEHOLDERS);
      expect(mail.html).not.toMatch(PLACEHOLDERS);
      expect(mail.text).toContain(
        'Where your topics of interest stand in all rows of undated.csv.',
      );
      expect(mail.text).toContain('Largest groups:\n- Pro 16 (Product)');
      expect(mail.text).not.toMatch(/week|against|What moved it/);
    }, 60_000);

    it('says it in Turkish with the same figures', async () => {
      const { document } = await buildAll('tr');
      expect(document.summary[0]).toBe(
        'undated.csv kaynağında tarih sütunu yok, bu yüzden hiçbir dönem bir başkasıyla karşılaştırılmıyor: rakamlar tüm satırları kapsıyor.',
      );
      for (const section of document.sections) {
        const card = await cardOf(undated, section.question, 'tr');
        expect(section.headline.value).toBe(
          formatCell(card, card.table[0], card.columns[0].key, { locale: 'tr' }),
        );
      }
      const mail = mailOf(document, 'tr');
      expect(mail.subject).toBe('Oak & Byte için Parley raporu');
      expect(mail.text).not.toMatch(PLACEHOLDERS);
      expect(mail.text).toContain('En büyük gruplar:');
    }, 60_000);
  });

  it('leaves out a dropped reading, and says so plainly when the data holds no complete week', async () => {
    const { document } = await build({
      ...STRATEGY,
      topic_readings: [{ kind: 'topic', said: 'laptop revenue', status: 'dropped' }],
    });
    expect(document.sections.map((s) => s.title)).not.toContain('laptop revenue');

    const early = await openSource({
      kind: 'file',
      path: writeRetailCsv(dir, 'early.csv', '2025-01-04'),
      id: 'early',
    });
    try {
      const report = await builderOver(early).build({
        tenantId: 't-1',
        brand: 'Parley',
        strategy: normaliseOrganisationStrategy(STRATEGY),
        frequency: 'weekly',
        locale: 'en-GB',
        now: '2026-11-26',
        scheduled: { from: '2026-11-16', to: '2026-11-22' },
      });
      expect(report.document.sections).toEqual([]);
      expect(report.document.summary).toEqual([
        'Your default data source holds no complete week yet, so there is nothing to report. Add data or choose another source.',
      ]);
    } finally {
      early.close();
    }
  }, 60_000);
});
