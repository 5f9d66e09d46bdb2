import { useTranslation } from 'react-i18next';

export type ModalActionsProps = {
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  // Where a screen's own wording names the way back ("Cancel" is the default).
  cancelLabel?: string;
  // While the action cannot run yet (nothing chosen) or already runs.
  disabled?: boolean;
  // An action that cannot be undone is drawn in the danger colour.
  danger?: boolean;
};

// A modal's footer: the way back first, then the one action the modal is for.
export function ModalActions({
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  disabled,
  danger,
}: ModalActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="button" onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </button>
      <button
        type="button"
        className={`button ${danger ? 'button--danger' : 'button--primary'}`}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </>
  );
}
