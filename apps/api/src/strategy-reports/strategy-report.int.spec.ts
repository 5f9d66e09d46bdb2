import ExcelJS from 'exceljs';
import type { ParsedMail } from 'mailparser';
import { formatCell } from '@parley/domain';
import type { AnswerCard, StrategyReportDocument } from '@parley/domain';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { upload } from '../data-sources/testing/data-source-test-kit';
import { deliveryDriver } from '../digests/testing/digest-test-kit';
import { readPdf } from '../digests/testing/read-pdf';
import type { TestApp } from '../testing/test-app';
import { retailRows, undatedRows } from './testing/retail-data';
import type { StrategyReadingsReply } from './strategy-readings.controller';

// The report mailed for an uploaded file, read back as it went over SMTP (mailparser): the
// topics as the person confirmed them, the latest complete week with data, the figures of the
// cards the same questions give in a conversation, a chart image per section; en and tr.
const STRATEGY = {
  business_name: 'Oak & Byte',
  business_description: 'Office furniture and laptops for small offices',
  core_services: 'Retail',
  primary_industry: 'Retail',
  target_client_types: 'Small offices',
  target_client_names: 'Contoso, Globex',
  geography_focus: ['United Kingdom'],
  topics_of_interest: 'office furniture demand, hybrid work trends, laptop revenue',
  notification_frequency: 'weekly',
};

// Nothing of the engine's prompts, no empty figure, no placeholder left unfilled.
const PLACEHOLDERS = /—|\bNaN\b|undefined|I understood|Anladığım|not in shop\.csv|\{\w+\}/;
const TODAY = '2026-11-26';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The report's PDF opened in pdf.js (its text, spaces as a reader would copy them) and its
// workbook opened in ExcelJS, as they came out of the mail.
async function filesOf(mail: ParsedMail) {
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
  const xlsx = mail.attachments.find((a) => a.contentType === XLSX);
  expect(pdf?.filename).toMatch(/^(report|rapor)-2026-11-26\.pdf$/);
  expect(xlsx?.filename).toMatch(/^(report|rapor)-2026-11-26\.xlsx$/);
  const opened = readPdf(pdf?.content as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx?.content as unknown as ArrayBuffer);
  return { pdf: { ...opened, text: flat(opened.text) }, workbook };
}

// Spaces as pdf.js gives them (a thin space of a date range is a space).
const flat = (text: string) => text.replace(/\s+/g, ' ');

// The values of a sheet's data rows (after its title and header rows), by header label.
function sheetRows(sheet: ExcelJS.Worksheet): Record<string, ExcelJS.CellValue>[] {
  const header = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.CellValue>[] = [];
  sheet.eachRow((row, n) => {
    if (n <= 2) return;
    rows.push(Object.fromEntries(header.map((label, i) => [label, row.getCell(i + 1).value])));
  });
  return rows;
}

