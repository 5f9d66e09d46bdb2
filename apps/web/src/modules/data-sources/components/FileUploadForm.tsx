import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/stores/useToastStore';
import { useDataSourcesStore } from '../stores/useDataSourcesStore';
import { dataSourcesApi, uploadFile } from '../utils/data-sources-api';
import { errorMessage } from '../utils/error-message';

export type FileUploadFormProps = { onDone: () => void };

// Upload with a progress bar; the server checks type, size, encoding and columns and says what is wrong.
export function FileUploadForm({ onDone }: FileUploadFormProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const setCredentials = useDataSourcesStore((s) => s.setCredentials);
  const setDefault = useDataSourcesStore((s) => s.setDefault);
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, setProgress);
      // A file is uploaded to be asked about: questions go to it from now on (the conversation's
      // source selector goes back to the demo or another source in one choice).
      const choice = { type: 'file', datasource_id: uploaded.datasource_id };
      setCredentials((await dataSourcesApi.defaults(choice)).credentials);
      setDefault(choice);
      toast.success(
        t('datastore.uploaded', { name: uploaded.name, count: uploaded.rows }),
        t('datastore.ask_uploaded', { name: uploaded.name }),
      );
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('datastore.invalid_configuration')));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="ds-upload">
      <p className="muted">{t('datastore.upload_hint')}</p>
      <label className="button button--primary ds-upload__button">
        {t('datastore.choose_file')}
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          accept=".csv,.json,.parquet,.xlsx"
          disabled={progress !== null}
          data-testid="datasource-file"
          onChange={(e) => void send(e.target.files?.[0])}
        />
      </label>
      {progress !== null ? (
        <div
          className="ds-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div className="ds-progress__bar" style={{ width: `${Math.round(progress * 100)}%` }} />
          <span>{t('datastore.uploading', { percent: Math.round(progress * 100) })}</span>
        </div>
      ) : null}
    </div>
  );
}
