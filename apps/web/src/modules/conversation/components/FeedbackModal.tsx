import { useState } from 'react';
import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/stores/useToastStore';
import type { ConversationItem, FeedbackField } from '../types/conversation';
import { conversationApi } from '../utils/conversation-api';
import { ModalActions } from '../../shared/components/ModalActions';

const fields: readonly FeedbackField[] = ['harmful', 'not_true', 'not_helpful'];

export type FeedbackModalProps = {
  item: ConversationItem;
  sentiment: boolean;
  onClose: () => void;
};

// Spec §2: a message box; the three checkboxes only for a thumbs-down.
export function FeedbackModal({ item, sentiment, onClose }: FeedbackModalProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState<FeedbackField[]>([]);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await conversationApi.feedback({
        sentiment,
        message,
        fields: checked.join(','),
        data: { responses: item.responses },
        phrase: item.query.phrase,
      });
      toast.success(t('conversation.feedback_sent'));
      onClose();
    } catch {
      toast.error(t('feedback.failed_to_send'));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      isOpen
      title={t('conversation.feedback_title')}
      onClose={onClose}
      footer={
        <ModalActions
          confirmLabel={t('common.submit')}
          onConfirm={() => void send()}
          onCancel={onClose}
          disabled={sending}
        />
      }
    >
      {!sentiment ? (
        <fieldset className="feedback__fields">
          {fields.map((f) => (
            <label key={f} className="checkbox">
              <input
                type="checkbox"
                checked={checked.includes(f)}
                onChange={(e) =>
                  setChecked(e.target.checked ? [...checked, f] : checked.filter((x) => x !== f))
                }
              />
              {t(`conversation.fields.${f}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="pui-field">
        <span className="pui-field__label">{t('conversation.feedback_message')}</span>
        <textarea
          className="pui-input"
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
    </Modal>
  );
}
