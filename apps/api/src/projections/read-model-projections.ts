import { collectionsProjection } from './collections.projection';
import { conversationUsageProjection } from './conversation-usage.projection';
import { feedbackProjection } from './feedback.projection';
import { credentialsProjection } from '../data-sources/projections/credentials.projection';
import { deliveriesProjection } from '../digests/projections/deliveries.projection';
import { reportSchedulesProjection } from '../digests/projections/report-schedules.projection';
import type { Projection } from './projection';

// Every read model the API serves; the runner and `npm run rebuild` feed them all.
export const readModelProjections: Projection[] = [
  collectionsProjection,
  feedbackProjection,
  conversationUsageProjection,
  credentialsProjection,
  deliveriesProjection,
  reportSchedulesProjection,
];
