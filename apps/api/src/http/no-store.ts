import type { FastifyReply } from 'fastify';
import type { ParleyRequest } from './request-context';

/**
 * A reply for a signed-in person, or one that hands out a session, is never kept by a browser or
 * a shared cache: the back button after sign-out, a shared computer or a caching proxy would show
 * one person's data to the next. A route that chose its own caching keeps its choice (a photo
 * behind an unguessable name, public logos).
 */
export function keepOutOfCaches(request: ParleyRequest, reply: FastifyReply): void {
  if (reply.hasHeader('cache-control')) return;
  if (request.user || reply.hasHeader('set-cookie')) void reply.header('Cache-Control', 'no-store');
}
