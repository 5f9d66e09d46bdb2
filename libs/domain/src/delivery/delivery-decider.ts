import type { Decider, DomainCommand } from '../core/decider';
import type { DeliveryEvent, DeliveryRun, DigestSettings } from './delivery-events';
import { DEFAULT_DIGEST_SETTINGS } from './delivery-events';

// A run's stream (delivery-{runKey}) holds at most one sent fact: the decider is what makes a
// retried job, a second API instance or a crash-and-retry record (and send) it once.
export type DeliveryRunState = { sent: boolean; failures: number };

export type DeliveryRunCommand =
  | DomainCommand<
      'RecordDigestSent',
      DeliveryRun & { sentAt: string; cards: number; messageId: string }
    >
  | DomainCommand<'RecordReportSent', Extract<DeliveryEvent, { type: 'ReportSent' }>['data']>
  | DomainCommand<
      'RecordDeliveryFailed',
      DeliveryRun & { failedAt: string; attempts: number; reason: string }
    >;

type RunEvent = Extract<
  DeliveryEvent,
  { type: 'DigestSent' | 'DigestFailed' | 'ReportSent' | 'ReportFailed' }
>;

export const deliveryRunDecider: Decider<DeliveryRunCommand, RunEvent, DeliveryRunState> = {
  initialState: { sent: false, failures: 0 },
  evolve: (state, event) => {
    switch (event.type) {
      case 'DigestSent':
      case 'ReportSent':
        return { ...state, sent: true };
      case 'DigestFailed':
      case 'ReportFailed':
        return { ...state, failures: state.failures + 1 };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    // Sent is final: a late failure or a second send of the same run records nothing.
    if (state.sent) return [];
    switch (command.type) {
      case 'RecordDigestSent':
        return [{ type: 'DigestSent', data: command.data }];
      case 'RecordReportSent':
        return [{ type: 'ReportSent', data: command.data }];
      case 'RecordDeliveryFailed':
        return [
          {
            type: command.data.kind === 'digest' ? 'DigestFailed' : 'ReportFailed',
            data: command.data,
          },
        ];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

export type DigestSettingsCommand = DomainCommand<
  'ChangeDigestSettings',
  Partial<DigestSettings> & { collectionId: string; via: 'settings' | 'link' }
>;

export type DigestSettingsState = DigestSettings;

type SettingsEvent = Extract<DeliveryEvent, { type: 'DigestSettingsChanged' }>;

export const digestSettingsDecider: Decider<
  DigestSettingsCommand,
  SettingsEvent,
  DigestSettingsState
> = {
  initialState: DEFAULT_DIGEST_SETTINGS,
  evolve: (_state, event) => ({
    enabled: event.data.enabled,
    attachmentsOnly: event.data.attachmentsOnly,
    xlsx: event.data.xlsx,
  }),
  decide: ({ data }, state) => {
    const next: DigestSettings = {
      enabled: data.enabled ?? state.enabled,
      attachmentsOnly: data.attachmentsOnly ?? state.attachmentsOnly,
      xlsx: data.xlsx ?? state.xlsx,
    };
    // A second click on the same unsubscribe link changes nothing.
    if (
      next.enabled === state.enabled &&
      next.attachmentsOnly === state.attachmentsOnly &&
      next.xlsx === state.xlsx
    )
      return [];
    return [
      {
        type: 'DigestSettingsChanged',
        data: { collectionId: data.collectionId, ...next, via: data.via },
      },
    ];
  },
};
