import { conversationDecider } from '@parley/domain';
import type { ActiveTenant } from '@parley/domain';
import { tenantView } from './tenant-view';

const switches = {
  collections: true,
  conversations: true,
  data_sources: true,
  profile: true,
  organisation_strategy: true,
};

function tenantIn(timezone: string): ActiveTenant {
  return {
    status: 'active',
    tenantId: 't-1',
    email: 'ada@example.com',
    profile: {
      name: 'Ada',
      timezone,
      picture: '',
      country: 'Turkey',
      organisation: '',
      position: '',
      language: 'en-GB',
    },
    flags: { rc: true, oc: false },
    plan: 'free',
    passwordSet: true,
    strategy: null,
  };
}

// The month a question is counted in, as the conversation decider decides it.
function countedMonth(time: string, timezone: string): string {
  const [event] = conversationDecider.decide(
    {
      type: 'AskQuestion',
      data: { phrase: 'revenue', plan: 'free', timezone },
      metadata: { tenantId: 't-1', userId: 't-1', commandId: 'c-1', time },
    },
    conversationDecider.initialState,
  );
  return (event?.data as { month: string }).month;
}

describe('the quota map of the tenant view', () => {
  it.each([
    ['2026-11-30T22:30:00.000Z', 'Europe/Istanbul'],
    ['2026-12-01T03:00:00.000Z', 'America/Los_Angeles'],
    ['2026-11-15T12:00:00.000Z', 'UTC'],
    ['2026-11-30T22:30:00.000Z', ''],
  ])('at %s in "%s" shows the month questions are counted in', (time, timezone) => {
    const view = tenantView(tenantIn(timezone), undefined, switches, 7, new Date(time));
    expect(view.quota).toEqual({ [countedMonth(time, timezone)]: 293 });
  });
});
