import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { ProjectionRunner } from '../projections/projection-runner';
import { healthReport } from './health-report';

// How often the API's event loop hands the listener a fresh report: each one is also a sign of
// life, so a report older than HEALTH_STALL_MS means the loop is stuck, not busy.
const BEAT_MS = 250;

// The listener's own thread: plain node:http answering GET /health from the last report, never
// waiting on the API's event loop (questions, DuckDB results, SQLite commits). A loop that has
// not beaten for stallMs answers 503 so a load balancer takes a hung instance out, and only that.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
let latest;
const server = http.createServer((req, res) => {
  const path = (req.url || '').split('?')[0];
  if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/health') {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end('{"error":"not_found","message":"Only GET /health is served here."}');
    return;
  }
  const age = latest ? Date.now() - latest.at : null;
  const stalled = age === null || age > workerData.stallMs;
  const report = latest ? latest.report : {};
  const body = { ...report, status: stalled ? 'stalled' : report.status, eventLoop: { lastSeenMsAgo: age } };
  res.writeHead(stalled ? 503 : 200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
});
parentPort.on('message', (message) => {
  if (message === 'close') server.close(() => parentPort.close());
  else latest = message;
});
server.on('error', (error) => parentPort.postMessage({ failed: error.code || 'error' }));
server.listen(workerData.port, workerData.host, () =>
  parentPort.postMessage({ listening: server.address().port }),
);
`;

type WorkerNews = { listening: number } | { failed: string };

// `/health` on its own port (HEALTH_PORT), answered by a worker thread: liveness for load
// balancers that holds under any load. The API's own GET /health stays, with the same report.
@Injectable()
export class HealthListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HealthListener.name);
  private worker?: Worker;
  private beat?: NodeJS.Timeout;
  private listening?: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly progress: ReadModelProgress,
    private readonly projections: ProjectionRunner,
  ) {}

  /** The port it listens on, once started (HEALTH_PORT=0 picks a free one). */
  get port(): number | undefined {
    return this.listening;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { port, stallMs, required } = this.config.health;
    if (port === undefined) return;
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { port, host: this.config.host, stallMs },
    });
    this.worker = worker;
    const post = () =>
      worker.postMessage({ report: healthReport(this.progress, this.projections), at: Date.now() });
    post();
    this.beat = setInterval(post, BEAT_MS);
    this.beat.unref();
    const news = await new Promise<WorkerNews>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if ('failed' in news) {
      await this.onApplicationShutdown();
      const message = `The health listener cannot listen on port ${port} (${news.failed})`;
      if (required) throw new Error(message);
      // The default port (PORT + 1) may be another instance's: GET /health on PORT still answers.
      this.logger.warn(`${message}; set HEALTH_PORT to choose one, or off`);
      return;
    }
    this.listening = news.listening;
    // The API's own server keeps the process alive; this thread never does on its own.
    worker.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.beat);
    const worker = this.worker;
    this.worker = undefined;
    this.listening = undefined;
    await worker?.terminate();
  }
}
