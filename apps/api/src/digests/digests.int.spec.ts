import { decode } from 'fast-png';
import { compactCard, formatCell, streams } from '@parley/domain';
import type { AnswerCard } from '@parley/domain';
import { signUp, startAuthTestApp } from '../auth/testing/auth-test-kit';
import type { Session } from '../auth/testing/auth-test-kit';
import { CardImageService } from '../card-image/card-image.service';
import { collectionsClient } from '../collections/collections-test-kit';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { MailService } from '../mail/mail.service';
import { TenantRepository } from '../tenant/tenant-repository';
import type { TestApp } from '../testing/test-app';
import { DeliveryNotices } from './delivery-notices';
import type { DeliveryNotice } from './delivery-notices';
import { deliveryDriver } from './testing/digest-test-kit';
import { readPdf } from './testing/read-pdf';
import { DeliveryScheduler } from './delivery-scheduler';
import { EMBEDDED_SQLITE } from '../event-sourcing/persistence.module';
import type { SqliteDatabase } from '../infrastructure/event-store/open-sqlite-database';
import { openTab, waitFor } from '../live/live-test-kit';
import ExcelJS from 'exceljs';

const PHRASES = ['revenue by channel', 'revenue by country'];
const HOUR_MS = 3_600_000;

async function digestCollection(t: TestApp, session: Session, digest: string) {
  const client = collectionsClient(t.app, session);
  const created = await client.create(`Morning ${digest} ${Math.random()}`, digest);
  const id = created.data.collection.id;
  for (const phrase of PHRASES) await client.addCard(id, phrase);
  return { id, client };
}

