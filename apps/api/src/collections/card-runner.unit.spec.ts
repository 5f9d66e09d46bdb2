import { ApiError } from '../http/api-error';
import { cardFailure, cardSource } from './card-runner';

describe('what a card shows when it cannot run', () => {
  it('asks for an account when the source says it needs one', () => {
    const error = new ApiError(
      400,
      'datastore.select_account',
      { type: 'mysql' },
      { select_account: true },
    );
    expect(cardFailure(error, 'en-GB')).toMatchObject({ select_account: true });
  });

  it("shows the server's message for other refusals, without the account chooser", () => {
    const failure = cardFailure(
      new ApiError(403, 'plans.limit_reached.conversations_per_month', { plan: 'free', max: 300 }),
      'en-GB',
    );
    expect(failure.select_account).toBeUndefined();
    expect(failure.message).not.toBe('');
  });

  it('falls back to "Failed to load card" for anything unexpected', () => {
    expect(cardFailure(new Error('boom'), 'en-GB')).toEqual({
      message: 'Failed to load card. Tap to retry.',
    });
  });

  it('runs a card without a source on the demo source, and keeps a chosen account', () => {
    expect(cardSource({ type: '', datasource_id: '', account_id: '' })).toEqual({
      type: 'demo',
      datasource_id: 'demo',
    });
    expect(cardSource({ type: 'mysql', datasource_id: 'db1', account_id: 'orders' })).toEqual({
      type: 'mysql',
      datasource_id: 'db1',
      account_id: 'orders',
    });
  });
});
