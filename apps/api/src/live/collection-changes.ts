import { Injectable } from '@nestjs/common';
import { Subject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { CollectionChange } from '@parley/domain';

// What the socket pushes (CollectionChange), and for the gateway whose tabs to push it to.
export type CollectionChangeNotice = CollectionChange & {
  tenantId: string;
  // The socket id of the tab that made the change, so that tab is not told about its own change.
  origin?: string;
};

// Completed collection commands announce themselves here; the gateway pushes them to the tenant's tabs.
@Injectable()
export class CollectionChanges {
  private readonly subject = new Subject<CollectionChangeNotice>();

  get changes(): Observable<CollectionChangeNotice> {
    return this.subject.asObservable();
  }

  publish(notice: CollectionChangeNotice): void {
    this.subject.next(notice);
  }
}
