import { useCallback, useState } from 'react';
import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { toast } from '../../shared/stores/useToastStore';
import { collectionsApi } from '../utils/collections-api';
import { errorMessage, isConflict } from '../utils/error-message';
import { CollectionPicker } from './CollectionPicker';
import type { PickedCollection } from './CollectionPicker';

export async function targetCollectionId(
  picked: PickedCollection,
  setTenant: ReturnType<typeof useAuthStore.getState>['setTenant'],
): Promise<string> {
  if (picked.kind === 'existing') return picked.id;
  const { tenant, collection } = await collectionsApi.create({
    name: picked.draft.name.trim(),
    digest: picked.draft.digest,
  });
  setTenant(tenant);
  return collection.id;
}

// Spec §2 move-card modal: another existing collection, or a new one (submit needs its name).
export function MoveCardModal({
  collectionId,
  cardId,
  onClose,
  onMoved,
}: {
  collectionId: string;
  cardId: string;
  onClose: () => void;
  onMoved: (target: string) => void;
}) {
  const { t } = useTranslation();
  const setTenant = useAuthStore((s) => s.setTenant);
  const [picked, setPicked] = useState<PickedCollection | null>(null);
  const [busy, setBusy] = useState(false);
  const onPick = useCallback((p: PickedCollection | null) => setPicked(p), []);
  const move = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      const target = await targetCollectionId(picked, setTenant);
      const { tenant } = await collectionsApi.moveCard(collectionId, target, cardId);
      setTenant(tenant);
      toast.success(t('collections.card_moved'));
      onMoved(target);
    } catch (error) {
      toast.error(
        isConflict(error)
          ? t('collections.card_exist_in_collection')
          : errorMessage(error, t('collections.failed_to_move_card')),
      );
      setBusy(false);
    }
  };
  return (
    <Modal
      isOpen
      size="small"
      title={t('collections.move.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('collections.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!picked || busy}
            onClick={() => void move()}
          >
            {t('collections.move.submit')}
          </button>
        </>
      }
    >
      <CollectionPicker
        exclude={collectionId}
        labels={{ existing: t('collections.move.existing'), new: t('collections.move.new') }}
        onPick={onPick}
      />
    </Modal>
  );
}