describe('digests (embedded queue, fake clock)', () => {
  let t: TestApp;
  let store: EventStore;
  const notices: DeliveryNotice[] = [];

  beforeAll(async () => {
    t = await startAuthTestApp({
      DELIVERY_AUTOSTART: 'false',
      DELIVERY_RETRY_BASE_MS: '0',
      DELIVERY_ATTEMPTS: '3',
      PLANS_BY_EMAIL:
        'dst@example.com=premium,crash@example.com=premium,fail@example.com=premium,mail@example.com=premium',
    });
    store = t.app.get(EVENT_STORE);
    t.app.get(DeliveryNotices).notices.subscribe((notice) => notices.push(notice));
  }, 60_000);
  afterAll(() => t.close());

  it('sends a daily digest once per local day across a DST change, at 07:00 London time', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'dst@example.com');
    const { id } = await digestCollection(t, ada, 'daily');
    // Hourly ticks (and a second one each hour) from 26 to 30 March 2027; clocks go forward on the 28th.
    const start = Date.parse('2027-03-26T00:30:00Z');
    for (let time = start; time < Date.parse('2027-03-30T00:00:00Z'); time += HOUR_MS) {
      await drive.at(new Date(time));
      await drive.at(new Date(time + 60_000));
    }
    // The first tick catches up the 25th (due since 07:00 that day, after the collection was made).
    const mails = drive.mails('dst@example.com', 'digest:');
    expect(mails).toHaveLength(5);
    const sent = (await store.readStream(streams.delivery(`digest.${id}.2027-03-28`))).map(
      (event) => event.data,
    );
    expect(sent).toEqual([
      expect.objectContaining({ scheduledFor: '2027-03-28T06:00:00.000Z', cards: 2 }),
    ]);
    const before = await store.readStream(streams.delivery(`digest.${id}.2027-03-27`));
    expect(before[0]?.data).toMatchObject({ scheduledFor: '2027-03-27T07:00:00.000Z' });
  }, 180_000);

  it('sends once when the process fails between render and send, and retries', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'crash@example.com');
    const { id } = await digestCollection(t, ada, 'daily');
    const mail = t.app.get(MailService);
    const deliver = jest
      .spyOn(mail, 'deliver')
      .mockRejectedValueOnce(new Error('connection lost after render'));
    await drive.at('2027-04-05T09:00:00Z');
    deliver.mockRestore();
    await drive.at('2027-04-05T09:05:00Z');
    expect(drive.mails('crash@example.com', 'digest:')).toHaveLength(1);
    const events = await store.readStream(streams.delivery(`digest.${id}.2027-04-05`));
    expect(events.map((e) => e.type)).toEqual(['DigestSent']);
  }, 60_000);

  it('sends nothing when a chart fails to render, and tells the person after the last try', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'fail@example.com');
    const { id } = await digestCollection(t, ada, 'daily');
    const render = jest
      .spyOn(t.app.get(CardImageService), 'renderPng')
      .mockRejectedValue(new Error('resvg: out of memory'));
    await drive.at('2027-04-06T09:00:00Z');
    render.mockRestore();
    expect(drive.mails('fail@example.com', 'digest:')).toHaveLength(0);
    const [failure] = drive.mails('fail@example.com', 'could not be sent');
    expect(failure?.text).toContain('tried 3 times');
    expect(failure?.text).toContain('resvg: out of memory');
    const events = await store.readStream(streams.delivery(`digest.${id}.2027-04-06`));
    expect(events.map((e) => e.type)).toEqual(['DigestFailed']);
    expect(notices).toContainEqual(
      expect.objectContaining({ status: 'failed', targetId: id, kind: 'digest' }),
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: ada.headers,
    });
    expect(list.json<{ data: { notifications: unknown[] } }>().data.notifications).toContainEqual(
      expect.objectContaining({ status: 'failed', targetId: id }),
    );
  }, 60_000);

  it('mails every card re-run with CID charts, the API’s numbers, a PDF, and a working unsubscribe', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'mail@example.com');
    const { id, client } = await digestCollection(t, ada, 'daily');
    drive.clock.set('2026-12-01T09:00:00Z');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/digests/preview',
      headers: ada.headers,
      payload: { collection_id: id },
    });
    expect(preview.statusCode).toBe(200);
    await drive.queue.idle();
    const [caught] = drive.mails('mail@example.com', 'digest:');
    expect(caught).toBeDefined();
    const mail = await drive.parsed(caught.id);
    const charts = mail.attachments.filter((a) => a.contentType === 'image/png');
    expect(charts).toHaveLength(PHRASES.length);
    for (const chart of charts) {
      expect(chart.cid).toMatch(/^chart-\d@parley$/);
      expect(mail.html).toContain(`cid:${chart.cid}`);
      const image = decode(chart.content);
      expect(image.width).toBeGreaterThan(100);
    }
    expect(mail.html || '').not.toContain('data:image');
    expect(mail.text).toContain(`/collection/${id}`);
    // The same numbers as the live collection opened that morning.
    const api = await client.get(id, '2026-12-01');
    for (const response of api.data.responses) {
      const card = response.card as unknown as AnswerCard;
      const first = card.table[0];
      for (const column of card.columns.filter((c) => c.role === 'metric'))
        expect(mail.text).toContain(
          formatCell(card, first, column.key, { locale: 'en-GB', compact: compactCard(card) }),
        );
    }
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // It opens in pdf.js: one letter-landscape page per card, with the card's title and numbers.
    const opened = readPdf(pdf?.content as Buffer);
    expect(opened).toMatchObject({ pages: PHRASES.length, width: 792, height: 612 });
    expect(opened.text).toContain('Total Revenue by Channel');
    expect(opened.text).toContain('Paid Search');
    // One-click unsubscribe: headers, and a POST without any session.
    const headers = drive.headerBlock(caught.id);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: <(http[^>]+)>/m.exec(headers)?.[1] ?? '';
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    const url = new URL(link);
    // Opening the link (or a mail scanner fetching it) only asks; the button or one-click POST acts.
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    const off = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain('no longer receive');
    await drive.at('2027-05-02T09:00:00Z');
    expect(drive.mails('mail@example.com', 'digest:')).toHaveLength(1);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/v1/digests/unsubscribe?token=${encodeURIComponent('eyJ4Ijox.fake')}`,
    });
    expect(forged.statusCode).toBe(400);
  }, 60_000);

  it('mails the organisation-strategy report by topic of interest and lists it on the history page', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'report@example.com');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/preview',
      headers: ada.headers,
    });
    expect(none.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/features/organisation-strategy',
      headers: ada.headers,
      payload: {
        business_name: 'Acme Outfitters',
        business_description: 'Outdoor gear',
        core_services: 'Retail',
        primary_industry: 'Retail',
        target_client_types: 'Hikers',
        target_client_names: 'Everyone',
        geography_focus: ['United Kingdom'],
        topics_of_interest: 'revenue, orders',
        notification_frequency: 'monthly',
      },
    });
    expect(saved.statusCode).toBe(200);
    drive.clock.set('2026-03-02T09:00:00Z');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reports/preview',
      headers: ada.headers,
    });
    expect(preview.statusCode).toBe(200);
    await drive.queue.idle();
    const [caught] = drive.mails('report@example.com', 'report for Acme Outfitters');
    expect(caught).toBeDefined();
    const mail = await drive.parsed(caught.id);
    expect(mail.text).toContain('== revenue ==');
    expect(mail.text).toContain('== orders ==');
    // The strategy's industry heads the report; a client the data does not hold gets no word
    // in it (the strategy form says so).
    expect(mail.text).toContain('Read for Retail');
    expect(mail.text).not.toContain('Everyone');
    // February has data: the report speaks of it, opens with three sentences, and names what
    // moved each topic (the driver analysis).
    expect(mail.text).toMatch(
      /^In last month, February 2026, .+ was .+\. Against the same month last year/m,
    );
    expect(mail.text).toContain('What moved it:');
    // …and the same figure in the strategy's focus country, the UK's own rows.
    expect(mail.text).toMatch(
      /In your focus countries:\n- United Kingdom: Total Revenue was \$[\d,]+ for February 2026/,
    );
    expect(mail.text).not.toMatch(/—|I understood/);
    const charts = mail.attachments.filter((a) => a.contentType === 'image/png');
    // One chart a topic: its trend over the last twelve months.
    expect(charts).toHaveLength(2);
    for (const chart of charts) expect(mail.html).toContain(`cid:${chart.cid}`);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports',
      headers: ada.headers,
    });
    const { reports } = history.json<{
      data: { reports: { periodFrom: string; headlines: string[] }[] };
    }>().data;
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ periodFrom: '2026-02-01', periodTo: '2026-02-28' });
    expect(reports[0].headlines[0]).toMatch(/^In last month, February 2026, /);
    // In the log the findings are sealed with the person's key (crypto-shredded with the account).
    const { id } = preview.json<{ data: { id: string } }>().data;
    const [sent] = await store.readStream(streams.delivery(id));
    expect(sent.type).toBe('ReportSent');
    expect(String(sent.data.headlines)).not.toContain('February');
    expect(String(sent.data.content)).not.toContain('February');
  }, 60_000);

  it('takes over a run whose worker died after claiming it, and sends it once', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'lease@example.com');
    const { id } = await digestCollection(t, ada, 'weekly');
    const sqlite = t.app.get<SqliteDatabase>(EMBEDDED_SQLITE);
    // Monday 7 June 2027: the scheduler queues the run; a worker claims it and dies at once.
    drive.clock.set('2027-06-07T09:00:00Z');
    await t.app.get(DeliveryScheduler).tick();
    const claimed = sqlite
      .prepare(
        `UPDATE delivery_jobs SET state = 'active', attempts = 1, lease_until = ? WHERE run_key = ?`,
      )
      .run(Date.parse('2027-06-07T09:05:00Z'), `digest.${id}.2027-06-07`);
    expect(claimed.changes).toBe(1);
    await drive.queue.runDue();
    expect(drive.mails('lease@example.com', 'digest:')).toHaveLength(0);
    // Past the lease another worker (here: the next poll) takes the run over.
    await drive.at('2027-06-07T09:06:00Z');
    await drive.at('2027-06-07T10:06:00Z');
    expect(drive.mails('lease@example.com', 'digest:')).toHaveLength(1);
  }, 60_000);

  it('attaches one XLSX workbook of all cards, or only the attachments, as the collection asks', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'options@example.com');
    const { id } = await digestCollection(t, ada, 'weekly');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/digests/settings',
      headers: ada.headers,
      payload: { collection_id: id, xlsx: true, attachments_only: true },
    });
    expect(put.json<{ data: { settings: unknown } }>().data.settings).toEqual({
      enabled: true,
      attachmentsOnly: true,
      xlsx: true,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/digests/preview',
      headers: ada.headers,
      payload: { collection_id: id },
    });
    await drive.queue.idle();
    const [caught] = drive.mails('options@example.com', 'digest:');
    const mail = await drive.parsed(caught.id);
    expect(mail.attachments.map((a) => a.contentType).sort()).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(mail.html).not.toContain('cid:');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      mail.attachments.find((a) => a.filename?.endsWith('.xlsx'))
        ?.content as unknown as ArrayBuffer,
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Total Revenue by Channel',
      'Total Revenue by Country',
    ]);
    expect(typeof workbook.worksheets[0].getRow(3).getCell(2).value).toBe('number');
    const other = await signUp(t.app, 'options-other@example.com');
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/digests/settings',
      headers: other.headers,
      payload: { collection_id: id, enabled: false },
    });
    expect(foreign.statusCode).toBe(404);
  }, 60_000);

  it('tells an open tab live when a digest was sent', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'live@example.com');
    const { id } = await digestCollection(t, ada, 'weekly');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const tab = await openTab(await t.app.getUrl(), ada.cookie);
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/digests/preview',
        headers: ada.headers,
        payload: { collection_id: id },
      });
      await drive.queue.idle();
      const heard = await waitFor(() => tab.heard.find((h) => h.event === 'notification'));
      expect(heard.payload).toMatchObject({
        kind: 'digest',
        status: 'sent',
        targetId: id,
        preview: true,
      });
    } finally {
      tab.socket.disconnect();
    }
  }, 60_000);

  it('stops a daily digest after a downgrade to Free (spec §9: daily is Premium and above)', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'downgrade@example.com');
    await t.app.get(TenantRepository).execute(await tenantIdOf(t, ada), {
      type: 'ChangePlan',
      data: { plan: 'premium' },
    });
    const { id } = await digestCollection(t, ada, 'daily');
    await drive.at('2027-07-01T09:00:00Z');
    expect(drive.mails('downgrade@example.com', 'digest:')).toHaveLength(1);
    await t.app.get(TenantRepository).execute(await tenantIdOf(t, ada), {
      type: 'ChangePlan',
      data: { plan: 'free' },
    });
    await drive.at('2027-07-02T09:00:00Z');
    expect(drive.mails('downgrade@example.com', 'digest:')).toHaveLength(1);
    expect(await store.readStream(streams.delivery(`digest.${id}.2027-07-02`))).toEqual([]);
  }, 60_000);

  it('sends no digest of an empty collection', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'empty@example.com');
    await collectionsClient(t.app, ada).create('Nothing yet', 'weekly');
    await drive.at('2027-09-06T09:00:00Z');
    expect(drive.mails('empty@example.com', 'digest:')).toHaveLength(0);
  }, 60_000);

  it('sends the monthly report on the 1st at 07:00 local time, once', async () => {
    const drive = deliveryDriver(t.app);
    const ada = await signUp(t.app, 'monthly@example.com');
    await t.app.inject({
      method: 'PUT',
      url: '/features/organisation-strategy',
      headers: ada.headers,
      payload: {
        business_name: 'Monthly Ltd',
        business_description: 'Outdoor gear',
        core_services: 'Retail',
        primary_industry: 'Retail',
        target_client_types: 'Hikers',
        target_client_names: 'Everyone',
        geography_focus: ['United Kingdom'],
        topics_of_interest: 'revenue',
        notification_frequency: 'monthly',
      },
    });
    // July's report (due since 1 July) goes out at the first look; then nothing until August.
    await drive.at('2027-07-15T12:00:00Z');
    expect(drive.mails('monthly@example.com', 'Monthly Ltd')).toHaveLength(1);
    // 1 August 2027, London summer time: 07:00 local is 06:00Z.
    await drive.at('2027-08-01T05:59:00Z');
    expect(drive.mails('monthly@example.com', 'Monthly Ltd')).toHaveLength(1);
    await drive.at('2027-08-01T06:00:00Z');
    await drive.at('2027-08-01T18:00:00Z');
    await drive.at('2027-08-15T18:00:00Z');
    const sent = drive.mails('monthly@example.com', 'Monthly Ltd');
    expect(sent).toHaveLength(2);
    expect(sent[0].subject).toContain('2027-07-01 – 2027-07-31');
  }, 60_000);
});

async function tenantIdOf(t: TestApp, session: Session): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/auth/tenant', headers: session.headers });
  return res.json<{ data: { id: string } }>().data.id;
}
