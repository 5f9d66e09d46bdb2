import type { SemanticModel } from '../model/semantic-model';
import { demoFixture, hourlyModel } from '../testing/fixture-models';
import { readQuestion } from './ask';
import { planOf } from './planner';

function plan(phrase: string, model: SemanticModel = demoFixture(), now = '2024-05-15') {
  const read = readQuestion(model, { phrase });
  if (!('intent' in read)) throw new Error(`expected an answer for "${phrase}"`);
  return planOf(model, read.intent, { now, weekStart: 1 });
}

describe('counting the groups that pass a test on their aggregate', () => {
  it.each([
    ['how many channels with average sessions above 100'],
    ['number of channels with average sessions above 100'],
    ["ortalama oturumu 100'den fazla olan kaç kanal var"],
  ])('"%s" counts channels by their average, not rows', (phrase) => {
    const p = plan(phrase);
    expect(p.countOf?.dimension.id).toBe('channel');
    expect(p.groups).toEqual([]);
    expect(p.metrics.map((m) => m.aggregation)).toEqual(['count_distinct']);
    expect(p.conditions).toMatchObject([
      { op: '>', values: [100], aggregate: { key: 'sessions', aggregation: 'avg' } },
    ]);
  });

  it('counts periods by their total: "how many days with total revenue above 1000"', () => {
    const p = plan('how many days with total revenue above 1000', hourlyModel());
    expect(p.countOf).toMatchObject({ dimension: { id: 'placed_at' }, grain: 'daily' });
    expect(p.conditions).toMatchObject([{ aggregate: { aggregation: 'sum' } }]);
  });

  it('keeps a test without an aggregate word on the rows', () => {
    const p = plan('how many channels with sessions above 100');
    expect(p.countOf).toBeUndefined();
    expect(p.conditions).toMatchObject([{ column: 'sessions', op: '>', values: [100] }]);
  });

  it('lists the groups when they are asked for, not their number', () => {
    const p = plan('channels with average sessions above 100');
    expect(p.countOf).toBeUndefined();
    expect(p.groups.map((g) => g.key)).toEqual(['channel']);
  });
});

describe('now with a time of day', () => {
  it('places a window of hours at the time given, and days at its date', () => {
    const hours = plan('revenue in the last 6 hours', hourlyModel(), '2024-05-15T14:00:00');
    expect(hours.range).toMatchObject({
      start: '2024-05-15T08:00:00',
      end: '2024-05-15T14:00:00',
      time: { endInclusive: true },
    });
    const days = plan('revenue last 7 days', hourlyModel(), '2024-05-15T14:00:00');
    expect(days.range).toEqual(plan('revenue last 7 days', hourlyModel()).range);
  });
});
