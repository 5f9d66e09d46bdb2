import { useEffect, useState } from 'react';
import type { CollectionSummary } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { Icon } from '../../shared/components/Icon';
import { Loader } from '../../shared/components/Loader';
import { toast } from '../../shared/stores/useToastStore';
import { useCollectionsStore } from '../stores/useCollectionsStore';
import { collectionsApi } from '../utils/collections-api';
import { questionsBySource } from '../utils/collection-text';
import { errorMessage } from '../utils/error-message';
import { useLiveCollection } from '../hooks/useLiveCollection';
import { CollectionFormModal } from './CollectionFormModal';
import { SourceLogo } from './SourceLogo';

type Editing = { mode: 'create' } | { mode: 'edit'; collection: CollectionSummary } | null;

// Spec §2 collections list: a grid of collections; #new opens the create dialog.
export function CollectionsList() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const overview = useCollectionsStore((s) => s.overview);
  const load = useCollectionsStore((s) => s.load);
  const setTenant = useAuthStore((s) => s.setTenant);
  const [editing, setEditing] = useState<Editing>(() =>
    window.location.hash === '#new' ? { mode: 'create' } : null,
  );
  const [deleting, setDeleting] = useState<CollectionSummary | null>(null);

  useEffect(() => {
    void load();
    const onHash = () => {
      if (window.location.hash === '#new') setEditing({ mode: 'create' });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [load]);
  useLiveCollection(null, { onChange: () => void load() });

  const closeForm = () => {
    setEditing(null);
    if (window.location.hash === '#new') history.replaceState(null, '', window.location.pathname);
  };
  const remove = async (collection: CollectionSummary) => {
    setDeleting(null);
    try {
      const { tenant } = await collectionsApi.remove(collection.id);
      setTenant(tenant);
      toast.success(t('collections.removed'));
    } catch (error) {
      toast.error(errorMessage(error, t('collections.failed_to_remove_collection')));
    }
    await load();
  };

  if (!overview) return <Loader />;
  return (
    <section className="page collections">
      <header className="collections__header">
        <h1 className="page__title">{t('collections.title')}</h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ mode: 'create' })}
        >
          {t('collections.add')}
        </button>
      </header>
      {overview.collections.length === 0 ? (
        <p className="panel muted">{t('collections.empty')}</p>
      ) : null}
      <ul className="collections__grid">
        {overview.collections.map((collection) => (
          <li key={collection.id} className="panel collection-tile" data-testid="collection-tile">
            <div className="collection-tile__top">
              <Link href={`/collection/${collection.id}`} className="collection-tile__name">
                {collection.name}
              </Link>
              <button
                type="button"
                className="icon-button"
                aria-label={t('collections.edit', { name: collection.name })}
                onClick={() => setEditing({ mode: 'edit', collection })}
              >
                <Icon name="settings" size={18} />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={t('collections.delete', { name: collection.name })}
                onClick={() => setDeleting(collection)}
              >
                <Icon name="close" size={18} />
              </button>
            </div>
            {collection.questions.length === 0 ? (
              <span className="muted">{t('collections.no_cards')}</span>
            ) : (
              <ul className="collection-tile__sources">
                {questionsBySource(collection).map(({ type, count }) => (
                  <li key={type}>
                    <SourceLogo type={type} />
                    <span>{t('collections.questions', { count })}</span>
                  </li>
                ))}
              </ul>
            )}
            <span className="collection-tile__digest">
              {t('collections.digest_label', {
                digest: t(`collections.digests.${collection.digest}`),
              })}
            </span>
          </li>
        ))}
      </ul>
      {editing?.mode === 'create' ? (
        <CollectionFormModal
          failureKey="collections.failed_to_create_collection"
          onClose={closeForm}
          onSave={async (draft) => {
            const { tenant, collection } = await collectionsApi.create(draft);
            setTenant(tenant);
            await load();
            navigate(`/collection/${collection.id}`);
          }}
        />
      ) : null}
      {editing?.mode === 'edit' ? (
        <CollectionFormModal
          initial={{ name: editing.collection.name, digest: editing.collection.digest }}
          failureKey="collections.failed_to_update_collection"
          onClose={closeForm}
          onSave={async (draft) => {
            await collectionsApi.update(editing.collection.id, draft);
            toast.success(t('collections.saved'));
            await load();
          }}
        />
      ) : null}
      <ConfirmModal
        isOpen={deleting !== null}
        danger
        title={t('collections.delete_title')}
        message={
          deleting
            ? t('collections.delete_confirm', {
                name: deleting.name,
                count: deleting.questions.length,
              })
            : ''
        }
        confirmLabel={t('collections.delete', { name: deleting?.name ?? '' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
}
