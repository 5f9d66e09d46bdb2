import { useState } from 'react';
import type { AnswerCard, ChartType } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../modal/Modal';
import { cardToCsv, csvFileName, filePrefix } from '../utils/csv';
import { exportPdf, exportPng } from '../utils/export-image';

export type ExportModalProps = {
  card: AnswerCard;
  chartType: ChartType | null;
  productName: string;
  isOpen: boolean;
  onClose: () => void;
  onEmail?: (card: AnswerCard, chartType: ChartType | null) => Promise<void>;
  target: () => HTMLElement | null;
};

function download(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Spec §2 export modal: PDF, PNG, CSV or e-mail me.
export function ExportModal({
  card,
  chartType,
  productName,
  isOpen,
  onClose,
  onEmail,
  target,
}: ExportModalProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [rendering, setRendering] = useState(false);
  // The modal closes first so the picture shows the card alone.
  const picture = async (kind: 'png' | 'pdf') => {
    const node = target();
    if (!node) return;
    setRendering(true);
    onClose();
    try {
      if (kind === 'png') await exportPng(node);
      else await exportPdf(node, filePrefix(productName));
    } finally {
      setRendering(false);
    }
  };
  const email = async () => {
    if (!onEmail) return;
    setSending(true);
    try {
      await onEmail(card, chartType);
      onClose();
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal isOpen={isOpen} title={t('ui.export.title')} onClose={onClose} size="small">
      <div className="pui-export">
        <button
          type="button"
          className="pui-export__option"
          onClick={() =>
            download(
              csvFileName(productName, new Date()),
              cardToCsv(card),
              'text/csv;charset=utf-8',
            )
          }
        >
          <strong>{t('ui.export.csv')}</strong>
        </button>
        <button
          type="button"
          className="pui-export__option"
          disabled={rendering}
          onClick={() => void picture('pdf')}
        >
          <strong>{t('ui.export.pdf')}</strong>
        </button>
        <button
          type="button"
          className="pui-export__option"
          disabled={rendering}
          onClick={() => void picture('png')}
        >
          <strong>{t('ui.export.png')}</strong>
        </button>
        {onEmail ? (
          <button
            type="button"
            className="pui-export__option"
            onClick={() => void email()}
            disabled={sending}
          >
            <strong>{sending ? t('ui.export.sending') : t('ui.export.email')}</strong>
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
