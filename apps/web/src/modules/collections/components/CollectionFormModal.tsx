import { useState } from 'react';
import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../utils/error-message';
import { toast } from '../../shared/stores/useToastStore';
import { CollectionFields, emptyDraft } from './CollectionFields';
import type { CollectionDraft } from './CollectionFields';
import { ModalActions } from '../../shared/components/ModalActions';

export type CollectionFormModalProps = {
  initial?: CollectionDraft;
  onSave: (draft: CollectionDraft) => Promise<void>;
  onClose: () => void;
  failureKey: string;
};

// Spec §2/§5: create or edit a collection; save is disabled while the name is empty or a save runs.
export function CollectionFormModal({
  initial,
  onSave,
  onClose,
  failureKey,
}: CollectionFormModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CollectionDraft>(initial ?? emptyDraft);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const save = async () => {
    setTouched(true);
    if (draft.name.trim() === '') return;
    setSaving(true);
    try {
      await onSave({ ...draft, name: draft.name.trim() });
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t(failureKey)));
      setSaving(false);
    }
  };
  return (
    <Modal
      isOpen
      size="small"
      title={t(initial ? 'collections.edit_title' : 'collections.create_title')}
      onClose={onClose}
      footer={
        <ModalActions
          confirmLabel={t('collections.save')}
          onConfirm={() => void save()}
          onCancel={onClose}
          cancelLabel={t('collections.cancel')}
          disabled={saving || draft.name.trim() === ''}
        />
      }
    >
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        onBlur={() => setTouched(true)}
      >
        <CollectionFields draft={draft} onChange={setDraft} showErrors={touched} />
      </form>
    </Modal>
  );
}
