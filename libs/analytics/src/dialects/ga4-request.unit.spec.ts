import { timeValue } from '../connectors/ga4-client';
import { ga4Model } from '../connectors/ga4-model';
import { readQuestion } from '../engine/ask';
import { planOf } from '../engine/planner';
import { compileGa4Request } from './ga4-request';
import type { Ga4Request } from './ga4-request';

function request(phrase: string, locale = 'en-US'): Ga4Request | { unsupported: string } {
  const model = ga4Model('123', 'Shop');
  const read = readQuestion(model, { phrase, locale });
  if (!('intent' in read)) throw new Error(`not understood: ${phrase}`);
  const plan = planOf(model, read.intent, { now: '2026-07-10', weekStart: 1 });
  return JSON.parse(compileGa4Request(plan, '123', plan.range).sql) as Ga4Request;
}

describe('a plan as a GA4 runReport request', () => {
  it('names GA4 metrics and dimensions, with an inclusive end date', () => {
    const r = request('sessions by channel group last month') as Ga4Request;
    expect(r.body).toMatchObject({
      dateRanges: [{ startDate: '2026-06-01', endDate: '2026-06-30' }],
      dimensions: [{ name: 'sessionDefaultChannelGroup' }],
      metrics: [{ name: 'sessions' }],
    });
  });

  it('turns stored values into an in-list filter, in Turkish too', () => {
    const r = request('geçen ay mobil yeni kullanıcılar', 'tr') as Ga4Request;
    expect(r.body.metrics).toEqual([{ name: 'newUsers' }]);
    expect(r.body.dimensionFilter).toEqual({
      andGroup: {
        expressions: [
          { filter: { fieldName: 'deviceCategory', inListFilter: { values: ['mobile'] } } },
        ],
      },
    });
  });

  it('asks months of a year through yearMonth, ordered by time', () => {
    const r = request('monthly conversions this year') as Ga4Request;
    expect(r.body.dimensions).toEqual([{ name: 'yearMonth' }]);
    expect(r.body.orderBys).toEqual([{ dimension: { dimensionName: 'yearMonth' }, desc: false }]);
    expect(r.columns.find((c) => c.kind === 'dimension')).toMatchObject({ grain: 'monthly' });
  });

  it('reads GA4 time values back as the first day of their bucket', () => {
    expect(timeValue('20260704', 'daily')).toBe('2026-07-04');
    expect(timeValue('202607', 'monthly')).toBe('2026-07-01');
    expect(timeValue('2026', 'yearly')).toBe('2026-01-01');
    expect(timeValue('202601', 'weekly')).toBe('2025-12-29');
  });
});
