import { SetMetadata } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ParleyRequest } from './request-context';

export function setCurrentUserHeader(request: ParleyRequest, reply: FastifyReply): void {
  if (request.user) void reply.header('Current-User', request.user.email);
}

export const RAW_RESPONSE = 'parley:raw-response';
// Routes that must answer otherwise (redirects, files, health, the ALTCHA challenge) opt out.
export const Raw = () => SetMetadata(RAW_RESPONSE, true);
