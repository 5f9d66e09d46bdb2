import { Modal } from '@parley/ui';
import { ModalActions } from './ModalActions';

export type ConfirmModalProps = {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmModal({
  isOpen,
  title,
  message,
  confirmLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      size="small"
      title={title}
      onClose={onCancel}
      footer={
        <ModalActions
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          onCancel={onCancel}
          danger={danger}
        />
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
