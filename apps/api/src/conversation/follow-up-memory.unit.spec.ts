import type { AskContext } from '@parley/analytics';
import { FollowUpMemory } from './follow-up-memory';

const context = (phrase: string) => ({ phrase }) as unknown as AskContext;

describe('FollowUpMemory', () => {
  it('continues the last question for half an hour, then forgets it', () => {
    const memory = new FollowUpMemory();
    memory.set('t-1:web:demo:demo', context('revenue by channel'), 0);
    expect(memory.get('t-1:web:demo:demo', 29 * 60_000)).toEqual(context('revenue by channel'));
    expect(memory.get('t-1:web:demo:demo', 31 * 60_000)).toBeUndefined();
  });

  it("drops every context of a deleted tenant and nobody else's", () => {
    const memory = new FollowUpMemory();
    memory.set('t-1:web:demo:demo', context('a'), 0);
    memory.set('t-1:alexa:file:sales.csv', context('b'), 0);
    memory.set('t-10:web:demo:demo', context('c'), 0);
    memory.forgetTenant('t-1');
    expect(memory.get('t-1:web:demo:demo', 1)).toBeUndefined();
    expect(memory.get('t-1:alexa:file:sales.csv', 1)).toBeUndefined();
    expect(memory.get('t-10:web:demo:demo', 1)).toEqual(context('c'));
  });
});
