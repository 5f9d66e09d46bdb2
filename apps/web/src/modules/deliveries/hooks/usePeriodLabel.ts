import { useTranslation } from 'react-i18next';
import type { Delivery } from '../utils/deliveries-api';

// "2 Nov 2026 – 8 Nov 2026": the period a report speaks of, in the interface's language
// (calendar days: read in UTC so no time zone moves them).
export function usePeriodLabel(): (
  report: Pick<Delivery, 'periodFrom' | 'periodTo' | 'at'>,
) => string {
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (report) =>
    report.periodFrom && report.periodTo
      ? date.formatRange(
          new Date(`${report.periodFrom}T00:00:00Z`),
          new Date(`${report.periodTo}T00:00:00Z`),
        )
      : date.format(new Date(report.at));
}
