import type { DeliveryEvent, StrategyReportDocument } from '@parley/domain';
import type { Projection, ProjectedEvent } from '../../projections/projection';

export const DELIVERIES = 'deliveries';

// One document per run that ended: the report history page and the notification panel.
export type DeliveryDocument = {
  _id: string;
  tenantId: string;
  kind: 'digest' | 'report';
  status: 'sent' | 'failed';
  targetId: string;
  preview: boolean;
  scheduledFor: string;
  at: string;
  cards?: number;
  frequency?: string;
  periodFrom?: string;
  periodTo?: string;
  headlines?: string[];
  // The whole report, as the mail showed it (reports sent since issue 29).
  content?: StrategyReportDocument;
  reason?: string;
};

// A report's content as written; one that cannot be read (its key destroyed: '') is left out.
function contentOf(json: string | undefined): StrategyReportDocument | undefined {
  if (!json) return undefined;
  try {
    return JSON.parse(json) as StrategyReportDocument;
  } catch {
    return undefined;
  }
}

const RUN_EVENTS = new Set(['DigestSent', 'DigestFailed', 'ReportSent', 'ReportFailed']);

export function evolveDelivery(
  doc: DeliveryDocument | null,
  event: ProjectedEvent,
): DeliveryDocument | null {
  const e = event as unknown as DeliveryEvent;
  const base = (data: Extract<DeliveryEvent, { data: { runKey: string } }>['data']) => ({
    _id: data.runKey,
    tenantId: event.tenantId,
    kind: data.kind,
    targetId: data.targetId,
    preview: data.preview,
    scheduledFor: data.scheduledFor,
  });
  switch (e.type) {
    case 'DigestSent':
      return { ...base(e.data), status: 'sent', at: e.data.sentAt, cards: e.data.cards };
    case 'ReportSent':
      return {
        ...base(e.data),
        status: 'sent',
        at: e.data.sentAt,
        frequency: e.data.frequency,
        periodFrom: e.data.periodFrom,
        periodTo: e.data.periodTo,
        headlines: e.data.headlines ? e.data.headlines.split('\n') : [],
        ...(contentOf(e.data.content) ? { content: contentOf(e.data.content) } : {}),
      };
    case 'DigestFailed':
    case 'ReportFailed':
      return { ...base(e.data), status: 'failed', at: e.data.failedAt, reason: e.data.reason };
    default:
      return doc;
  }
}

export const deliveriesProjection: Projection<DeliveryDocument> = {
  collection: DELIVERIES,
  canHandle: (event) => event.stream.startsWith('delivery-') && RUN_EVENTS.has(event.type),
  documentId: (event) => event.stream.slice('delivery-'.length),
  evolve: evolveDelivery,
  // Shows reasons and findings to their owner: dropped with the account.
  opensPersonalData: true,
  forget: (tenantId) => ({ tenantId }),
};
