import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { Icon } from '../../shared/components/Icon';
import { toast } from '../../shared/stores/useToastStore';
import { useDataSourcesStore } from '../stores/useDataSourcesStore';
import type { ConnectionRow, CredentialsMap } from '../types/data-sources';
import { actionsOf } from '../utils/connections';
import { dataSourcesApi } from '../utils/data-sources-api';
import { errorMessage } from '../utils/error-message';

export type ConnectionCardProps = {
  row: ConnectionRow;
  name: string;
  logo: string;
  accountsSupported: boolean;
  onAddAccount: (row: ConnectionRow) => void;
};

// One connection: its badge, its action (Connect / Activate / Revoke) and its accounts.
export function ConnectionCard({
  row,
  name,
  logo,
  accountsSupported,
  onAddAccount,
}: ConnectionCardProps) {
  const { t } = useTranslation();
  const setCredentials = useDataSourcesStore((s) => s.setCredentials);
  const target = { type: row.type, datasource_id: row.datasource_id };
  const [confirming, setConfirming] = useState(false);
  // A database connection is named after its database, with who signs in where under it.
  const database = row.type === 'postgresql' || row.type === 'mysql';
  const title = database && row.user?.name ? row.user.name : name;
  const detail = database
    ? [name, row.user?.email].filter(Boolean).join(' · ')
    : row.user?.email || row.name || row.datasource_id;

  const run = async (
    work: () => Promise<{ credentials: CredentialsMap }>,
    success: string,
    failure: string,
  ) => {
    try {
      setCredentials((await work()).credentials);
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error, failure));
    }
  };

  const removeFile = async () => {
    try {
      await dataSourcesApi.removeFile(row.datasource_id);
      setCredentials((await dataSourcesApi.credentials()).credentials);
      toast.success(t('datastore.file_removed'));
    } catch (error) {
      toast.error(errorMessage(error, t('datastore.invalid_configuration')));
    }
  };

  const removeDatabase = async () => {
    setConfirming(false);
    try {
      await dataSourcesApi.removeDatabase(target);
      setCredentials((await dataSourcesApi.credentials()).credentials);
      toast.success(t('datastore.database_removed'));
    } catch (error) {
      toast.error(errorMessage(error, t('datastore.invalid_configuration')));
    }
  };

  return (
    <article className="panel ds-connection" data-testid={`connection-${row.type}`}>
      <header className="ds-connection__header">
        <img className="ds-logo" src={logo} alt="" />
        <div className="ds-connection__title">
          <strong>{title}</strong>
          <span className="muted">{detail}</span>
        </div>
        <span className={`ds-badge ds-badge--${row.status}`}>
          {t(`datastore.status.${row.status}`)}
        </span>
        {actionsOf(row).map((action) =>
          action === 'connect' ? (
            <a
              key={action}
              className="button button--primary"
              href={dataSourcesApi.oauthUrl(row.type)}
            >
              {t('datastore.connect')}
            </a>
          ) : action === 'activate' ? (
            <button
              key={action}
              type="button"
              className="button"
              onClick={() =>
                void run(
                  () => dataSourcesApi.activate(target),
                  t('datastore.saved'),
                  t('datastore.invalid_configuration'),
                )
              }
            >
              {t('datastore.activate')}
            </button>
          ) : (
            <button
              key={action}
              type="button"
              className="button button--danger"
              onClick={() =>
                void run(
                  () => dataSourcesApi.revoke(target),
                  t('datastore.access_revoked'),
                  t('datastore.failed_to_revoke_account'),
                )
              }
            >
              {t('datastore.revoke')}
            </button>
          ),
        )}
        {database ? (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t('datastore.remove_database')}
          </button>
        ) : null}
        {row.type === 'file' ? (
          <button type="button" className="button" onClick={() => void removeFile()}>
            {t('datastore.remove_file')}
          </button>
        ) : null}
      </header>
      {accountsSupported ? (
        <div className="ds-connection__accounts">
          <h3 className="ds-connection__subtitle">{t('datastore.accounts')}</h3>
          <ul className="ds-account-list">
            {row.accounts.map((account) => (
              <li key={account.account_id} className="ds-account">
                <span>{account.name}</span>
                {row.selected_account === account.account_id ? (
                  <span className="ds-badge ds-badge--active">{t('datastore.selected')}</span>
                ) : null}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('datastore.remove_account', { name: account.name })}
                  onClick={() =>
                    void run(
                      () => dataSourcesApi.removeAccount(target, account.account_id),
                      t('datastore.saved'),
                      t('datastore.failed_to_remove_account'),
                    )
                  }
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
          </ul>
          {row.status === 'active' ? (
            <button type="button" className="link-button" onClick={() => onAddAccount(row)}>
              + {t('datastore.add_account')}
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmModal
        isOpen={confirming}
        danger
        title={t('datastore.remove_database_title')}
        message={t('datastore.remove_database_confirm', { name: title })}
        confirmLabel={t('datastore.remove_database')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void removeDatabase()}
      />
    </article>
  );
}
