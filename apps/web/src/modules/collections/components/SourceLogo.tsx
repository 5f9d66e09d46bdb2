import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataSourcesStore } from '../../data-sources/stores/useDataSourcesStore';
import { sourceName } from '../../data-sources/utils/connections';

export type SourceLogoProps = {
  type: string;
  // True where the source's name is written beside the logo: the image then says nothing twice.
  decorative?: boolean;
};

// Initials on a colour, only for when the API's logo cannot be loaded.
const colours: Record<string, string> = {
  demo: '#4f46e5',
  file: '#475569',
  postgresql: '#336791',
  mysql: '#00758f',
  google_analytics: '#e37400',
};

// A data source's logo as the API serves it (the same image as on the Data sources screen).
export function SourceLogo({ type, decorative = false }: SourceLogoProps) {
  const { t } = useTranslation();
  const entry = useDataSourcesStore((s) => s.catalogue.find((e) => e.type === type));
  const [failed, setFailed] = useState(false);
  const name = sourceName(t, type, entry?.name ?? type);
  if (failed)
    return (
      <span
        className="source-logo"
        style={{ background: colours[type] ?? '#64748b' }}
        title={name}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        {type.slice(0, 2).toUpperCase()}
      </span>
    );
  return (
    <img
      className="source-logo source-logo--image"
      src={entry?.logo ?? `/datasource-logos/${type}.svg`}
      alt={decorative ? '' : name}
      title={name}
      width={24}
      height={24}
      onError={() => setFailed(true)}
    />
  );
}
