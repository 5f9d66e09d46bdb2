import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MailService } from '../../mail/mail.service';
import { DeliveryClock } from '../delivery-clock';
import { DeliveryScheduler } from '../delivery-scheduler';
import { DELIVERY_QUEUE } from '../queue/delivery-queue.port';
import type { DeliveryQueue } from '../queue/delivery-queue.port';

// Drives the scheduler with a fake clock: each step moves the clock, ticks and runs what is due.
export function deliveryDriver(app: NestFastifyApplication) {
  const clock = app.get(DeliveryClock);
  const scheduler = app.get(DeliveryScheduler);
  const queue = app.get<DeliveryQueue>(DELIVERY_QUEUE);
  const catcher = app.get(MailService).catcher;
  return {
    clock,
    queue,
    async at(time: Date | string): Promise<number> {
      clock.set(time);
      const queued = await scheduler.tick();
      await queue.idle();
      return queued;
    },
    mails: (to: string, subject = '') =>
      (catcher?.list() ?? []).filter((m) => m.to === to && m.subject.includes(subject)),
    /** The message's header block as it went over SMTP (folded lines unfolded). */
    headerBlock: (id: string) =>
      (catcher?.source(id)?.toString('latin1') ?? '')
        .split(/\r?\n\r?\n/)[0]
        .replace(/\r?\n[ \t]+/g, ' '),
    /** The mail as it went over SMTP, read back with mailparser. */
    async parsed(id: string): Promise<ParsedMail> {
      const source = catcher?.source(id);
      if (!source) throw new Error(`no mail ${id}`);
      // keepCidLinks: the html as sent (mailparser would inline CID images as data URLs).
      return simpleParser(source, { keepCidLinks: true });
    },
  };
}
