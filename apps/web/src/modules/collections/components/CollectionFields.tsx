import { DIGEST_OPTIONS } from '@parley/domain';
import type { Digest } from '@parley/domain';
import { TextField } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from './NativeSelect';

export type CollectionDraft = { name: string; digest: Digest };

export const emptyDraft: CollectionDraft = { name: '', digest: 'weekly' };

// Name and e-mail digest, as the create, edit and move modals ask for them.
export function CollectionFields({
  draft,
  onChange,
  showErrors,
}: {
  draft: CollectionDraft;
  onChange: (draft: CollectionDraft) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const nameMissing = draft.name.trim() === '';
  return (
    <>
      <TextField
        label={t('collections.name')}
        value={draft.name}
        onChange={(name) => onChange({ ...draft, name })}
        error={showErrors && nameMissing ? t('collections.name_required') : undefined}
        maxLength={200}
        required
      />
      <NativeSelect
        label={t('collections.digest')}
        value={draft.digest}
        options={DIGEST_OPTIONS.map((o) => ({
          value: o.value,
          label: t(`collections.digests.${o.value}`),
        }))}
        onChange={(digest) => onChange({ ...draft, digest })}
      />
    </>
  );
}
