import type { DomainCommand } from '../core/decider';
import type { Digest, Plan } from '../rules/plan-limits';
import type { LayoutEntry } from '../rules/layout-rules';
import type { CardInput, CollectionCard } from './collection-card';

// Plan limits need facts outside this stream (the tenant's plan, how many collections it has),
// so the handler reads them from the tenant read model and passes them in.
export type CollectionCommand =
  | DomainCommand<
      'CreateCollection',
      {
        collectionId: string;
        name: string;
        digest: Digest;
        plan: Plan;
        existingCollections: number;
      }
    >
  | DomainCommand<
      'UpdateCollection',
      { name?: string; digest?: Digest; layout?: LayoutEntry[]; plan: Plan }
    >
  | DomainCommand<'RenameCollection', { name: string }>
  | DomainCommand<'ChangeDigest', { digest: Digest; plan: Plan }>
  | DomainCommand<'DeleteCollection', Record<string, never>>
  | DomainCommand<'AddCard', { card: CardInput; plan: Plan }>
  | DomainCommand<'UpdateCard', { card: CardInput }>
  | DomainCommand<'MoveCardOut', { cardId: string; toCollectionId: string }>
  | DomainCommand<'MoveCardIn', { card: CollectionCard; fromCollectionId: string; plan: Plan }>
  | DomainCommand<'RemoveCard', { cardId: string }>
  | DomainCommand<'SaveLayout', { layout: LayoutEntry[] }>;

export type CollectionCommandType = CollectionCommand['type'];
