import { useEffect, useState } from 'react';
import type { StrategyReportSection } from '@parley/domain';
import { ChartSvg } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Loader } from '../../shared/components/Loader';
import { deliveriesApi } from '../utils/deliveries-api';
import type { Delivery } from '../utils/deliveries-api';
import { usePeriodLabel } from '../hooks/usePeriodLabel';
import '../styles/reports.css';

const CHART = { width: 640, height: 260 };

// One organisation-strategy report in full: the same document the mail was written from
// (issue 29) — the summary, then each topic and each client with its figure, changes, movers,
// anomaly and chart.
export function ReportScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const periodOf = usePeriodLabel();
  const [report, setReport] = useState<Delivery | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    deliveriesApi
      .report(id)
      .then((reply) => alive && setReport(reply.report))
      .catch(() => alive && setReport(null));
    return () => {
      alive = false;
    };
  }, [id]);
  if (report === undefined) return <Loader />;
  const doc = report?.content;
  if (!report || !doc)
    return (
      <section className="page report">
        <p className="panel muted">{t('deliveries.report_not_found')}</p>
        <Link href="/reports">{t('deliveries.back_to_reports')}</Link>
      </section>
    );
  const topics = doc.sections.filter((s) => s.kind === 'topic');
  const clients = doc.sections.filter((s) => s.kind === 'client');
  return (
    <article className="page report">
      <Link href="/reports" className="report__back">
        {t('deliveries.back_to_reports')}
      </Link>
      <h1 className="page__title">{doc.business}</h1>
      <p className="muted">
        {/* A source without dates: the report says it speaks of all its rows, not a period. */}
        {doc.from ? periodOf(report) : doc.period}
        {report.preview ? ` (${t('deliveries.preview')})` : ''}
      </p>
      <section className="panel report__summary" aria-labelledby="report-summary">
        <h2 id="report-summary">{t('deliveries.report_summary')}</h2>
        <p>{doc.summary.join(' ')}</p>
      </section>
      {topics.map((section) => (
        <ReportSection key={`${section.kind}:${section.title}`} section={section} />
      ))}
      {clients.length || doc.notes.length ? (
        <>
          <h2 className="report__group">{t('deliveries.report_clients')}</h2>
          {doc.notes.map((note) => (
            <p key={note} className="muted">
              {note}
            </p>
          ))}
          {clients.map((section) => (
            <ReportSection key={`${section.kind}:${section.title}`} section={section} />
          ))}
        </>
      ) : null}
    </article>
  );
}

function ReportSection({ section }: { section: StrategyReportSection }) {
  const { t, i18n } = useTranslation();
  const chart = section.chart;
  return (
    <section className="panel report__section" data-testid="report-section">
      <h2>{section.title}</h2>
      <p className="muted">{t('deliveries.report_read_as', { readAs: section.readAs })}</p>
      <p className="report__headline">
        <strong data-testid="report-headline">{section.headline.value}</strong>{' '}
        <span className="muted">{section.headline.label}</span>
      </p>
      {section.changes.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {section.movers.length ? (
        <>
          <h3>{t('deliveries.report_movers')}</h3>
          <ul className="report__movers">
            {section.movers.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {section.groups?.length ? (
        <>
          <h3>{t('deliveries.report_groups')}</h3>
          <ul className="report__movers">
            {section.groups.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {section.places?.length ? (
        <>
          <h3>{t('deliveries.report_places')}</h3>
          <ul className="report__movers">
            {section.places.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {section.anomaly ? <p className="report__anomaly">{section.anomaly}</p> : null}
      {chart && chart.chart[0] ? (
        <div className="report__chart">
          <ChartSvg
            card={chart}
            chart={chart.chart[0]}
            width={CHART.width}
            height={CHART.height}
            locale={i18n.language}
            label={t(
              section.groups ? 'deliveries.report_chart_groups' : 'deliveries.report_chart',
              {
                title: chart.title,
              },
            )}
          />
        </div>
      ) : null}
      <p
        className="muted report__ask"
        data-testid="report-question"
        data-question={section.question}
      >
        {t('deliveries.report_ask', { question: section.question })}
      </p>
    </section>
  );
}
