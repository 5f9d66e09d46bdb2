import { PLAN_LIMITS, monthKey } from '@parley/domain';
import type { Plan } from '@parley/domain';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth/stores/useAuthStore';

const plans: readonly Plan[] = ['free', 'premium', 'unlimited'];

// Spec §2/§9: the plan, this month's usage (a number or ∞) and the plan table.
export function SubscriptionsScreen() {
  const { t, i18n } = useTranslation();
  const tenant = useAuthStore((s) => s.tenant);
  const plan = tenant?.subscription?.plan ?? 'free';
  // Spec §3: the current month of the quota map is read and shown as a number or ∞.
  const left: unknown = tenant?.quota?.[monthKey(new Date().toISOString(), tenant.timezone)];
  const n = (v: number | null) =>
    v === null ? t('settings.unlimited') : new Intl.NumberFormat(i18n.language).format(v);
  const quota =
    typeof left === 'number'
      ? n(left)
      : PLAN_LIMITS[plan].conversationsPerMonth === null
        ? t('settings.unlimited')
        : typeof left === 'string'
          ? left
          : '–';
  const rows: { key: string; value: (p: Plan) => string }[] = [
    { key: 'conversations', value: (p) => n(PLAN_LIMITS[p].conversationsPerMonth) },
    { key: 'insights', value: (p) => n(PLAN_LIMITS[p].aiInsightsPerMonth) },
    { key: 'collections', value: (p) => n(PLAN_LIMITS[p].collections) },
    { key: 'cards', value: (p) => n(PLAN_LIMITS[p].cardsPerCollection) },
    {
      key: 'digests',
      value: (p) => PLAN_LIMITS[p].digests.map((d) => t(`settings.digests.${d}`)).join(', '),
    },
  ];
  return (
    <section className="page">
      <h1 className="page__title">{t('settings.subscriptions_title')}</h1>
      <div className="panel subscription__summary">
        <div>
          <span className="muted">{t('settings.plan')}</span>
          <strong>
            {t(`settings.plan_names.${plan}`)}
            {tenant?.subscription?.status
              ? ` · ${t(`settings.status.${tenant.subscription.status}`)}`
              : ''}
          </strong>
        </div>
        <div>
          <span className="muted">{t('settings.usage')}</span>
          <strong>{quota}</strong>
        </div>
      </div>
      <div className="panel pui-table">
        <table>
          <thead>
            <tr>
              <th>{t('settings.plan_table.feature')}</th>
              {plans.map((p) => (
                <th key={p} className={p === plan ? 'is-current' : undefined}>
                  {t(`settings.plan_names.${p}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{t(`settings.plan_table.${row.key}`)}</td>
                {plans.map((p) => (
                  <td key={p} className={p === plan ? 'is-current' : undefined}>
                    {row.value(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">{t('settings.plan_table.annual')}</p>
      </div>
    </section>
  );
}
