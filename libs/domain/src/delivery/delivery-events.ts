import { FIRST_VERSION } from '../core/event-schema';
import type { EventSchemas } from '../core/event-schema';

export type { StrategyReportDocument, StrategyReportSection } from './strategy-report-document';

// What a scheduled mail is about: a collection's digest or the organisation-strategy report.
export type DeliveryKind = 'digest' | 'report';

// One run of a digest or report: the scheduled one of a local day or period, or a preview.
export type DeliveryRun = {
  runKey: string;
  kind: DeliveryKind;
  // The collection of a digest; the tenant itself for its report.
  targetId: string;
  // The local 07:00 the run belongs to (ISO instant); a preview carries the time it was asked.
  scheduledFor: string;
  preview: boolean;
};

export type DeliveryEvent =
  | {
      type: 'DigestSent';
      data: DeliveryRun & { sentAt: string; cards: number; messageId: string };
    }
  | {
      type: 'DigestFailed';
      data: DeliveryRun & { failedAt: string; attempts: number; reason: string };
    }
  | {
      type: 'ReportSent';
      data: DeliveryRun & {
        sentAt: string;
        messageId: string;
        frequency: string;
        // Absent for a report of a source without dates (no period is compared).
        periodFrom?: string;
        periodTo?: string;
        // The report's findings, one per line ("revenue: Total Revenue fell 0.9% …"); sealed with
        // the person's key, since the topics they come from are what the person typed.
        headlines: string;
        // The whole report as the page opens it (a StrategyReportDocument as JSON), sealed like
        // the headlines; reports sent before issue 29 have none.
        content?: string;
      };
    }
  | {
      type: 'ReportFailed';
      data: DeliveryRun & { failedAt: string; attempts: number; reason: string };
    }
  // The collection's digest options, kept beside the collection (its frequency stays there).
  | {
      type: 'DigestSettingsChanged';
      data: {
        collectionId: string;
        enabled: boolean;
        attachmentsOnly: boolean;
        xlsx: boolean;
        // 'link' when the mail's one-click unsubscribe switched it off.
        via: 'settings' | 'link';
      };
    };

export type DeliveryEventType = DeliveryEvent['type'];

// A failure's reason may quote a card's question, a report's findings its topics: both sealed
// with the person's key; ids, times and counts stay readable.
export const DELIVERY_PERSONAL_FIELDS: Record<DeliveryEventType, readonly string[]> = {
  DigestSent: [],
  DigestFailed: ['reason'],
  ReportSent: ['headlines', 'content'],
  ReportFailed: ['reason'],
  DigestSettingsChanged: [],
};

export const DELIVERY_EVENT_SCHEMAS: EventSchemas<DeliveryEventType> = {
  DigestSent: FIRST_VERSION,
  DigestFailed: FIRST_VERSION,
  ReportSent: FIRST_VERSION,
  ReportFailed: FIRST_VERSION,
  DigestSettingsChanged: FIRST_VERSION,
};

export type DigestSettings = { enabled: boolean; attachmentsOnly: boolean; xlsx: boolean };
export const DEFAULT_DIGEST_SETTINGS: DigestSettings = {
  enabled: true,
  attachmentsOnly: false,
  xlsx: false,
};
