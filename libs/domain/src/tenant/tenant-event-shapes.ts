import { z } from 'zod';
import type { LoginProvider } from '../catalogue/features';
import { firstVersions } from '../core/event-shape';
import type { CurrentShapes, EventShapes } from '../core/event-shape';
import { PLANS } from '../rules/plan-limits';
import {
  NOTIFICATION_FREQUENCIES,
  TOPIC_READING_KINDS,
  TOPIC_READING_STATUSES,
} from './organisation-strategy';
import { FLAG_KEYS, PROFILE_KEYS } from './tenant-events';
import type { Profile, TenantEvent, TenantEventType } from './tenant-events';

const LOGIN_PROVIDERS: readonly LoginProvider[] = ['google', 'magiclink', 'password'];
const plan = z.enum(PLANS);
const profile = z.looseObject(
  Object.fromEntries(PROFILE_KEYS.map((key) => [key, z.string()])) as Record<
    keyof Profile,
    z.ZodString
  >,
);

const current = {
  TenantRegistered: z.looseObject({
    tenantId: z.string(),
    email: z.string(),
    name: z.string(),
    language: z.string(),
    provider: z.enum(LOGIN_PROVIDERS),
    registeredAt: z.string(),
  }),
  RegistrationCompleted: z.looseObject({
    name: z.string(),
    country: z.string(),
    timezone: z.string(),
    passwordSet: z.boolean(),
  }),
  ProfileUpdated: profile,
  PasswordChanged: z.looseObject({ changedAt: z.string() }),
  FlagSet: z.looseObject({ key: z.enum(FLAG_KEYS), value: z.boolean() }),
  PlanChanged: z.looseObject({ from: plan, to: plan }),
  OrganisationStrategySaved: z.looseObject({
    business_name: z.string(),
    website_url: z.string(),
    business_description: z.string(),
    core_services: z.string(),
    primary_industry: z.string(),
    secondary_industries: z.array(z.string()),
    target_client_types: z.string(),
    target_client_names: z.string(),
    target_client_websites: z.string(),
    geography_focus: z.array(z.string()),
    topics_of_interest: z.string(),
    notification_frequency: z.enum(NOTIFICATION_FREQUENCIES),
    // Added by issue 29; a strategy saved before has none (the same version reads both).
    topic_readings: z
      .array(
        z.looseObject({
          kind: z.enum(TOPIC_READING_KINDS),
          said: z.string(),
          status: z.enum(TOPIC_READING_STATUSES),
          question: z.string().optional(),
          readAs: z.string().optional(),
        }),
      )
      .optional(),
  }),
  AccountDeleted: z.looseObject({ deletedAt: z.string() }),
} satisfies CurrentShapes<TenantEvent>;

export const TENANT_EVENT_SHAPES: EventShapes<TenantEventType> = firstVersions(current);
