import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type {
  ChartType,
  CollectionCardResponse,
  CollectionView as Collection,
  LayoutEntry,
} from '@parley/domain';
import type { Layout } from 'react-grid-layout';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Loader } from '../../shared/components/Loader';
import { toast } from '../../shared/stores/useToastStore';
import { useLiveCollection } from '../hooks/useLiveCollection';
import { collectionsApi } from '../utils/collections-api';
import { errorMessage } from '../utils/error-message';
import { gridCols, gridItems, layoutFromGrid, sameGeometry } from '../utils/grid';
import { baseOf, rebase, saveLayout as saveLayoutOn } from '../utils/layout-save';
import type { LayoutBase } from '../utils/layout-save';
import type { GridDensity } from '../utils/grid';
import type { CollectionChange } from '../utils/live-socket';
import { CollectionGrid } from './CollectionGrid';
import { CompactCard } from './CompactCard';
import { DigestSettingsPanel } from '../../deliveries/components/DigestSettingsPanel';

type Responses = Record<string, CollectionCardResponse | undefined>;

const densityKey = 'collectionDensity';
const wideColumns = gridCols.lg;

// Spec §2 collection view: a draggable, resizable grid of the collection's cards; Save layout
// appears only after a move or resize (or a chart choice) and disappears once saved.
export function CollectionView({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [collection, setCollection] = useState<Collection | null>(null);
  const [responses, setResponses] = useState<Responses>({});
  const [layout, setLayout] = useState<LayoutEntry[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [density, setDensity] = useState<GridDensity>(() =>
    localStorage.getItem(densityKey) === 'cozy' ? 'cozy' : 'compact',
  );
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // What the unsaved arrangement rests on; a save names its version (a stale one is a 409).
  const baseRef = useRef<LayoutBase>({ layout: [] });

  const adopt = useCallback((next: Collection, keepLayout: boolean) => {
    setCollection(next);
    baseRef.current = keepLayout ? rebase(baseRef.current, next) : baseOf(next);
    if (!keepLayout) setLayout(next.layout);
  }, []);

  const runCard = useCallback(
    async (cardId: string, accountId?: string) => {
      setResponses((all) => ({ ...all, [cardId]: undefined }));
      const question = (await collectionsApi.shape(collectionId)).collection?.questions.find(
        (q) => q.id === cardId,
      );
      if (!question) return;
      try {
        const response = await collectionsApi.runCard(collectionId, {
          ...question,
          ...(accountId ? { account_id: accountId } : {}),
        });
        setResponses((all) => ({ ...all, [cardId]: response }));
      } catch (error) {
        setResponses((all) => ({
          ...all,
          [cardId]: {
            id: cardId,
            question,
            error: true,
            message: errorMessage(error, t('collections.failed_to_load_card')),
          },
        }));
      }
    },
    [collectionId, t],
  );

  useEffect(() => {
    let live = true;
    collectionsApi.get(collectionId).then(
      (reply) => {
        if (!live) return;
        if (reply.error || !reply.collection) {
          toast.error(reply.message ?? t('collections.failed_to_get_questions'));
          navigate('/collections');
          return;
        }
        adopt(reply.collection, false);
        setDirty(false);
        setResponses(Object.fromEntries(reply.responses.map((r) => [r.id, r])));
      },
      (error: unknown) => {
        if (!live) return;
        toast.error(errorMessage(error, t('collections.failed_to_get_questions')));
        navigate('/collections');
      },
    );
    return () => {
      live = false;
    };
  }, [collectionId, adopt, navigate, t]);

  // Another tab or device changed this collection: take its new shape; run only what is new.
  const onChange = useCallback(
    async (change: CollectionChange) => {
      const touches =
        change.collectionId === collectionId || change.toCollectionId === collectionId;
      if (!touches) return;
      if (change.kind === 'collection_deleted') {
        navigate('/collections');
        return;
      }
      const reply = await collectionsApi.shape(collectionId).catch(() => null);
      if (!reply?.collection) return;
      const known = new Set(Object.keys(responses));
      adopt(reply.collection, dirtyRef.current);
      for (const question of reply.collection.questions) {
        const isNew = !known.has(question.id);
        if (isNew || (change.kind === 'card_updated' && change.cardId === question.id))
          void runCard(question.id);
      }
    },
    [adopt, collectionId, navigate, responses, runCard],
  );
  useLiveCollection(collectionId, {
    onChange: (change) => void onChange(change),
    onCard: ({ response }) => setResponses((all) => ({ ...all, [response.id]: response })),
  });

  const cardIds = useMemo(() => collection?.questions.map((q) => q.id) ?? [], [collection]);
  const items = useMemo(() => gridItems(layout, cardIds), [layout, cardIds]);

  // A move or resize on the wide grid marks the layout changed; narrower grids only rearrange the view.
  const onGridChange = (next: Layout, columns: number) => {
    if (columns !== wideColumns || sameGeometry(next, items)) return;
    setLayout(layoutFromGrid(next, layout));
    setDirty(true);
  };
  const onChartChange = (cardId: string, chart: ChartType | null) => {
    const entries = gridItems(layout, cardIds).map(({ i, x, y, w, h }) => {
      const c = i === cardId ? (chart ?? undefined) : layout.find((e) => e.i === i)?.c;
      return c === undefined ? { i, x, y, w, h } : { i, x, y, w, h, c };
    });
    setLayout(entries);
    setDirty(true);
  };

  const saveLayout = async () => {
    setSaving(true);
    try {
      const outcome = await saveLayoutOn(
        collectionsApi,
        collectionId,
        layoutFromGrid(items, layout),
        baseRef.current,
      );
      if (outcome.collection) adopt(outcome.collection, false);
      if (outcome.saved) {
        setDirty(false);
        toast.success(t('collections.saved'));
      } else {
        // Saved elsewhere first: show that layout rather than overwrite what we never saw.
        if (outcome.collection) setDirty(false);
        toast.error(t('collections.layout_conflict'));
      }
    } catch (error) {
      toast.error(errorMessage(error, t('collections.failed_to_update_collection')));
    }
    setSaving(false);
  };

  const removeCard = async (cardId: string) => {
    try {
      await collectionsApi.removeCard(collectionId, cardId);
      toast.success(t('collections.removed'));
      const reply = await collectionsApi.shape(collectionId);
      if (reply.collection) adopt(reply.collection, dirtyRef.current);
    } catch (error) {
      toast.error(errorMessage(error, t('collections.failed_to_remove_question')));
    }
  };

  const chooseAccount = async (cardId: string, accountId: string) => {
    const question = collection?.questions.find((q) => q.id === cardId);
    if (!question) return;
    try {
      await collectionsApi.updateCard({
        ...question,
        collection_id: collectionId,
        account_id: accountId,
      });
      await runCard(cardId);
    } catch (error) {
      toast.error(errorMessage(error, t('collections.failed_to_update_card')));
    }
  };

  const changeDensity = (next: GridDensity) => {
    setDensity(next);
    localStorage.setItem(densityKey, next);
  };

  if (!collection) return <Loader />;
  return (
    <section className="page collection-view">
      <header className="collections__header">
        <div>
          <Link href="/collections" className="link-button">
            ← {t('collections.back')}
          </Link>
          <h1 className="page__title">{collection.name}</h1>
        </div>
        <div className="collection-view__actions">
          <div
            className="segmented"
            role="group"
            aria-label={`${t('collections.compact')} / ${t('collections.cozy')}`}
          >
            {(['compact', 'cozy'] as const).map((d) => (
              <button
                key={d}
                type="button"
                className={`button ${density === d ? 'button--primary' : ''}`}
                aria-pressed={density === d}
                onClick={() => changeDensity(d)}
              >
                {t(`collections.${d}`)}
              </button>
            ))}
          </div>
          {dirty ? (
            <button
              type="button"
              className="button button--primary"
              disabled={saving}
              onClick={() => void saveLayout()}
            >
              {t('collections.save_layout')}
            </button>
          ) : null}
          <Link href={`/collection/${collectionId}/new`} className="button">
            {t('collections.add_question')}
          </Link>
        </div>
      </header>
      <DigestSettingsPanel collectionId={collectionId} />
      {collection.questions.length === 0 ? (
        <p className="panel muted">{t('collections.no_cards')}</p>
      ) : null}
      {collection.questions.length > 0 ? (
        <CollectionGrid items={items} density={density} onChange={onGridChange}>
          {collection.questions.map((question) => (
            <div key={question.id} className="collection-view__cell">
              <CompactCard
                collectionId={collectionId}
                question={question}
                response={responses[question.id]}
                chart={layout.find((e) => e.i === question.id)?.c}
                onChartChange={(chart) => onChartChange(question.id, chart)}
                onReload={() => void runCard(question.id)}
                onRemove={() => void removeCard(question.id)}
                onAccount={(accountId) => void chooseAccount(question.id, accountId)}
              />
            </div>
          ))}
        </CollectionGrid>
      ) : null}
    </section>
  );
}
