import { useCallback, useState } from 'react';
import type { AnswerCard } from '@parley/domain';
import { isDateRangeKey } from '@parley/domain';
import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { toast } from '../../shared/stores/useToastStore';
import { registerCollectionsMessages } from '../constants/messages';
import { useCollectionsStore } from '../stores/useCollectionsStore';
import { collectionsApi } from '../utils/collections-api';
import { errorMessage, isConflict } from '../utils/error-message';
import { CollectionPicker } from './CollectionPicker';
import type { PickedCollection } from './CollectionPicker';
import { targetCollectionId } from './MoveCardModal';
import '../styles/collections.css';

registerCollectionsMessages();

// "Save to collection" under any answer in the conversation: the phrase with the answer's source
// (and its date range, when it is one the card editor offers) becomes a card.
export function SaveToCollection({ phrase, card }: { phrase: string; card: AnswerCard }) {
  const { t } = useTranslation();
  const setTenant = useAuthStore((s) => s.setTenant);
  const load = useCollectionsStore((s) => s.load);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedCollection | null>(null);
  const [busy, setBusy] = useState(false);
  const onPick = useCallback((p: PickedCollection | null) => setPicked(p), []);
  const save = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      const target = await targetCollectionId(picked, setTenant);
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
    } catch (error) {
      toast.error(
        isConflict(error)
          ? t('collections.card_exist_in_collection')
          : errorMessage(error, t('collections.failed_to_add_card')),
      );
    }
    setBusy(false);
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
        <Modal
          isOpen
          size="small"
          title={t('collections.save_to.title')}
          onClose={() => setOpen(false)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setOpen(false)}>
                {t('collections.cancel')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={!picked || busy}
                onClick={() => void save()}
              >
                {t('collections.save_to.submit')}
              </button>
            </>
          }
        >
          <CollectionPicker
            labels={{ existing: t('collections.save_to.target'), new: t('collections.move.new') }}
            onPick={onPick}
          />
        </Modal>
      ) : null}
    </>
  );
}
