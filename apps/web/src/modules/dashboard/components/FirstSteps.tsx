import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuthStore } from '../../auth/stores/useAuthStore';
import { isFeatureOn } from '../../auth/utils/features';
import { useCollectionsStore } from '../../collections/stores/useCollectionsStore';
import { Icon } from '../../shared/components/Icon';
import { firstSteps } from '../utils/first-steps';

// A new person's first steps on the dashboard: ask the demo, connect their data, make a collection.
// Each step says when it is done; the panel goes once all three are.
export function FirstSteps() {
  const { t } = useTranslation();
  const config = useAuthStore((s) => s.config);
  const tenant = useAuthStore((s) => s.tenant);
  const overview = useCollectionsStore((s) => s.overview);
  const load = useCollectionsStore((s) => s.load);
  useEffect(() => {
    if (!overview) void load();
  }, [overview, load]);
  if (!overview) return null;
  const steps = firstSteps(overview, (feature) => isFeatureOn(config, tenant, feature), {
    demoQuestion: t('dashboard.first.demo_question'),
  });
  if (steps.every((s) => s.done)) return null;
  return (
    <section className="panel first-steps" aria-labelledby="first-steps-title">
      <h2 id="first-steps-title" className="dashboard__heading">
        {t('dashboard.first.title')}
      </h2>
      <ol className="first-steps__list">
        {steps.map((step) => (
          <li key={step.id} className={`first-steps__step ${step.done ? 'is-done' : ''}`}>
            <span className="first-steps__mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <div className="first-steps__text">
              <Link href={step.href} className="first-steps__link">
                {t(`dashboard.first.${step.id}`)}
              </Link>
              <span className="muted">
                {step.done ? t('dashboard.first.done') : t(`dashboard.first.${step.id}_hint`)}
              </span>
            </div>
            <Icon name="chevronRight" size={16} />
          </li>
        ))}
      </ol>
    </section>
  );
}
