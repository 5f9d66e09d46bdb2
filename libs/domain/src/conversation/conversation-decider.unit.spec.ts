import { fold } from '../core/decider';
import { deciderSpec } from '../testing/decider-spec';
import { meta } from '../testing/metadata';
import { commutesWithOtherQuestions, conversationDecider } from './conversation-decider';
import type { ConversationCommand, ConversationEvent } from './conversation-events';
import { quotaByMonth } from './conversation-state';
import { monthKey } from './month-key';

const { given } = deciderSpec(conversationDecider);
const time = '2026-03-15T10:00:00.000Z';
const ask = (
  phrase: string,
  data: Partial<Extract<ConversationCommand, { type: 'AskQuestion' }>['data']> = {},
  at = time,
): ConversationCommand => ({
  type: 'AskQuestion',
  data: { phrase, plan: 'free', ...data },
  metadata: meta({ time: at }),
});
const asked = (phrase: string, month = '2026-03', askedAt = time): ConversationEvent => ({
  type: 'QuestionAsked',
  data: { phrase, month, source: null, channel: 'web', askedAt },
});
const many = (count: number, month = '2026-03') =>
  Array.from({ length: count }, (_, n) => asked(`question ${n}`, month));

describe('conversation', () => {
  describe('when nothing was asked this month', () => {
    it('records the question under the month of the command time', () => {
      given([])
        .when(
          ask(' revenue\u00a0by country ', {
            source: { type: 'demo', datasource_id: 'demo' },
            channel: 'msteams',
          }),
        )
        .then([
          {
            type: 'QuestionAsked',
            data: {
              phrase: 'revenue by country',
              month: '2026-03',
              source: { type: 'demo', datasource_id: 'demo' },
              channel: 'msteams',
              askedAt: time,
            },
          },
        ]);
    });
    it('counts in the tenant time zone, so a late-evening question belongs to the next local month', () => {
      given([])
        .when(ask('revenue', { timezone: 'Europe/Istanbul' }, '2026-03-31T22:30:00.000Z'))
        .then([
          {
            type: 'QuestionAsked',
            data: {
              phrase: 'revenue',
              month: '2026-04',
              source: null,
              channel: 'web',
              askedAt: '2026-03-31T22:30:00.000Z',
            },
          },
        ]);
    });
    it('needs a phrase', () => {
      given([])
        .when(ask('   '))
        .thenThrows({ code: 'validation', messageKey: 'validation.required' });
    });
  });

  describe('when the free quota of this month is used up', () => {
    const events = many(300);

    it('refuses the 301st question, naming the limit', () => {
      given(events)
        .when(ask('one more'))
        .thenThrows({
          code: 'limit',
          messageKey: 'plans.limit_reached.conversations_per_month',
          params: { max: 300, plan: 'free' },
        });
    });
    it('accepts it on premium', () => {
      given(events)
        .when(ask('one more', { plan: 'premium' }))
        .then([asked('one more')]);
    });
    it('accepts it next month', () => {
      given(events)
        .when(ask('one more', {}, '2026-04-01T00:00:00.000Z'))
        .then([asked('one more', '2026-04', '2026-04-01T00:00:00.000Z')]);
    });
  });

  describe('when 299 questions were asked this month', () => {
    it('still accepts one', () => {
      given(many(299))
        .when(ask('last one'))
        .then([asked('last one')]);
    });
  });

  describe('AI insight requests', () => {
    const request = (plan: 'free' | 'premium'): ConversationCommand => ({
      type: 'RequestInsights',
      data: { plan },
      metadata: meta({ time }),
    });
    const requested: ConversationEvent = {
      type: 'InsightsRequested',
      data: { month: '2026-03', requestedAt: time },
    };

    it('are counted per month', () => {
      given([]).when(request('free')).then([requested]);
    });
    it('stop at 10 a month on free', () => {
      const ten = Array.from({ length: 10 }, () => requested);
      given(ten)
        .when(request('free'))
        .thenThrows({ code: 'limit', params: { limit: 'ai_insights_per_month', max: 10 } });
      given(ten).when(request('premium')).then([requested]);
    });
    it('do not use up the question quota', () => {
      const state = fold(conversationDecider, [requested, asked('a')]);
      expect(state.months['2026-03']).toEqual({ questions: 1, insights: 1 });
    });
  });

  describe('quota read from the state', () => {
    const events = [
      asked('Revenue by country', '2026-02', '2026-02-01T00:00:00Z'),
      asked('revenue by country', '2026-03', '2026-03-01T00:00:00Z'),
      asked('orders', '2026-03', '2026-03-02T00:00:00Z'),
    ];

    it('counts questions per month and keeps no phrase (favourites are the read model’s)', () => {
      const state = fold(conversationDecider, events);
      expect(quotaByMonth(state)).toEqual({ '2026-02': 1, '2026-03': 2 });
      expect(JSON.stringify(state)).not.toContain('orders');
    });
  });

  describe('questions asked at the same moment', () => {
    it('need no ordering while far from the plan limit or on an uncapped plan', () => {
      expect(commutesWithOtherQuestions(ask('a'), fold(conversationDecider, many(199)))).toBe(true);
      expect(
        commutesWithOtherQuestions(
          ask('a', { plan: 'unlimited' }),
          fold(conversationDecider, many(5000)),
        ),
      ).toBe(true);
    });
    it('are ordered near the limit, so two cannot both take the last question', () => {
      expect(commutesWithOtherQuestions(ask('a'), fold(conversationDecider, many(200)))).toBe(
        false,
      );
      expect(commutesWithOtherQuestions(ask('a'), fold(conversationDecider, many(299)))).toBe(
        false,
      );
    });
  });
});

describe('month key', () => {
  it('is the UTC month without a time zone', () => {
    expect(monthKey('2026-12-31T23:59:59.999Z')).toBe('2026-12');
  });
  it('follows the time zone, and falls back to UTC for an unknown one', () => {
    expect(monthKey('2026-12-31T23:30:00Z', 'Asia/Tokyo')).toBe('2027-01');
    expect(monthKey('2026-01-01T02:00:00Z', 'America/New_York')).toBe('2025-12');
    expect(monthKey('2026-12-31T23:30:00Z', 'Mars/Olympus')).toBe('2026-12');
  });
  it('refuses a time that is not one', () => {
    expect(() => monthKey('yesterday')).toThrow(RangeError);
  });
});
