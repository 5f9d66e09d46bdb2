import { Injectable } from '@nestjs/common';
import { Subject } from 'rxjs';

// What the notification panel shows of a run: sent or failed, a digest or a report.
export type DeliveryNotice = {
  tenantId: string;
  id: string;
  kind: 'digest' | 'report';
  status: 'sent' | 'failed';
  targetId: string;
  preview: boolean;
  at: string;
  title: string;
  reason?: string;
};

// Runs announce themselves here; the live gateway pushes them to the tenant's sockets.
@Injectable()
export class DeliveryNotices {
  readonly notices = new Subject<DeliveryNotice>();

  publish(notice: DeliveryNotice): void {
    this.notices.next(notice);
  }
}
