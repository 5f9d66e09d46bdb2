// A data source's logo: its initials on the source's colour (no remote images to load).
const colours: Record<string, string> = {
  demo: '#4f46e5',
  csv: '#059669',
  xlsx: '#16a34a',
  json: '#d97706',
  parquet: '#0891b2',
};

export function SourceLogo({ type }: { type: string }) {
  return (
    <span
      className="source-logo"
      style={{ background: colours[type] ?? '#64748b' }}
      aria-label={type}
      role="img"
    >
      {type.slice(0, 2).toUpperCase()}
    </span>
  );
}
