import { Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Mail that a reply must not wait for. Whether a sign-in or reset mail goes out at all depends on
 * whether the address is known; sent inline, the reply time told that (120 ms vs 5 ms). Jobs run
 * one after another once the current reply is on its way; a failure is logged, never answered.
 */
@Injectable()
export class MailOutbox implements BeforeApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private queue: Promise<void> = Promise.resolve();

  post(job: () => Promise<void>): void {
    this.queue = this.queue
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(job)
      .catch((error: unknown) => this.logger.error(error));
  }

  /** Resolves once every mail posted so far has been handed to the transport (or failed). */
  drained(): Promise<void> {
    return this.queue;
  }

  // Before the transport closes (MailService.onApplicationShutdown), so no posted mail is lost.
  async beforeApplicationShutdown(): Promise<void> {
    await this.drained();
  }
}
