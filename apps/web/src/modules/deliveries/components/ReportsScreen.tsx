import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveriesApi } from '../utils/deliveries-api';
import type { Delivery } from '../utils/deliveries-api';

// Past organisation-strategy reports, newest first, and "send me a preview now".
export function ReportsScreen() {
  const { t, i18n } = useTranslation();
  const [reports, setReports] = useState<Delivery[] | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    let alive = true;
    deliveriesApi
      .reports()
      .then((reply) => alive && setReports(reply.reports))
      .catch(() => alive && setReports([]));
    return () => {
      alive = false;
    };
  }, []);
  const preview = () => {
    setStatus('');
    deliveriesApi
      .previewReport()
      .then(() => setStatus(t('deliveries.preview_sent')))
      .catch((error: Error) => setStatus(error.message));
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="page reports">
      <header className="collections__header">
        <h1 className="page__title">{t('deliveries.reports_title')}</h1>
        <button type="button" className="button button--primary" onClick={preview}>
          {t('deliveries.send_report_preview')}
        </button>
      </header>
      <p role="status" className="muted">
        {status}
      </p>
      {reports && reports.length === 0 ? (
        <p className="panel muted">{t('deliveries.no_reports')}</p>
      ) : null}
      <ul className="reports__list">
        {(reports ?? []).map((report) => (
          <li key={report._id} className="panel">
            <h2>
              {report.periodFrom && report.periodTo
                ? `${date.format(new Date(report.periodFrom))} – ${date.format(new Date(report.periodTo))}`
                : date.format(new Date(report.at))}
              {report.preview ? ` (${t('deliveries.preview')})` : ''}
            </h2>
            {report.status === 'failed' ? (
              <p className="muted">{report.reason}</p>
            ) : (
              <ul>
                {(report.headlines ?? []).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
