import i18next from 'i18next';
import { sourceName } from '../utils/connections';
import { dataSourcesMessages } from './messages';

// The upload message as a person reads it: one row is "1 row", large counts are grouped.
describe('the upload message', () => {
  const translator = async (lng: 'en-US' | 'tr') => {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      resources: { [lng]: { translation: dataSourcesMessages[lng] } },
      interpolation: { escapeValue: false },
    });
    return instance.t.bind(instance);
  };

  it('says row for one and rows for more, with grouped digits, in English', async () => {
    const t = await translator('en-US');
    expect(t('datastore.uploaded', { name: 'one.csv', count: 1 })).toBe('one.csv is ready: 1 row.');
    expect(t('datastore.uploaded', { name: 'sales.csv', count: 12345 })).toBe(
      'sales.csv is ready: 12,345 rows.',
    );
  });

  it('keeps the Turkish noun singular after a number', async () => {
    const t = await translator('tr');
    expect(t('datastore.uploaded', { name: 'satış.csv', count: 12345 })).toBe(
      'satış.csv hazır: 12.345 satır.',
    );
  });
});

describe('source names', () => {
  it('are in the interface language, except brands, which keep the name the API gives', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'tr', resources: { tr: { translation: dataSourcesMessages.tr } } });
    const t = instance.t.bind(instance);
    expect(sourceName(t, 'file', 'File (CSV, JSON, Parquet, Excel)')).toBe(
      'Dosya (CSV, JSON, Parquet, Excel)',
    );
    expect(sourceName(t, 'demo', 'Demo store')).toBe('Demo mağaza');
    expect(sourceName(t, 'postgresql', 'PostgreSQL')).toBe('PostgreSQL');
  });
});
