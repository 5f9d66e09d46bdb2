import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveriesApi } from '../utils/deliveries-api';
import type { DigestSettings } from '../utils/deliveries-api';

export type DigestSettingsPanelProps = { collectionId: string };

// The collection's e-mail digest: on or off, attachments only, an XLSX workbook, and a preview.
export function DigestSettingsPanel({ collectionId }: DigestSettingsPanelProps) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<DigestSettings | null>(null);
  const [status, setStatus] = useState<string>('');
  useEffect(() => {
    let alive = true;
    deliveriesApi
      .settings(collectionId)
      .then((reply) => alive && setSettings(reply.settings))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [collectionId]);
  if (!settings) return null;
  const change = (next: Partial<DigestSettings>) => {
    deliveriesApi
      .change(collectionId, next)
      .then((reply) => setSettings(reply.settings))
      .catch((error: Error) => setStatus(error.message));
  };
  const preview = () => {
    setStatus('');
    deliveriesApi
      .previewDigest(collectionId)
      .then(() => setStatus(t('deliveries.preview_sent')))
      .catch((error: Error) => setStatus(error.message));
  };
  const box = (key: keyof DigestSettings) => (
    <label className="digest-settings__option">
      <input
        type="checkbox"
        checked={settings[key]}
        onChange={(event) => change({ [key]: event.target.checked })}
      />{' '}
      {t(`deliveries.${key}`)}
    </label>
  );
  return (
    <details className="panel digest-settings">
      <summary>{t('deliveries.digest_settings')}</summary>
      {box('enabled')}
      {box('attachmentsOnly')}
      {box('xlsx')}
      <button type="button" className="button" onClick={preview}>
        {t('deliveries.send_preview')}
      </button>
      <p role="status" className="muted">
        {status}
      </p>
    </details>
  );
}
