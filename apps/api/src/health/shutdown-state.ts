import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';

/**
 * Graceful shutdown, first step (Nest then closes the HTTP server, which finishes the requests
 * in flight, then stops the projections and releases their lease, then closes the stores): from
 * SIGTERM on /ready answers 503, and for SHUTDOWN_GRACE_MS requests are still served, so a load
 * balancer that polls /ready stops sending here before connections are refused.
 */
@Injectable()
export class ShutdownState implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ShutdownState.name);
  private draining = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get shuttingDown(): boolean {
    return this.draining;
  }

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.draining = true;
    const graceMs = this.config.health.shutdownGraceMs;
    this.logger.log(`Shutting down (${signal ?? 'close'}): not ready, serving ${graceMs} ms more`);
    if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
  }
}
