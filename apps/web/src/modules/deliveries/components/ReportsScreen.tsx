import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { deliveriesApi } from '../utils/deliveries-api';
import type { Delivery } from '../utils/deliveries-api';
import { usePeriodLabel } from '../hooks/usePeriodLabel';
import '../styles/reports.css';

// Past organisation-strategy reports, newest first, each opening in full; and "send me a
// preview now".
export function ReportsScreen() {
  const { t } = useTranslation();
  const periodOf = usePeriodLabel();
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
          <li key={report._id} className="panel reports__item">
            <h2>
              {periodOf(report)}
              {report.preview ? ` (${t('deliveries.preview')})` : ''}
            </h2>
            {report.status === 'failed' ? (
              <p className="muted">{report.reason}</p>
            ) : (
              <p className="reports__summary">{(report.headlines ?? []).join(' ')}</p>
            )}
            {report.opens ? (
              <Link href={`/reports/${encodeURIComponent(report._id)}`} className="reports__open">
                {t('deliveries.open_report')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
