import { Injectable } from '@nestjs/common';

// The scheduler's and the queue's "now": tests move it across days and DST changes.
@Injectable()
export class DeliveryClock {
  private fixed?: Date;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Tests only: from now on the clock reads `at`. */
  set(at: Date | string): void {
    this.fixed = new Date(at);
  }
}
