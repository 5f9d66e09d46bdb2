import { Controller, Get, Inject, Res } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { HealthCheckResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { DOCUMENT_STORE } from '../infrastructure/document-store/document-store.port';
import type { DocumentStore } from '../infrastructure/document-store/document-store.port';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.port';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { Raw } from '../http/response-envelope.interceptor';
import { CHECKPOINT_ID, CHECKPOINTS } from '../projections/apply-event';
import { ProjectionRunner } from '../projections/projection-runner';
import { ShutdownState } from './shutdown-state';

// A store that does not answer within this is down for the load balancer.
const STORE_TIMEOUT_MS = 2000;
// Many instances polled by a proxy every second: one store round trip per second is enough.
const CACHE_MS = 500;

// Readiness, for load balancers (liveness is /health, answered from memory and by its own
// thread): each store answers, the projections run here or on a leader and are not too far
// behind the log, and the instance is not shutting down. 200 when all hold, else 503.
@Raw()
@Public()
@Controller('ready')
export class ReadinessController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly progress: ReadModelProgress,
    private readonly projections: ProjectionRunner,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get()
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () => this.serving(),
        () =>
          this.indicators
            .check('eventStore')
            .attempt(async () => {
              await this.events.readAll({ fromPosition: Number.MAX_SAFE_INTEGER, limit: 1 });
            })
            .withTimeout(STORE_TIMEOUT_MS)
            .cacheFor(CACHE_MS),
        () =>
          this.indicators
            .check('documentStore')
            .attempt(async () => {
              await this.documents.collection(CHECKPOINTS).findOne({ _id: CHECKPOINT_ID });
            })
            .withTimeout(STORE_TIMEOUT_MS)
            .cacheFor(CACHE_MS),
        () => this.projectionsState(),
      ]);
    } catch (error) {
      const result = readinessResult(error);
      if (!result) throw error;
      void reply.status(503);
      return result;
    }
  }

  private serving() {
    const check = this.indicators.check('shutdown');
    return this.shutdown.shuttingDown ? check.down('shutting down') : check.up();
  }

  private projectionsState() {
    const check = this.indicators.check('projections');
    const { running, role, parked } = this.projections.status;
    const { behind } = this.progress.lag;
    const state = { role, lag: behind, parked };
    return running && behind <= this.config.health.readyMaxLag
      ? check.up(state)
      : check.down(state);
  }
}

// Terminus throws a ServiceUnavailableException whose response is the full result.
function readinessResult(error: unknown): HealthCheckResult | undefined {
  if (typeof error !== 'object' || error === null || !('getResponse' in error)) return undefined;
  const response = (error as { getResponse(): unknown }).getResponse();
  return typeof response === 'object' && response !== null && 'status' in response
    ? (response as HealthCheckResult)
    : undefined;
}
