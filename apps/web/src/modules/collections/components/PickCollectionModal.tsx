import { useCallback, useState } from 'react';
import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { toast } from '../../shared/stores/useToastStore';
import { collectionsApi } from '../utils/collections-api';
import { errorMessage, isConflict } from '../utils/error-message';
import { CollectionPicker } from './CollectionPicker';
import type { PickedCollection } from './CollectionPicker';
import { ModalActions } from '../../shared/components/ModalActions';

export type PickCollectionModalProps = {
  title: string;
  submitLabel: string;
  existingLabel: string;
  // The collections the card is in now, not offered as targets.
  exclude?: readonly string[];
  // The message key when the call fails for another reason than the card being there already.
  failureKey: string;
  onSubmit: (targetCollectionId: string) => Promise<void>;
  onClose: () => void;
};

// Pick an existing collection or name a new one (created first), then act on it: the move-card
// modal and "save to collection" differ only in what they do with the chosen collection.
export function PickCollectionModal({
  title,
  submitLabel,
  existingLabel,
  exclude,
  failureKey,
  onSubmit,
  onClose,
}: PickCollectionModalProps) {
  const { t } = useTranslation();
  const setTenant = useAuthStore((s) => s.setTenant);
  const [picked, setPicked] = useState<PickedCollection | null>(null);
  const [busy, setBusy] = useState(false);
  const onPick = useCallback((p: PickedCollection | null) => setPicked(p), []);
  const submit = async () => {
    if (!picked) return;
    setBusy(true);
    try {
      await onSubmit(await targetCollectionId(picked, setTenant));
    } catch (error) {
      toast.error(
        isConflict(error)
          ? t('collections.card_exist_in_collection')
          : errorMessage(error, t(failureKey)),
      );
    }
    setBusy(false);
  };
  return (
    <Modal
      isOpen
      size="small"
      title={title}
      onClose={onClose}
      footer={
        <ModalActions
          confirmLabel={submitLabel}
          onConfirm={() => void submit()}
          onCancel={onClose}
          cancelLabel={t('collections.cancel')}
          disabled={!picked || busy}
        />
      }
    >
      <CollectionPicker
        exclude={exclude}
        labels={{ existing: existingLabel, new: t('collections.move.new') }}
        onPick={onPick}
      />
    </Modal>
  );
}

async function targetCollectionId(
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
