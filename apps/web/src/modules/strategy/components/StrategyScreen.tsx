import { useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_NOTIFICATION_FREQUENCY,
  NOTIFICATION_FREQUENCIES,
  normaliseOrganisationStrategy,
  organisationStrategyRules,
} from '@parley/domain';
import type { NotificationFrequency, OrganisationStrategy } from '@parley/domain';
import { MultiSelect, Select, TextField } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Loader } from '../../shared/components/Loader';
import { useForm } from '../../shared/hooks/useForm';
import { toast } from '../../shared/stores/useToastStore';
import { countryOptions, industryOptions } from '../../shared/utils/reference-options';
import { deliveriesApi } from '../../deliveries/utils/deliveries-api';
import { useTopicReadings } from '../hooks/useTopicReadings';
import type { ReadingDecision } from '../hooks/useTopicReadings';
import { storedReadings, strategyApi } from '../utils/strategy-api';
import type { ProposedReading } from '../utils/strategy-api';
import { TopicReadings } from './TopicReadings';
import '../styles/strategy.css';

const empty: OrganisationStrategy = normaliseOrganisationStrategy({});

export function StrategyScreen() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<OrganisationStrategy | null>(null);
  useEffect(() => {
    strategyApi
      .get()
      .then((data) => setLoaded(data ? normaliseOrganisationStrategy(data) : empty))
      .catch(() => {
        toast.error(t('strategy.failed_load'));
        setLoaded(empty);
      });
  }, [t]);
  if (!loaded) return <Loader />;
  return <StrategyForm initial={loaded} />;
}

// Spec §2/§5: the strategy form saves only when valid, with the literal messages of spec §8.
function StrategyForm({ initial }: { initial: OrganisationStrategy }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const industries = useMemo(() => industryOptions(i18n.language), [i18n.language]);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const frequencies = NOTIFICATION_FREQUENCIES.map((f) => ({
    value: f,
    label: t(`strategy.frequencies.${f}`),
  }));
  const form = useForm<OrganisationStrategy>(initial, organisationStrategyRules);
  const topics = useTopicReadings();
  const [preview, setPreview] = useState('');
  const { check } = topics;
  // A strategy saved before shows what its words read as in the data as it is now.
  useEffect(() => {
    if (initial.topics_of_interest) check(initial).catch(() => undefined);
  }, [initial, check]);
  const text = (
    name:
      | 'business_name'
      | 'website_url'
      | 'business_description'
      | 'core_services'
      | 'target_client_types'
      | 'target_client_names'
      | 'target_client_websites'
      | 'topics_of_interest',
    multiline = false,
  ) => {
    const f = form.field(name);
    const required = (organisationStrategyRules[name]?.length ?? 0) > 0;
    return (
      <TextField
        key={name}
        label={t(`strategy.${name}`)}
        {...f}
        multiline={multiline}
        required={required}
      />
    );
  };
  const primary = form.field('primary_industry');
  const secondary = form.field('secondary_industries');
  const geography = form.field('geography_focus');
  const frequency = form.field('notification_frequency');
  // Saved with what each topic, industry and client reads as in the default source (issue 29);
  // a source that cannot be read leaves the readings as they were.
  const store = async (
    values: OrganisationStrategy,
    readings: OrganisationStrategy['topic_readings'],
  ) => {
    const strategy = normaliseOrganisationStrategy({ ...values, topic_readings: readings });
    const checked = await check(strategy).catch(() => null);
    await strategyApi.save(
      checked ? { ...strategy, topic_readings: storedReadings(checked) } : strategy,
    );
  };
  const save = form.submit(async (values) => {
    setBusy(true);
    try {
      await store(values, values.topic_readings ?? storedReadings(topics.readings ?? []));
      toast.success(t('strategy.saved'));
    } catch {
      toast.error(t('strategy.failed_save'));
    } finally {
      setBusy(false);
    }
  });
  const decide = (reading: ProposedReading, decision: ReadingDecision) => {
    setBusy(true);
    const readings = topics.decided(reading, decision);
    form.setValue('topic_readings', readings);
    store(form.values, readings)
      .then(() => toast.success(t('strategy.readings.saved')))
      .catch(() => toast.error(t('strategy.failed_save')))
      .finally(() => setBusy(false));
  };
  const sendPreview = () => {
    setPreview('');
    deliveriesApi
      .previewReport()
      .then(() => setPreview(t('deliveries.preview_sent')))
      .catch((error: Error) => setPreview(error.message));
  };
  return (
    <section className="page">
      <h1 className="page__title">{t('strategy.title')}</h1>
      <p className="muted">
        {t('strategy.intro')} <Link href="/reports">{t('deliveries.see_reports')}</Link>
      </p>
      <form onSubmit={save} noValidate>
        <fieldset className="panel strategy__group">
          <legend>{t('strategy.business')}</legend>
          <div className="form-grid">
            {text('business_name')}
            {text('website_url')}
          </div>
          {text('business_description', true)}
          {text('core_services', true)}
          <div className="form-grid">
            <Select
              label={t('strategy.primary_industry')}
              options={industries}
              value={primary.value || null}
              onChange={(v) => primary.onChange(v ?? '')}
              onBlur={primary.onBlur}
              error={primary.error}
              isRequired
            />
            <MultiSelect
              label={t('strategy.secondary_industries')}
              options={industries}
              values={secondary.value}
              onChange={secondary.onChange}
            />
          </div>
        </fieldset>
        <fieldset className="panel strategy__group">
          <legend>{t('strategy.clients')}</legend>
          {text('target_client_types', true)}
          {text('target_client_names', true)}
          {text('target_client_websites', true)}
        </fieldset>
        <fieldset className="panel strategy__group">
          <legend>{t('strategy.focus')}</legend>
          <MultiSelect
            label={t('strategy.geography_focus')}
            options={countries}
            values={geography.value}
            onChange={geography.onChange}
            onBlur={geography.onBlur}
            error={geography.error}
            isRequired
          />
          {text('topics_of_interest', true)}
          <Select
            label={t('strategy.notification_frequency')}
            options={frequencies}
            value={frequency.value || DEFAULT_NOTIFICATION_FREQUENCY}
            onChange={(v) =>
              frequency.onChange(
                (v as NotificationFrequency | null) ?? DEFAULT_NOTIFICATION_FREQUENCY,
              )
            }
            error={frequency.error}
            isRequired
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
      {topics.readings ? (
        <TopicReadings
          source={topics.source}
          readings={topics.readings}
          busy={busy}
          onDecide={decide}
        />
      ) : null}
      <div className="panel strategy__preview">
        <button type="button" className="button" onClick={sendPreview}>
          {t('deliveries.send_report_preview')}
        </button>
        <Link href="/reports">{t('deliveries.see_reports')}</Link>
        <p role="status" className="muted">
          {preview}
        </p>
      </div>
    </section>
  );
}
