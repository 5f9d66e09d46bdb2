import { z } from 'zod';
import { firstVersions } from '../core/event-shape';
import type { CurrentShapes, EventShapes } from '../core/event-shape';
import { AUTH_TYPES } from './credentials-events';
import type { CredentialsEvent, CredentialsEventType } from './credentials-events';

const target = { type: z.string(), datasource_id: z.string() };

const current = {
  DataSourceConnected: z.looseObject({
    ...target,
    auth_type: z.enum(AUTH_TYPES),
    accounts_supported: z.boolean(),
    user: z.looseObject({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
    connectedAt: z.string(),
    name: z.string().optional(),
  }),
  AccountAdded: z.looseObject({
    ...target,
    account: z.looseObject({
      account_id: z.string(),
      name: z.string(),
      datasource_id: z.string(),
    }),
  }),
  AccountRemoved: z.looseObject({ ...target, account_id: z.string() }),
  AccountSelected: z.looseObject({ ...target, account_id: z.string() }),
  CredentialRevoked: z.looseObject({ ...target, revokedAt: z.string() }),
  CredentialReactivated: z.looseObject(target),
  CredentialDeactivated: z.looseObject(target),
  DataSourceRemoved: z.looseObject(target),
  DefaultsChanged: z.looseObject({ ...target, account_id: z.string() }),
} satisfies CurrentShapes<CredentialsEvent>;

export const CREDENTIALS_EVENT_SHAPES: EventShapes<CredentialsEventType> = firstVersions(current);
