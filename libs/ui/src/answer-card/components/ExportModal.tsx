import { useEffect, useRef, useState } from 'react';
import type { AnswerCard, CardChart, ChartType } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useElementSize } from '../../hooks/useElementWidth';
import { Modal } from '../../modal/Modal';
import { cardToCsv } from '../utils/csv';
import { exportPdf, exportPng } from '../utils/export-image';
import { exportFileName } from '../utils/file-name';
import { tableModel } from '../utils/table-model';
import { CardSheet } from './CardSheet';

export type ExportModalProps = {
  card: AnswerCard;
  chart: CardChart | undefined;
  chartType: ChartType | null;
  productName: string;
  locale: string;
  isOpen: boolean;
  onClose: () => void;
  onEmail?: (card: AnswerCard, chartType: ChartType | null) => Promise<void>;
  // Where the PDF's Unicode font is served (the web app ships DejaVu Sans there).
  pdfFontUrl?: string;
};

// The width a picture of the card is laid out at, whatever the screen: a PNG or PDF from a phone
// looks like one from a desktop.
const sheetWidth = 960;
const sheetChartHeight = 320;

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

type Picture = 'png' | 'pdf';

// Spec §2 export modal, opened by the card's expand button: the card large, with PDF, PNG, CSV and
// "e-mail me" beside it (below it on a phone). Pictures are taken of a flat copy of the card laid
// out off screen at a fixed width, never of the scroll boxes on screen.
export function ExportModal({
  card,
  chart,
  chartType,
  productName,
  locale,
  isOpen,
  onClose,
  onEmail,
  pdfFontUrl = '/fonts/DejaVuSans.ttf',
}: ExportModalProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [mainRef, main] = useElementSize<HTMLDivElement>(100);
  const sheetRef = useRef<HTMLDivElement>(null);
  const name = (ext: 'csv' | 'png' | 'pdf') =>
    exportFileName(productName, card.title, new Date(), ext);

  // The flat copy renders first; the picture is taken once it is in the page.
  useEffect(() => {
    const sheet = sheetRef.current;
    if (!picture || !sheet) return;
    const take =
      picture === 'png'
        ? exportPng(sheet, name('png'))
        : exportPdf(
            {
              title: card.title,
              text: card.text,
              table: tableModel(card, locale, t),
              footer: sheet.querySelector('.pui-card__footer')?.textContent ?? '',
              chart: sheet.querySelector<HTMLElement>('.pui-sheet__chart'),
              fontUrl: pdfFontUrl,
            },
            name('pdf'),
          );
    take.finally(() => setPicture(null)).catch(() => undefined);
  }, [picture]);

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
  const option = (label: string, onPress: () => void, disabled = false) => (
    <button type="button" className="pui-export__option" onClick={onPress} disabled={disabled}>
      <strong>{label}</strong>
    </button>
  );
  return (
    <Modal isOpen={isOpen} title={card.title || t('ui.export.title')} onClose={onClose} size="wide">
      <div className="pui-expanded">
        <div ref={mainRef} className="pui-expanded__card">
          {main.width > 0 ? (
            <CardSheet
              card={card}
              chart={chart}
              locale={locale}
              width={main.width}
              chartHeight={Math.min(sheetChartHeight, Math.max(180, main.width / 2))}
              showInsights
              showTitle={false}
            />
          ) : null}
        </div>
        <section className="pui-expanded__exports" aria-label={t('ui.export.title')}>
          <h3 className="pui-expanded__heading">{t('ui.export.title')}</h3>
          <div className="pui-export">
            {option(t('ui.export.pdf'), () => setPicture('pdf'), picture !== null)}
            {option(t('ui.export.png'), () => setPicture('png'), picture !== null)}
            {option(t('ui.export.csv'), () =>
              download(name('csv'), cardToCsv(card), 'text/csv;charset=utf-8'),
            )}
            {onEmail
              ? option(
                  sending ? t('ui.export.sending') : t('ui.export.email'),
                  () => void email(),
                  sending,
                )
              : null}
          </div>
        </section>
      </div>
      {picture ? (
        <div className="pui-export-stage" aria-hidden="true">
          <CardSheet
            ref={sheetRef}
            card={card}
            chart={chart}
            locale={locale}
            width={sheetWidth}
            chartHeight={sheetChartHeight}
          />
        </div>
      ) : null}
    </Modal>
  );
}
