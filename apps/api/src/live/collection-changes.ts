import { Injectable } from '@nestjs/common';
import { Subject } from 'rxjs';
import type { Observable } from 'rxjs';

export type CollectionChangeKind =
  | 'collection_created'
  | 'collection_updated'
  | 'collection_deleted'
  | 'card_added'
  | 'card_updated'
  | 'card_moved'
  | 'card_removed'
  | 'layout_saved';

export type CollectionChangeNotice = {
  tenantId: string;
  collectionId: string;
  kind: CollectionChangeKind;
  cardId?: string;
  toCollectionId?: string;
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
