import { useState } from 'react';
import type { CollectionQuestion } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { NativeSelect } from './NativeSelect';

// The accounts the tenant connected for a source (spec §3 credentials map).
export function useAccounts(
  type: string,
  datasourceId: string,
): { label: string; value: string }[] {
  const credentials = useAuthStore((s) => s.tenant?.credentials);
  const accounts = credentials?.[type]?.[datasourceId]?.accounts ?? [];
  return accounts.map((account) => ({ label: account.name, value: account.account_id }));
}

// Spec §4 select account: Save stays disabled until an account is chosen.
export function AccountChooser({
  question,
  message,
  onSave,
}: {
  question: CollectionQuestion;
  message?: string;
  onSave: (accountId: string) => void;
}) {
  const { t } = useTranslation();
  const accounts = useAccounts(question.type, question.datasource_id);
  const [chosen, setChosen] = useState('');
  return (
    <div className="account-chooser" role="group" aria-label={t('collections.card.select_account')}>
      <p>{message ?? t('collections.card.select_account')}</p>
      <NativeSelect
        label={t('collections.card.account')}
        value={chosen}
        options={[{ label: '—', value: '' }, ...accounts]}
        onChange={setChosen}
      />
      <button
        type="button"
        className="button button--primary"
        disabled={chosen === ''}
        onClick={() => onSave(chosen)}
      >
        {t('collections.card.save_account')}
      </button>
    </div>
  );
}
