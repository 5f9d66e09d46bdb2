import type { AnswerCard } from '@parley/domain';
import { renderDigestMail, renderFailureMail } from './digest-mail.template';

const card: AnswerCard = {
  title: 'Revenue by channel',
  text: 'Paid Search leads.',
  table: [{ channel: 'Paid Search', revenue: 1234.5 }],
  columns: [
    { key: 'channel', label: 'Channel', role: 'dimension' },
    { key: 'revenue', label: 'Revenue', role: 'metric', format: 'currency', currency: 'USD' },
  ],
  chart: [{ chart: { type: 'bar' }, x: 'channel', series: [{ key: 'revenue', name: 'Revenue' }] }],
  insights: ['Paid Search is 100% of revenue.'],
  date: '2026-06-15T07:00:00.000Z',
  query: { source: { type: 'demo', datasource_id: 'demo' }, interpretation: [] },
};

const input = {
  brand: 'Parley',
  collectionName: 'Sales <weekly>',
  frequency: 'weekly',
  cards: [{ card, cid: 'chart-1@parley' }],
  failed: [],
  collectionUrl: 'https://parley.example/collection/c1',
  unsubscribeUrl: 'https://parley.example/api/v1/digests/unsubscribe?token=a.b',
  attachmentsOnly: false,
  preview: false,
};

describe('the digest mail', () => {
  it('writes the digest in the person’s language', () => {
    const en = renderDigestMail({ ...input, locale: 'en-GB' });
    expect(en.subject).toBe('Parley digest: Sales <weekly>');
    expect(en.text).toContain('Your weekly digest of “Sales <weekly>”');
    const tr = renderDigestMail({ ...input, locale: 'tr' });
    expect(tr.subject).toBe('Parley özeti: Sales <weekly>');
    expect(tr.text).toContain('haftalık özeti');
    expect(tr.html).toContain('Bu özetin aboneliğinden çık');
  });

  it('shows the chart by CID, the table and insights, escaped, with a plain-text part', () => {
    const mail = renderDigestMail({ ...input, locale: 'en-US' });
    expect(mail.html).toContain('src="cid:chart-1@parley"');
    expect(mail.html).toContain('Sales &lt;weekly&gt;');
    expect(mail.html).not.toContain('Sales <weekly>');
    // Cells as the web table shows them (whole dollars at this size).
    expect(mail.text).toContain('Channel: Paid Search | Revenue: $1,235');
    expect(mail.text).toContain('- Paid Search is 100% of revenue.');
    expect(mail.text).toContain(input.unsubscribeUrl);
  });

  it('leaves the cards out when only attachments are wanted', () => {
    const mail = renderDigestMail({ ...input, locale: 'en-US', attachmentsOnly: true });
    expect(mail.html).not.toContain('cid:');
    expect(mail.text).toContain('is attached');
  });

  it('says what failed and that nothing was sent', () => {
    const mail = renderFailureMail({
      brand: 'Parley',
      locale: 'tr',
      kind: 'report',
      attempts: 5,
      reason: 'chart of “Revenue”: empty image',
      link: 'https://parley.example/reports',
    });
    expect(mail.text).toContain('5 kez');
    expect(mail.text).toContain('empty image');
  });
});