describe('the organisation-strategy report of an uploaded file', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startAuthTestApp({ DELIVERY_AUTOSTART: 'false', DELIVERY_RETRY_BASE_MS: '0' });
  }, 60_000);
  afterAll(() => t.close());

  const call = (session: Session, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

  async function card(session: Session, phrase: string): Promise<AnswerCard> {
    const res = await call(session, 'POST', '/features/conversations/chat_query', {
      created: Date.now(),
      phrase,
      event: { now: TODAY },
    });
    const [first] = res.json<{ data: { responses: { card?: AnswerCard }[] } }>().data.responses;
    if (!first?.card) throw new Error(`no card for ${phrase}: ${res.body}`);
    return first.card;
  }

  // The file uploaded and chosen as the source questions go to, as the data sources page does.
  async function uploadShop(session: Session, file = 'shop.csv', rows = retailRows()) {
    const uploaded = await upload(t.app, session, file, rows.join('\n'));
    expect(uploaded.statusCode).toBe(200);
    const { datasource_id } = uploaded.json<{ data: { datasource_id: string } }>().data;
    const chosen = await call(session, 'POST', '/api/v1/datasource/defaults', {
      type: 'file',
      datasource_id,
      account_id: '',
    });
    expect(chosen.statusCode).toBe(200);
  }

  async function reportOf(email: string, language: string) {
    const drive = deliveryDriver(t.app);
    const session = await signUp(t.app, email);
    expect((await call(session, 'PUT', '/features/profile', { language })).statusCode).toBe(200);
    await uploadShop(session);
    // The form asks what each word reads as, and the person confirms every proposal but drops
    // the client the data does not hold.
    const proposed = await call(session, 'POST', '/api/v1/strategy/readings', STRATEGY);
    expect(proposed.statusCode).toBe(200);
    const { readings, source } = proposed.json<{ data: StrategyReadingsReply }>().data;
    expect(source).toBe('shop.csv');
    const topic_readings = readings.map(({ unread: _unread, ...reading }) => ({
      ...reading,
      status: reading.question ? ('confirmed' as const) : ('dropped' as const),
    }));
    expect(
      (
        await call(session, 'PUT', '/features/organisation-strategy', {
          ...STRATEGY,
          topic_readings,
        })
      ).statusCode,
    ).toBe(200);
    drive.clock.set(`${TODAY}T09:00:00Z`);
    const preview = await call(session, 'POST', '/api/v1/reports/preview');
    expect(preview.statusCode).toBe(200);
    await drive.queue.idle();
    const [caught] = drive.mails(email, 'Oak & Byte');
    const mail = await drive.parsed(caught.id);
    const { id } = preview.json<{ data: { id: string } }>().data;
    const opened = await call(session, 'GET', `/api/v1/reports/${encodeURIComponent(id)}`);
    const document = opened.json<{ data: { report: { content: StrategyReportDocument } } }>().data
      .report.content;
    return { session, readings, mail, document };
  }

  it.each([
    ['en@example.com', 'en-GB'],
    ['tr@example.com', 'tr'],
  ])(
    'mails %s the report with the cards’ own figures and a chart per section',
    async (email, language) => {
      const { session, readings, mail, document } = await reportOf(email, language);
      const locale = language === 'tr' ? 'tr' : 'en-GB';
      // The form said which topics match nothing; the report never does.
      expect(readings.filter((r) => !r.question).map((r) => r.said)).toEqual([
        'hybrid work trends',
        'Retail',
        'Globex',
      ]);
      const text = mail.text ?? '';
      const html = String(mail.html);
      expect(text).not.toMatch(PLACEHOLDERS);
      expect(html).not.toMatch(PLACEHOLDERS);
      expect(text).not.toContain('hybrid');
      expect(text).not.toContain('Globex');
      // The latest complete week the data holds (it stops on Sunday 8 November), never the future.
      expect(document).toMatchObject({ from: '2026-11-02', to: '2026-11-08' });
      expect(mail.subject).toContain('2026-11-02 – 2026-11-08');
      const days = [...text.matchAll(/\b(20\d\d)-(\d\d)-(\d\d)\b/g)].map((m) => m[0]);
      for (const day of days) expect(day <= TODAY).toBe(true);
      expect(document.summary).toHaveLength(3);
      expect(text).toContain(document.summary.join(' '));
      expect(document.sections.map((s) => s.title)).toEqual([
        'laptop revenue',
        'office furniture demand',
        'Contoso',
      ]);
      for (const section of document.sections) {
        const asked = await card(session, section.question);
        const key = asked.columns[0].key;
        expect(section.headline.value).toBe(formatCell(asked, asked.table[0], key, { locale }));
        expect(section.changes[0]).toBe(asked.text);
        expect(text).toContain(`${section.headline.value} ${section.headline.label}`);
        expect(text).toContain(asked.text);
      }
      // One chart a section, each a PNG the html shows by its CID.
      const images = mail.attachments.filter((a) => a.contentType === 'image/png');
      expect(images).toHaveLength(3);
      for (const image of images) {
        expect(html).toContain(`cid:${image.cid}`);
        expect(image.content.subarray(1, 4).toString()).toBe('PNG');
      }
      // The same report as a PDF (a first page with the summary, then a page a section) and a
      // workbook (a sheet of each section's figures and one of its trend), holding its figures.
      const { pdf, workbook } = await filesOf(mail);
      expect(pdf.pages).toBe(1 + document.sections.length);
      expect(pdf.text).toContain(flat(document.summary.join(' ')));
      // Readable within Excel's 31 characters: a name too long is cut at a word.
      const trend = language === 'tr' ? 'Eğilim' : 'Trend';
      const names = workbook.worksheets.map((sheet) => sheet.name);
      expect(names).toEqual([
        'laptop revenue',
        `${trend} – laptop revenue`,
        'office furniture demand',
        language === 'tr' ? 'Eğilim – office furniture' : 'Trend – office furniture demand',
        'Contoso',
        `${trend} – Contoso`,
      ]);
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
      for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
      for (const [index, section] of document.sections.entries()) {
        expect(pdf.text).toContain(flat(`${section.headline.value} ${section.headline.label}`));
        for (const line of [...section.changes, ...section.movers])
          expect(pdf.text).toContain(flat(line));
        const asked = await card(session, section.question);
        const key = asked.columns[0].key;
        const [figures] = sheetRows(workbook.worksheets[2 * index]);
        expect(figures[asked.columns[0].label]).toBe(asked.table[0][key]);
        // The trend's days are dates, not text.
        const days = sheetRows(workbook.worksheets[2 * index + 1]);
        expect(days.length).toBe(section.chart?.table.length);
        const time = section.chart?.columns.find((c) => c.role === 'time')?.label ?? '';
        for (const day of days) expect(day[time]).toBeInstanceOf(Date);
      }
    },
    120_000,
  );

  it('reports on a file without dates: no period compared, said plainly, the cards’ figures', async () => {
    const drive = deliveryDriver(t.app);
    const email = 'undated@example.com';
    const session = await signUp(t.app, email);
    expect(
      (await call(session, 'PUT', '/features/profile', { language: 'en-GB' })).statusCode,
    ).toBe(200);
    await uploadShop(session, 'stock.csv', undatedRows());
    expect(
      (await call(session, 'PUT', '/features/organisation-strategy', STRATEGY)).statusCode,
    ).toBe(200);
    drive.clock.set(`${TODAY}T09:00:00Z`);
    const preview = await call(session, 'POST', '/api/v1/reports/preview');
    expect(preview.statusCode).toBe(200);
    await drive.queue.idle();
    const [caught] = drive.mails(email, 'Oak & Byte');
    const mail = await drive.parsed(caught.id);
    const text = mail.text ?? '';
    expect(mail.subject).toBe('Parley report for Oak & Byte (preview)');
    expect(text).not.toMatch(PLACEHOLDERS);
    expect(String(mail.html)).not.toMatch(PLACEHOLDERS);
    expect(text).toContain(
      'stock.csv has no date column, so no period is compared with another: the figures cover all its rows.',
    );
    expect(text).not.toMatch(/\b20\d\d-\d\d-\d\d\b|against the|What moved it/);
    const { id } = preview.json<{ data: { id: string } }>().data;
    const opened = await call(session, 'GET', `/api/v1/reports/${encodeURIComponent(id)}`);
    const { report } = opened.json<{
      data: { report: { periodFrom?: string; content: StrategyReportDocument } };
    }>().data;
    expect(report.periodFrom).toBeUndefined();
    expect(report.content.period).toBe('all rows of stock.csv');
    expect(report.content.sections.map((s) => s.title)).toEqual([
      'laptop revenue',
      'office furniture demand',
      'Contoso',
    ]);
    for (const section of report.content.sections) {
      const asked = await card(session, section.question);
      const key = asked.columns[0].key;
      expect(section.headline.value).toBe(
        formatCell(asked, asked.table[0], key, { locale: 'en-GB' }),
      );
      expect(text).toContain(`${section.headline.value} ${section.headline.label}`);
      expect(section.groups?.length).toBeGreaterThan(0);
      for (const line of section.groups ?? []) expect(text).toContain(`- ${line}`);
    }
    // Each section's chart is its largest groups, a PNG the html shows by its CID.
    const images = mail.attachments.filter((a) => a.contentType === 'image/png');
    expect(images).toHaveLength(3);
    // The PDF and the workbook say the same.
    const { pdf, workbook } = await filesOf(mail);
    expect(pdf.text).toContain('stock.csv has no date column');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'laptop revenue',
      'Largest groups – laptop revenue',
      'office furniture demand',
      'Largest groups – office',
      'Contoso',
      'Largest groups – Contoso',
    ]);
    for (const line of report.content.sections.flatMap((s) => s.groups ?? []))
      expect(pdf.text).toContain(flat(line));
  }, 120_000);

  it('keeps every report and opens only one’s own', async () => {
    const ada = await signUp(t.app, 'history@example.com');
    const eve = await signUp(t.app, 'eve@example.com');
    await uploadShop(ada);
    await call(ada, 'PUT', '/features/organisation-strategy', STRATEGY);
    const drive = deliveryDriver(t.app);
    drive.clock.set(`${TODAY}T09:00:00Z`);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const preview = await call(ada, 'POST', '/api/v1/reports/preview');
      ids.push(preview.json<{ data: { id: string } }>().data.id);
      await drive.queue.idle();
    }
    const list = await call(ada, 'GET', '/api/v1/reports');
    const { reports } = list.json<{
      data: { reports: { _id: string; opens?: boolean; content?: unknown }[] };
    }>().data;
    expect(reports.map((r) => r._id).sort()).toEqual([...ids].sort());
    // The list is light; each report opens on its own.
    expect(reports.every((r) => r.opens === true && r.content === undefined)).toBe(true);
    const panel = await call(ada, 'GET', '/api/v1/notifications');
    const { notifications } = panel.json<{
      data: { notifications: { kind: string; content?: unknown }[] };
    }>().data;
    expect(notifications.filter((n) => n.kind === 'report')).toHaveLength(2);
    expect(notifications.every((n) => n.content === undefined)).toBe(true);
    const mine = await call(ada, 'GET', `/api/v1/reports/${encodeURIComponent(ids[0])}`);
    expect(mine.statusCode).toBe(200);
    const theirs = await call(eve, 'GET', `/api/v1/reports/${encodeURIComponent(ids[0])}`);
    expect(theirs.statusCode).toBe(404);
  }, 120_000);
});
