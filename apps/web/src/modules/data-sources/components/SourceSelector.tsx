import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/stores/useToastStore';
import { useDataSourcesStore } from '../stores/useDataSourcesStore';
import { choiceKey, connectionRows, sourceChoices } from '../utils/connections';
import { dataSourcesApi } from '../utils/data-sources-api';
import { errorMessage } from '../utils/error-message';
import '../styles/data-sources.css';

export type SourceSelectorProps = { className?: string };

// Where questions go when they name no source: the tenant's default (POST /api/v1/datasource/defaults),
// so the conversation, the card editor and the assistants all follow the same choice.
export function SourceSelector({ className }: SourceSelectorProps) {
  const { t } = useTranslation();
  const { credentials, defaultSource, load, setCredentials, setDefault } = useDataSourcesStore();
  const choices = useMemo(() => sourceChoices(connectionRows(credentials)), [credentials]);
  const current = defaultSource
    ? choiceKey({ ...defaultSource, account_id: defaultSource.account_id || undefined })
    : 'demo|demo|';

  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const change = async (key: string) => {
    const choice = choices.find((c) => choiceKey(c) === key);
    if (!choice) return;
    try {
      const { credentials: next } = await dataSourcesApi.defaults(
        choice.type === 'demo' ? { type: 'demo', datasource_id: 'demo' } : choice,
      );
      setCredentials(next);
      setDefault(choice);
      toast.success(t('datastore.defaults_saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('datastore.failed_to_update_defaults')));
    }
  };

  return (
    <label className={`ds-selector ${className ?? ''}`}>
      <span className="ds-selector__label">{t('datastore.source_for_questions')}</span>
      <select
        className="pui-input"
        value={current}
        onChange={(e) => void change(e.target.value)}
        data-testid="source-selector"
      >
        {choices.map((c) => (
          <option key={choiceKey(c)} value={choiceKey(c)}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
