import { useMemo, useState } from 'react';
import type { AnswerCard } from '@parley/domain';
import { isDateRangeKey } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { toast } from '../../shared/stores/useToastStore';
import { registerCollectionsMessages } from '../constants/messages';
import { useCollectionsStore } from '../stores/useCollectionsStore';
import { collectionsApi } from '../utils/collections-api';
import { collectionsHolding } from '../utils/collection-text';
import { PickCollectionModal } from './PickCollectionModal';
import '../styles/collections.css';

registerCollectionsMessages();

// "Save to collection" under any answer in the conversation: the phrase with the answer's source
// (and its date range, when it is one the card editor offers) becomes a card.
export function SaveToCollection({ phrase, card }: { phrase: string; card: AnswerCard }) {
  const { t } = useTranslation();
  const setTenant = useAuthStore((s) => s.setTenant);
  const collections = useAuthStore((s) => s.tenant?.collections);
  const load = useCollectionsStore((s) => s.load);
  const [open, setOpen] = useState(false);
  const { source, date_range } = card.query;
  const account_id = source.account_id ?? '';
  // Read from the tenant's collections rather than remembered here, so the answer still shows
  // where it is saved after a reload, and after a save made from another answer or device.
  const savedIn = useMemo(
    () =>
      collectionsHolding(collections ?? [], {
        phrase,
        type: source.type,
        datasource_id: source.datasource_id,
        account_id,
      }),
    [collections, phrase, source.type, source.datasource_id, account_id],
  );
  const save = async (target: string) => {
    const { tenant } = await collectionsApi.addCard({
      phrase,
      collection_id: target,
      type: source.type,
      datasource_id: source.datasource_id,
      account_id,
      interval: 0,
      variables: date_range && isDateRangeKey(date_range) ? { date1: { date_range } } : {},
    });
    setTenant(tenant);
    void load();
    toast.success(t('collections.question_added'));
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className={`button button--outline save-to-collection${savedIn.length > 0 ? ' save-to-collection--saved' : ''}`}
        onClick={() => setOpen(true)}
      >
        {savedIn.length > 0
          ? t('collections.save_to.saved', { names: savedIn.map((c) => c.name).join(', ') })
          : t('collections.save_to.button')}
      </button>
      {open ? (
        <PickCollectionModal
          title={t('collections.save_to.title')}
          submitLabel={t('collections.save_to.submit')}
          existingLabel={t('collections.save_to.target')}
          exclude={savedIn.map((c) => c.id)}
          failureKey="collections.failed_to_add_card"
          onSubmit={save}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
