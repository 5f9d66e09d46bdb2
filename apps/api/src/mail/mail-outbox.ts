import type { ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown } from '@nestjs/common';

/**
 * Mail that a reply must not wait for. Whether a sign-in or reset mail goes out at all depends on
 * whether the address is known; sent inline, the reply time told that (120 ms vs 5 ms). A job
 * starts once the reply has gone out (its response closed), jobs run one after another, and a
 * failure is logged, never answered.
 */
@Injectable()
export class MailOutbox implements BeforeApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private queue: Promise<void> = Promise.resolve();

  postAfter(response: ServerResponse, job: () => Promise<void>): void {
    // Queued at once (so drained() covers it), started only when the reply is out.
    const sent =
      response.writableFinished || response.destroyed
        ? Promise.resolve()
        : new Promise<void>((resolve) => response.once('close', () => resolve()));
    this.queue = this.queue
      .then(() => sent)
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
