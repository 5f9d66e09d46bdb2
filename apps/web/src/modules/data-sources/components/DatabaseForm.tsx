import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/stores/useToastStore';
import { useDataSourcesStore } from '../stores/useDataSourcesStore';
import type { DatabaseForm as Form, DatabaseType, TableInfo } from '../types/data-sources';
import { dataSourcesApi } from '../utils/data-sources-api';
import { errorMessage } from '../utils/error-message';

export type DatabaseFormProps = { type: DatabaseType; onDone: () => void };

const PORTS: Record<DatabaseType, string> = { postgresql: '5432', mysql: '3306' };

// "Test connection" first: it lists the tables and views; saving keeps the chosen ones as accounts.
export function DatabaseForm({ type, onDone }: DatabaseFormProps) {
  const { t } = useTranslation();
  const setCredentials = useDataSourcesStore((s) => s.setCredentials);
  const [form, setForm] = useState<Form>({
    type,
    host: '',
    port: PORTS[type],
    database: '',
    user: '',
    password: '',
    ssl: false,
  });
  const [tables, setTables] = useState<TableInfo[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const ready = form.host.trim() && form.database.trim() && form.user.trim();

  const field = (
    key: 'host' | 'port' | 'database' | 'user' | 'password',
    label: string,
    kind = 'text',
  ) => (
    <label className="pui-field">
      <span className="pui-field__label">{label}</span>
      <input
        className="pui-input"
        type={kind}
        value={form[key]}
        autoComplete={key === 'password' ? 'new-password' : 'off'}
        onChange={(e) => {
          setForm({ ...form, [key]: e.target.value });
          setTables(null);
        }}
      />
    </label>
  );

  const test = async () => {
    setBusy(true);
    try {
      const result = await dataSourcesApi.testDatabase(form);
      setTables(result.tables);
      toast.success(t('datastore.connection_ok'));
    } catch (error) {
      toast.error(errorMessage(error, t('datastore.invalid_configuration')));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    setBusy(true);
    try {
      await dataSourcesApi.connectDatabase(form, chosen);
      setCredentials((await dataSourcesApi.credentials()).credentials);
      toast.success(t('datastore.saved'));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('datastore.invalid_configuration')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ds-database" onSubmit={(e) => e.preventDefault()}>
      <div className="form-grid">
        {field('host', t('datastore.host'))}
        {field('port', t('datastore.port'), 'number')}
        {field('database', t('datastore.database'))}
        {field('user', t('datastore.user'))}
        {field('password', t('datastore.password'), 'password')}
        <label className="ds-check">
          <input
            type="checkbox"
            checked={form.ssl}
            onChange={(e) => setForm({ ...form, ssl: e.target.checked })}
          />
          <span>{t('datastore.ssl')}</span>
        </label>
      </div>
      {tables ? (
        <fieldset className="ds-tables">
          <legend>{t('datastore.tables')}</legend>
          {tables.length === 0 ? <p className="muted">{t('datastore.no_accounts')}</p> : null}
          {tables.map((table) => (
            <label key={table.name} className="ds-check">
              <input
                type="checkbox"
                checked={chosen.includes(table.name)}
                onChange={(e) =>
                  setChosen(
                    e.target.checked
                      ? [...chosen, table.name]
                      : chosen.filter((n) => n !== table.name),
                  )
                }
              />
              <span>{table.kind === 'view' ? `${table.name} (view)` : table.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={!ready || busy}
          onClick={() => void test()}
        >
          {t('datastore.test_connection')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!tables || chosen.length === 0 || busy}
          onClick={() => void save()}
        >
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
