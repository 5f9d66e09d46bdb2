import { RouteConfig } from '@nestjs/platform-fastify';

/** Per-address rate limit of the sign-in calls (AUTH_RATE_LIMIT per AUTH_RATE_WINDOW_SECONDS). */
export const RateLimited = () => RouteConfig({ rateLimit: {} });
