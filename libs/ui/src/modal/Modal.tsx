import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { modalOpened } from './modal-count';
import '../styles/ui.css';

export type ModalProps = {
  isOpen: boolean;
  title: string;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large' | 'wide';
};

function OpenMarker() {
  useEffect(() => modalOpened(), []);
  return null;
}

// Spec §2: the generic modal never closes on an outside click or Esc; only its own buttons close it.
export function Modal({ isOpen, title, onClose, children, footer, size = 'medium' }: ModalProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled
      className="pui-modal-overlay"
    >
      <AriaModal className={`pui-modal pui-modal--${size}`}>
        <OpenMarker />
        <Dialog className="pui-modal__dialog">
          <header className="pui-modal__header">
            <Heading slot="title" className="pui-modal__title">
              {title}
            </Heading>
            {onClose ? (
              <button
                type="button"
                className="pui-icon-button"
                aria-label={t('ui.close')}
                onClick={onClose}
              >
                ×
              </button>
            ) : null}
          </header>
          <div className="pui-modal__body">{children}</div>
          {footer ? <footer className="pui-modal__footer">{footer}</footer> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
