import { useMemo, useState } from 'react';
import { onboardingRules } from '@parley/domain';
import { Select, TextField } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { authApi } from '../../auth/utils/auth-api';
import { brandName } from '../../auth/utils/features';
import { loadSession, logout } from '../../auth/utils/session';
import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { Icon } from '../../shared/components/Icon';
import { NewPasswordFields } from '../../shared/components/NewPasswordFields';
import { useForm } from '../../shared/hooks/useForm';
import { toast } from '../../shared/stores/useToastStore';
import {
  browserTimezone,
  countryOptions,
  countryValue,
  timezoneOptions,
  zoneForCountry,
} from '../../shared/utils/reference-options';

// Spec §2 onboarding: the registration step; a completed registration goes straight to /.
export function OnboardingScreen() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const tenant = useAuthStore((s) => s.tenant);
  const config = useAuthStore((s) => s.config);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [busy, setBusy] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const zones = useMemo(() => timezoneOptions(), []);
  const form = useForm(
    {
      name: tenant?.name ?? '',
      password: '',
      repeatPassword: '',
      country: countryValue(tenant?.country),
      timezone: tenant?.timezone || browserTimezone(),
    },
    onboardingRules,
  );
  if (tenant?.flags?.rc) return <Redirect to="/" replace />;
  const name = form.field('name');
  const password = form.field('password');
  const repeat = form.field('repeatPassword');
  const country = form.field('country');
  const timezone = form.field('timezone');

  const submit = form.submit(async (values) => {
    setBusy(true);
    try {
      await authApi.register({
        name: values.name.trim(),
        country: values.country,
        timezone: values.timezone,
        language: i18n.language,
        ...(values.password
          ? { password: values.password, repeatPassword: values.repeatPassword }
          : {}),
      });
      await loadSession();
      navigate('/', { replace: true });
    } catch {
      toast.error(t('onboarding.failed_to_register'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className="onboarding">
      <header className="onboarding__header">
        <div className="top-bar__brand">
          <div className="brand-mark brand-mark--small" aria-hidden="true">
            {brandName(config).slice(0, 1)}
          </div>
          <span>{brandName(config)}</span>
        </div>
        <button
          type="button"
          className="icon-button"
          aria-label={t('logout.action')}
          onClick={() => setConfirmLogout(true)}
        >
          <Icon name="logout" />
        </button>
      </header>
      <main className="onboarding__main">
        <form className="panel onboarding__card" onSubmit={submit} noValidate>
          <h1 className="page__title">{t('onboarding.title')}</h1>
          <p className="muted">{t('onboarding.intro')}</p>
          <TextField label={t('common.name')} {...name} autoComplete="name" required />
          <Select
            label={t('common.country')}
            options={countries}
            value={country.value || null}
            onChange={(v) => {
              // The time zone follows the country unless it already lies in it.
              const zone = v ? zoneForCountry(v, timezone.value) : null;
              form.setValuesOf({ country: v ?? '', ...(zone ? { timezone: zone } : {}) });
            }}
            onBlur={country.onBlur}
            error={country.error}
            isRequired
          />
          <Select
            label={t('common.timezone')}
            options={zones}
            value={timezone.value || null}
            onChange={(v) => timezone.onChange(v ?? '')}
            onBlur={timezone.onBlur}
            error={timezone.error}
            isRequired
          />
          <p className="muted onboarding__hint">{t('onboarding.password_optional')}</p>
          <NewPasswordFields label={t('common.password')} password={password} repeat={repeat} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('common.continue')}
          </button>
        </form>
      </main>
      <ConfirmModal
        isOpen={confirmLogout}
        title={t('logout.title')}
        message={t('onboarding.logout_confirm')}
        confirmLabel={t('logout.action')}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => void logout({ clearLocal: true })}
      />
    </div>
  );
}
