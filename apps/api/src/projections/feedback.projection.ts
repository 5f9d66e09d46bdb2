import type { FeedbackEvent } from '@parley/domain';
import type { Projection } from './projection';

export type FeedbackDocument = { _id: string; tenantId: string } & Omit<
  FeedbackEvent['data'],
  'feedbackId'
>;

export const feedbackProjection: Projection<FeedbackDocument> = {
  collection: 'feedback',
  canHandle: (event) => event.type === 'FeedbackSubmitted',
  documentId: (event) => String((event.data as FeedbackEvent['data']).feedbackId),
  forget: (tenantId) => ({ tenantId }),
  evolve: (_doc, event) => {
    const { feedbackId, ...rest } = event.data as FeedbackEvent['data'];
    return { _id: feedbackId, tenantId: event.tenantId, ...rest };
  },
};
