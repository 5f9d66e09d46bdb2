import { ask } from '../engine/ask';
import type { DataSource } from '../engine/data-source';
import { weatherModel } from '../testing/fixture-models';
import { SourceError } from './source-error';

const failing = (error: Error): DataSource => ({
  model: weatherModel(),
  db: { rows: () => Promise.reject(error) },
  close: () => undefined,
});

describe('a failing source answers in words', () => {
  it('passes on the message key a source gave its failure', async () => {
    expect(
      await ask(failing(new SourceError('datastore.db_timeout_question')), {
        phrase: 'total precipitation',
        now: '2015-06-01',
      }),
    ).toEqual({ error: 'datastore.db_timeout_question' });
  });

  it('keeps any other failure generic, so database text never reaches the person', async () => {
    const result = await ask(
      failing(new Error('relation "secret_internal_table" does not exist')),
      { phrase: 'total precipitation', now: '2015-06-01' },
    );
    expect(result).toEqual({ error: 'This question could not be answered from this data.' });
  });
});
