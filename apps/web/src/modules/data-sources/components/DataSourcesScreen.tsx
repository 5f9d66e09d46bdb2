import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from '../../shared/components/Loader';
import { toast } from '../../shared/stores/useToastStore';
import { useDataSourcesStore } from '../stores/useDataSourcesStore';
import type { ConnectionRow } from '../types/data-sources';
import { connectionRows, sourceName } from '../utils/connections';
import { errorMessage } from '../utils/error-message';
import { AccountPickerModal } from './AccountPickerModal';
import { AddConnectionModal } from './AddConnectionModal';
import { ConnectionCard } from './ConnectionCard';
import { SourceSelector } from './SourceSelector';
import '../styles/data-sources.css';

// Spec §2 data sources page (/user/datasources).
export function DataSourcesScreen() {
  const { t } = useTranslation();
  const { catalogue, credentials, loading, load } = useDataSourcesStore();
  const [adding, setAdding] = useState(false);
  const [picking, setPicking] = useState<ConnectionRow | null>(null);
  const rows = useMemo(() => connectionRows(credentials), [credentials]);

  useEffect(() => {
    load().catch((error: unknown) =>
      toast.error(errorMessage(error, t('datastore.failed_to_fetch_accounts'))),
    );
  }, [load, t]);

  const entryOf = (type: string) => catalogue.find((e) => e.type === type);

  return (
    <section className="page ds-page">
      <header className="ds-page__header">
        <h1 className="page__title">{t('datastore.title')}</h1>
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          + {t('datastore.add_connection')}
        </button>
      </header>
      <p className="muted">{t('datastore.intro')}</p>
      <SourceSelector className="panel" />
      {loading && rows.length === 0 ? <Loader /> : null}
      {!loading && rows.length === 0 ? (
        <p className="panel muted">{t('datastore.no_connections')}</p>
      ) : null}
      {rows.map((row) => (
        <ConnectionCard
          key={`${row.type}:${row.datasource_id}`}
          row={row}
          name={sourceName(t, row.type, entryOf(row.type)?.name ?? row.type)}
          logo={entryOf(row.type)?.logo ?? `/datasource-logos/${row.type}.svg`}
          accountsSupported={entryOf(row.type)?.accounts ?? row.accounts.length > 0}
          onAddAccount={setPicking}
        />
      ))}
      <AddConnectionModal isOpen={adding} rows={rows} onClose={() => setAdding(false)} />
      <AccountPickerModal connection={picking} onClose={() => setPicking(null)} />
    </section>
  );
}
