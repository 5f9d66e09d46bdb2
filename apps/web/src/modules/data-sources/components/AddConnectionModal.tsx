import { useState } from 'react';
import { Modal } from '@parley/ui';
import { useTranslation } from 'react-i18next';
import { useDataSourcesStore } from '../stores/useDataSourcesStore';
import type { CatalogueEntry, ConnectionRow } from '../types/data-sources';
import { isConnected, sourceName } from '../utils/connections';
import { dataSourcesApi } from '../utils/data-sources-api';
import { DatabaseForm } from './DatabaseForm';
import { FileUploadForm } from './FileUploadForm';

export type AddConnectionModalProps = {
  isOpen: boolean;
  rows: ConnectionRow[];
  onClose: () => void;
};

// Spec §2: the catalogue, with sources already connected dimmed; choosing one opens its own form
// (OAuth2 sources leave for the provider's consent page).
export function AddConnectionModal({ isOpen, rows, onClose }: AddConnectionModalProps) {
  const { t } = useTranslation();
  const catalogue = useDataSourcesStore((s) => s.catalogue);
  const [picked, setPicked] = useState<CatalogueEntry | null>(null);
  const close = () => {
    setPicked(null);
    onClose();
  };
  const pick = (entry: CatalogueEntry) => {
    if (entry.auth_type === 'oauth2')
      return window.location.assign(dataSourcesApi.oauthUrl(entry.type));
    setPicked(entry);
  };

  return (
    <Modal
      isOpen={isOpen}
      size="medium"
      title={picked ? sourceName(t, picked.type, picked.name) : t('datastore.add_connection')}
      onClose={close}
    >
      {picked?.type === 'file' ? <FileUploadForm onDone={close} /> : null}
      {picked?.type === 'postgresql' || picked?.type === 'mysql' ? (
        <DatabaseForm type={picked.type} onDone={close} />
      ) : null}
      {!picked ? (
        <ul className="ds-catalogue">
          {catalogue.map((entry) => {
            const connected = isConnected(entry, rows);
            return (
              <li key={entry.type}>
                <button
                  type="button"
                  className={`ds-catalogue__item${connected ? ' ds-catalogue__item--dimmed' : ''}`}
                  disabled={connected}
                  onClick={() => pick(entry)}
                >
                  <img className="ds-logo" src={entry.logo} alt="" />
                  <span>{sourceName(t, entry.type, entry.name)}</span>
                  {connected ? (
                    // The demo is there for everyone, not a connection of this person's.
                    <span className="ds-badge">
                      {t(entry.type === 'demo' ? 'datastore.built_in' : 'datastore.connected')}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Modal>
  );
}
