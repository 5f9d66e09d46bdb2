import { useState } from 'react';
import type { DragEvent } from 'react';
import { photoFile } from '@parley/domain';
import { Modal } from '@parley/ui';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { cropToJpeg, readAsDataUrl } from '../utils/crop-image';
import type { PixelArea } from '../utils/crop-image';

export type PhotoModalProps = {
  isOpen: boolean;
  onClose: () => void;
  onSet: (jpeg: Blob) => Promise<void>;
};

// Spec §9 cropper: a 300 px preview with a 200 px frame; the zoom slider runs 6 to 30 (×0.1), starting at 15.
const zoomMin = 6;
const zoomMax = 30;
const zoomDefault = 15;

export function PhotoModal({ isOpen, onClose, onSet }: PhotoModalProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(zoomDefault);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [dragging, setDragging] = useState(false);

  const clear = () => {
    setSource(null);
    setError(null);
    setArea(null);
    setZoom(zoomDefault);
  };
  const take = async (file: File | undefined) => {
    if (!file) return;
    const problem = photoFile(file);
    if (problem) {
      setError(t(problem.messageKey, problem.params));
      return;
    }
    setError(null);
    setSource(await readAsDataUrl(file));
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files[0]);
  };
  const [busy, setBusy] = useState(false);
  const set = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      await onSet(await cropToJpeg(source, area));
      clear();
      onClose();
    } catch (failure) {
      setError(
        isApiError(failure) && failure.kind === 'bad_request'
          ? failure.message
          : t('settings.failed_to_update_account'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      title={t('settings.photo_title')}
      onClose={() => {
        clear();
        onClose();
      }}
      footer={
        <>
          <button type="button" className="button" onClick={clear} disabled={!source}>
            {t('settings.clear')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              clear();
              onClose();
            }}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!source || !area || busy}
            onClick={() => void set()}
          >
            {t('settings.set_picture')}
          </button>
        </>
      }
    >
      {source ? (
        <>
          <div className="photo__crop">
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom / 10}
              minZoom={zoomMin / 10}
              maxZoom={zoomMax / 10}
              aspect={1}
              cropShape="round"
              cropSize={{ width: 200, height: 200 }}
              onCropChange={setCrop}
              onZoomChange={(z) => setZoom(Math.round(z * 10))}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <label className="photo__zoom">
            {t('settings.zoom')}
            <input
              type="range"
              min={zoomMin}
              max={zoomMax}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
            />
          </label>
        </>
      ) : (
        <div
          className={`photo__drop ${dragging ? 'is-dragging' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p>
            {t('settings.photo_drop')}{' '}
            <label className="link-button">
              {t('settings.photo_browse')}
              <input
                type="file"
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                className="visually-hidden"
                onChange={(e) => void take(e.target.files?.[0])}
                data-testid="photo-input"
              />
            </label>
          </p>
          <p className="muted">{t('settings.photo_hint')}</p>
        </div>
      )}
      {error ? (
        <p className="pui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
