import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollectionsStore } from '../stores/useCollectionsStore';
import { CollectionFields, emptyDraft } from './CollectionFields';
import type { CollectionDraft } from './CollectionFields';
import { NativeSelect } from './NativeSelect';

export type PickedCollection =
  { kind: 'existing'; id: string } | { kind: 'new'; draft: CollectionDraft };

// An existing collection (none of `exclude`) or a new one with name and digest: the target of
// a card move and of "save to collection".
export function CollectionPicker({
  exclude,
  labels,
  onPick,
}: {
  exclude?: readonly string[];
  labels: { existing: string; new: string };
  onPick: (picked: PickedCollection | null) => void;
}) {
  const { t } = useTranslation();
  const overview = useCollectionsStore((s) => s.overview);
  const load = useCollectionsStore((s) => s.load);
  const choices = (overview?.collections ?? []).filter((c) => !exclude?.includes(c.id));
  const [kind, setKind] = useState<'existing' | 'new'>('existing');
  const [target, setTarget] = useState('');
  const [draft, setDraft] = useState<CollectionDraft>(emptyDraft);

  useEffect(() => {
    void load();
  }, [load]);
  const mode = choices.length === 0 ? 'new' : kind;
  const chosen = target || choices[0]?.id || '';
  useEffect(() => {
    if (mode === 'existing') onPick(chosen ? { kind: 'existing', id: chosen } : null);
    else onPick(draft.name.trim() ? { kind: 'new', draft } : null);
  }, [mode, chosen, draft, onPick]);

  return (
    <div className="form-grid collection-picker">
      <fieldset className="collection-picker__modes">
        <label>
          <input
            type="radio"
            name="collection-target"
            checked={mode === 'existing'}
            disabled={choices.length === 0}
            onChange={() => setKind('existing')}
          />{' '}
          {labels.existing}
        </label>
        <label>
          <input
            type="radio"
            name="collection-target"
            checked={mode === 'new'}
            onChange={() => setKind('new')}
          />{' '}
          {labels.new}
        </label>
      </fieldset>
      {mode === 'existing' ? (
        <NativeSelect
          label={t('collections.move.target')}
          value={chosen}
          options={choices.map((c) => ({ label: c.name, value: c.id }))}
          onChange={setTarget}
        />
      ) : (
        <CollectionFields draft={draft} onChange={setDraft} showErrors={false} />
      )}
    </div>
  );
}
