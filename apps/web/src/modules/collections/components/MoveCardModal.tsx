import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { toast } from '../../shared/stores/useToastStore';
import { collectionsApi } from '../utils/collections-api';
import { PickCollectionModal } from './PickCollectionModal';

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
  const move = async (target: string) => {
    const { tenant } = await collectionsApi.moveCard(collectionId, target, cardId);
    setTenant(tenant);
    toast.success(t('collections.card_moved'));
    onMoved(target);
  };
  return (
    <PickCollectionModal
      title={t('collections.move.title')}
      submitLabel={t('collections.move.submit')}
      existingLabel={t('collections.move.existing')}
      exclude={[collectionId]}
      failureKey="collections.failed_to_move_card"
      onSubmit={move}
      onClose={onClose}
    />
  );
}
