import { Inject, Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopback } from '../auth/client-address';
import { sameToken } from '../auth/session/same-token';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';

/**
 * Who may read /metrics (route names, traffic, queue depths, Node's memory: nothing for the
 * world). With METRICS_TOKEN, whoever sends it as a bearer token, from anywhere (Prometheus in
 * another container); without it, only a client on this host. The client is request.ip, the
 * address behind a local proxy's X-Forwarded-For, so a proxy on this host that passes the
 * internet through is not mistaken for this host.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const token = this.config.metricsToken;
    if (!token) {
      if (isLoopback(request.ip)) return true;
      throw new ApiError(403, 'errors.metrics_local_only');
    }
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (sameToken(token, given)) return true;
    void http.getResponse<FastifyReply>().header('WWW-Authenticate', 'Bearer realm="metrics"');
    throw new ApiError(401, 'errors.metrics_token');
  }
}
