import { useState } from 'react';
import type { AnswerCard } from '@parley/domain';
import { isDateRangeKey } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { toast } from '../../shared/stores/useToastStore';
import { registerCollectionsMessages } from '../constants/messages';
import { useCollectionsStore } from '../stores/useCollectionsStore';
import { collectionsApi } from '../utils/collections-api';
import { PickCollectionModal } from './PickCollectionModal';
import '../styles/collections.css';

registerCollectionsMessages();

// "Save to collection" under any answer in the conversation: the phrase with the answer's source
// (and its date range, when it is one the card editor offers) becomes a card.
export function SaveToCollection({ phrase, card }: { phrase: string; card: AnswerCard }) {
  const { t } = useTranslation();
  const setTenant = useAuthStore((s) => s.setTenant);
  const load = useCollectionsStore((s) => s.load);
  const [open, setOpen] = useState(false);
  const save = async (target: string) => {
    const { source, date_range } = card.query;
    const { tenant } = await collectionsApi.addCard({
      phrase,
      collection_id: target,
      type: source.type,
      datasource_id: source.datasource_id,
      account_id: source.account_id ?? '',
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
        className="button button--outline save-to-collection"
        onClick={() => setOpen(true)}
      >
        {t('collections.save_to.button')}
      </button>
      {open ? (
        <PickCollectionModal
          title={t('collections.save_to.title')}
          submitLabel={t('collections.save_to.submit')}
          existingLabel={t('collections.save_to.target')}
          failureKey="collections.failed_to_add_card"
          onSubmit={save}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
