import { useRef, useState } from 'react';
import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/stores/useToastStore';
import { useDataSourcesStore } from '../stores/useDataSourcesStore';
import { dataSourcesApi, uploadFile } from '../utils/data-sources-api';
import { errorMessage } from '../utils/error-message';

export type FileUploadFormProps = { onDone: () => void };

// Upload with a progress bar; the server checks type, size, encoding and columns and says what is wrong.
// A name already in use is a question, never a silent overwrite: replace that data set, or keep both.
export function FileUploadForm({ onDone }: FileUploadFormProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const credentials = useDataSourcesStore((s) => s.credentials);
  const setCredentials = useDataSourcesStore((s) => s.setCredentials);
  const setDefault = useDataSourcesStore((s) => s.setDefault);
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState<{ file: File; sameName: string } | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const sameName = Object.entries(credentials.file ?? {}).find(
      ([, entry]) => entry.name === file.name,
    )?.[0];
    if (sameName) setPending({ file, sameName });
    else void send(file);
  };

  const answer = (replace: boolean | null) => {
    const chosen = pending;
    setPending(null);
    if (!chosen || replace === null) {
      if (input.current) input.current.value = '';
      return;
    }
    void send(chosen.file, replace ? chosen.sameName : undefined);
  };

  const send = async (file: File, replace?: string) => {
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, setProgress, replace);
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
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </label>
      <Modal
        isOpen={pending !== null}
        size="small"
        title={t('datastore.same_name_title', { name: pending?.file.name ?? '' })}
        onClose={() => answer(null)}
        footer={
          <>
            <button type="button" className="button" onClick={() => answer(null)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="button" onClick={() => answer(false)}>
              {t('datastore.keep_both')}
            </button>
            <button type="button" className="button button--primary" onClick={() => answer(true)}>
              {t('datastore.replace')}
            </button>
          </>
        }
      >
        <p>{t('datastore.same_name_message')}</p>
      </Modal>
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
