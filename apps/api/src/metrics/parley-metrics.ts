import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { ProjectionRunner } from '../projections/projection-runner';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of one API instance (GET /metrics): request and question latency,
 * projection lag and role, parked events, plus Node's own (event loop lag, heap, GC). A registry
 * per app, not prom-client's global one, so several apps in one test process stay apart.
 */
@Injectable()
export class ParleyMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly questions: Histogram<'source' | 'outcome'>;
  private readonly errors: Counter<'route'>;

  constructor(progress: ReadModelProgress, projections: ProjectionRunner) {
    collectDefaultMetrics({ register: this.registry, prefix: 'parley_' });
    this.requests = new Histogram({
      name: 'parley_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    this.errors = new Counter({
      name: 'parley_http_server_errors_total',
      help: 'Replies with a 5xx status, by route pattern',
      labelNames: ['route'],
      registers: [this.registry],
    });
    this.questions = new Histogram({
      name: 'parley_question_duration_seconds',
      help: 'Questions answered (card, prompt or refusal), by source type',
      labelNames: ['source', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers: [this.registry],
    });
    new Gauge({
      name: 'parley_projection_lag_positions',
      help: 'Log positions the read models are behind the newest event this instance has seen',
      registers: [this.registry],
      collect() {
        this.set(progress.lag.behind);
      },
    });
    new Gauge({
      name: 'parley_projection_position',
      help: 'Log position the read models have reached',
      registers: [this.registry],
      collect() {
        this.set(progress.current);
      },
    });
    new Gauge({
      name: 'parley_projection_leader',
      help: '1 while this instance applies events to the read models (holds the lease)',
      registers: [this.registry],
      collect() {
        this.set(projections.status.role === 'leader' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'parley_parked_events',
      help: 'Events set aside because they could not be read or kept failing',
      registers: [this.registry],
      collect() {
        this.set(projections.status.parked);
      },
    });
  }

  /** A gauge read at each scrape from a part of the app that is not this module's (the delivery queue). */
  gauge(name: string, help: string, read: () => Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        // A store that cannot answer leaves the gauge out of this scrape rather than failing it.
        const value = await read().catch(() => undefined);
        if (value !== undefined) this.set(value);
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
    if (status >= 500) this.errors.inc({ route });
  }

  observeQuestion(source: string, outcome: 'card' | 'prompt' | 'refused', seconds: number): void {
    this.questions.observe({ source, outcome }, seconds);
  }
}
