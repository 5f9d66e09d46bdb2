import type { Digest } from '@parley/domain';
import { TextField } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { digestChoices, planDigests } from '../utils/collection-text';
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
  const allowed = planDigests(useAuthStore((s) => s.tenant?.subscription?.plan));
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
        options={digestChoices(allowed, draft.digest).map((value) => ({
          value,
          label: t(`collections.digests.${value}`),
        }))}
        onChange={(digest) => onChange({ ...draft, digest })}
        hint={allowed.includes('daily') ? undefined : t('collections.daily_needs_premium')}
      />
    </>
  );
}
