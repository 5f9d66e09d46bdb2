import type { NotificationFrequency } from '@parley/domain';
import type { Projection, ProjectedEvent } from '../../projections/projection';

export const REPORT_SCHEDULES = 'report-schedules';

// Who gets the organisation-strategy report and how often: one document per tenant that saved
// a strategy, from the first save on (earlier periods are not due).
export type ReportScheduleDocument = {
  _id: string;
  tenantId: string;
  frequency: NotificationFrequency;
  since: string;
};

export const reportSchedulesProjection: Projection<ReportScheduleDocument> = {
  collection: REPORT_SCHEDULES,
  canHandle: (event) =>
    event.stream.startsWith('tenant-') &&
    (event.type === 'OrganisationStrategySaved' || event.type === 'AccountDeleted'),
  documentId: (event) => event.stream.slice('tenant-'.length),
  evolve: (doc, event: ProjectedEvent) => {
    if (event.type === 'AccountDeleted') return null;
    const tenantId = event.stream.slice('tenant-'.length);
    const frequency = (event.data.notification_frequency as NotificationFrequency) || 'monthly';
    return { _id: tenantId, tenantId, frequency, since: doc?.since ?? event.time };
  },
  forget: (tenantId) => ({ tenantId }),
};
