import type { StrategyReportDocument } from '@parley/domain';
import { api } from '../../../lib/api/api-client';

export type DigestSettings = { enabled: boolean; attachmentsOnly: boolean; xlsx: boolean };
export type DigestSettingsReply = {
  collection_id: string;
  digest: string;
  settings: DigestSettings;
};

// A digest or report run that ended, as the notification panel and report history show it.
export type Delivery = {
  _id: string;
  kind: 'digest' | 'report';
  status: 'sent' | 'failed';
  targetId: string;
  preview: boolean;
  at: string;
  title?: string;
  periodFrom?: string;
  periodTo?: string;
  headlines?: string[];
  reason?: string;
  // A report kept in full (since issue 29) opens on its own page; the list carries no content.
  opens?: boolean;
  content?: StrategyReportDocument;
};

export const deliveriesApi = {
  settings: (collectionId: string) =>
    api.get<DigestSettingsReply>(
      `/api/v1/digests/settings?collection_id=${encodeURIComponent(collectionId)}`,
    ),
  change: (collectionId: string, change: Partial<DigestSettings>) =>
    api.put<DigestSettingsReply>('/api/v1/digests/settings', {
      collection_id: collectionId,
      ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
      ...(change.attachmentsOnly === undefined ? {} : { attachments_only: change.attachmentsOnly }),
      ...(change.xlsx === undefined ? {} : { xlsx: change.xlsx }),
    }),
  previewDigest: (collectionId: string) =>
    api.post<{ queued: true }>('/api/v1/digests/preview', { collection_id: collectionId }),
  previewReport: () => api.post<{ queued: true }>('/api/v1/reports/preview'),
  reports: () => api.get<{ reports: Delivery[] }>('/api/v1/reports'),
  report: (id: string) =>
    api.get<{ report: Delivery }>(`/api/v1/reports/${encodeURIComponent(id)}`),
  notifications: () => api.get<{ notifications: Delivery[] }>('/api/v1/notifications'),
};
