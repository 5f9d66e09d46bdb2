import i18next from 'i18next';
import { useMemo, useState } from 'react';
import { profileRules } from '@parley/domain';
import { Select, TextField } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { setLocale } from '../../../i18n/i18n';
import { isLocale, locales } from '../../../i18n/locale';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { authApi } from '../../auth/utils/auth-api';
import { isGranted } from '../../auth/utils/features';
import { rememberTenantVersion } from '../../auth/utils/session';
import { useForm } from '../../shared/hooks/useForm';
import { toast } from '../../shared/stores/useToastStore';
import {
  countryOptions,
  countryValue,
  timezoneOptions,
} from '../../shared/utils/reference-options';
import { DeleteAccountModal } from './DeleteAccountModal';
import { PhotoModal } from './PhotoModal';

// Spec §2/§4 profile: Save only when something changed and nothing is saving, and only the changed fields;
// after saving, the language is applied and the page reloads (after an error too).
export function ProfileScreen() {
  const { t, i18n } = useTranslation();
  const tenant = useAuthStore((s) => s.tenant);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const zones = useMemo(() => timezoneOptions(), []);
  const languages = locales.map((l) => ({ value: l, label: t(`common.locales.${l}`) }));
  const form = useForm(
    {
      picture: tenant?.picture ?? '',
      name: tenant?.name ?? '',
      organisation: tenant?.organisation ?? '',
      position: tenant?.position ?? '',
      country: countryValue(tenant?.country),
      timezone: tenant?.timezone ?? '',
      language: isLocale(tenant?.language) ? tenant.language : i18n.language,
    },
    profileRules,
  );
  const f = {
    name: form.field('name'),
    organisation: form.field('organisation'),
    position: form.field('position'),
    country: form.field('country'),
    timezone: form.field('timezone'),
    language: form.field('language'),
    picture: form.field('picture'),
  };

  const save = form.submit(async (values) => {
    setBusy(true);
    try {
      const updated = await authApi.updateProfile(form.changes);
      rememberTenantVersion(updated);
    } catch {
      // Nothing was saved: the form keeps what was typed, the language stays as it was.
      toast.error(t('settings.failed_to_update_account'));
      setBusy(false);
      return;
    }
    // The new language first, so the message after the reload is in it.
    if (isLocale(values.language)) await setLocale(values.language);
    toast.flash('success', i18next.t('settings.updated'));
    window.location.reload();
  });

  return (
    <section className="page">
      <h1 className="page__title">{t('settings.profile_title')}</h1>
      <form className="panel" onSubmit={save} noValidate>
        <div className="profile__photo">
          {f.picture.value ? (
            <img src={f.picture.value} alt={t('settings.photo')} className="profile__avatar" />
          ) : (
            <span className="profile__avatar profile__avatar--empty" aria-hidden="true">
              {(f.name.value || '?').slice(0, 1).toUpperCase()}
            </span>
          )}
          <button type="button" className="button" onClick={() => setPhotoOpen(true)}>
            {t('settings.change_photo')}
          </button>
          {f.picture.value ? (
            <button type="button" className="link-button" onClick={() => f.picture.onChange('')}>
              {t('settings.remove_photo')}
            </button>
          ) : null}
        </div>
        <div className="form-grid">
          <TextField
            label={t('common.name')}
            value={f.name.value}
            onChange={f.name.onChange}
            onBlur={f.name.onBlur}
            error={f.name.error}
            required
            autoComplete="name"
          />
          <TextField
            label={t('common.email')}
            value={tenant?.email ?? ''}
            onChange={() => undefined}
            readOnly
          />
          <TextField
            label={t('common.organization')}
            value={f.organisation.value}
            onChange={f.organisation.onChange}
            autoComplete="organization"
          />
          <TextField
            label={t('common.position')}
            value={f.position.value}
            onChange={f.position.onChange}
            autoComplete="organization-title"
          />
          <Select
            label={t('common.country')}
            options={countries}
            value={f.country.value || null}
            onChange={(v) => f.country.onChange(v ?? '')}
            onBlur={f.country.onBlur}
            error={f.country.error}
            isRequired
          />
          <Select
            label={t('common.timezone')}
            options={zones}
            value={f.timezone.value || null}
            onChange={(v) => f.timezone.onChange(v ?? '')}
          />
          <Select
            label={t('settings.language')}
            options={languages}
            value={f.language.value}
            onChange={(v) => f.language.onChange(v ?? f.language.value)}
          />
        </div>
        <p id="email-readonly" className="muted">
          {t('settings.email_readonly')}
        </p>
        <div className="form-actions">
          {isGranted(tenant, 'SETTINGS_DELETE_ACCOUNT') ? (
            <button
              type="button"
              className="link-button profile__delete"
              onClick={() => setDeleteOpen(true)}
            >
              {t('settings.delete_account')}
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={!form.isDirty || busy}>
            {busy ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
      <PhotoModal
        isOpen={photoOpen}
        onClose={() => setPhotoOpen(false)}
        onSet={async (jpeg) => {
          const { picture } = await authApi.uploadPicture(jpeg);
          f.picture.onChange(picture);
        }}
      />
      <DeleteAccountModal isOpen={deleteOpen} onClose={() => setDeleteOpen(false)} />
    </section>
  );
}
