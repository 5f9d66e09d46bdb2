import { useEffect, useState } from 'react';
import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/stores/useToastStore';
import type { ConnectionRow, CredentialAccount } from '../types/data-sources';
import { dataSourcesApi } from '../utils/data-sources-api';
import { errorMessage } from '../utils/error-message';
import { useDataSourcesStore } from '../stores/useDataSourcesStore';
import { ModalActions } from '../../shared/components/ModalActions';

export type AccountPickerModalProps = { connection: ConnectionRow | null; onClose: () => void };

// Spec §2 account picker: the provider's accounts as radio buttons; Save stays disabled until one is chosen.
export function AccountPickerModal({ connection, onClose }: AccountPickerModalProps) {
  const { t } = useTranslation();
  const setCredentials = useDataSourcesStore((s) => s.setCredentials);
  const [accounts, setAccounts] = useState<CredentialAccount[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setAccounts(null);
    setChosen('');
    if (!connection) return;
    dataSourcesApi
      .accounts({ type: connection.type, datasource_id: connection.datasource_id })
      .then(setAccounts)
      .catch((error: unknown) => {
        toast.error(errorMessage(error, t('datastore.failed_to_fetch_accounts')));
        setAccounts([]);
      });
  }, [connection, t]);

  const save = async () => {
    const account = accounts?.find((a) => a.account_id === chosen);
    if (!connection || !account) return toast.error(t('datastore.invalid_configuration'));
    setBusy(true);
    try {
      const target = { type: connection.type, datasource_id: connection.datasource_id };
      const { credentials } = await dataSourcesApi.addAccount(target, account);
      setCredentials(
        (
          await dataSourcesApi
            .selectAccount(target, account.account_id)
            .catch(() => ({ credentials }))
        ).credentials,
      );
      toast.success(t('datastore.saved'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('datastore.account_selection_failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      isOpen={connection !== null}
      size="small"
      title={t('datastore.choose_account')}
      onClose={onClose}
      footer={
        <ModalActions
          confirmLabel={t('common.save')}
          onConfirm={() => void save()}
          onCancel={onClose}
          disabled={!chosen || busy}
        />
      }
    >
      {accounts === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : accounts.length === 0 ? (
        <p className="muted">{t('datastore.no_accounts')}</p>
      ) : (
        <fieldset className="ds-accounts-picker">
          <legend className="visually-hidden">{t('datastore.choose_account')}</legend>
          {accounts.map((account) => (
            <label key={account.account_id} className="ds-radio">
              <input
                type="radio"
                name="account"
                value={account.account_id}
                checked={chosen === account.account_id}
                onChange={() => setChosen(account.account_id)}
              />
              <span>{account.name}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Modal>
  );
}
