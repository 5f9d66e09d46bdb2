import type { CredentialsMap } from '@parley/domain';
import { connectionRows } from '../../data-sources/utils/connections';

export type CardSource = { type: string; datasourceId: string };
export type CardSourceOption = { label: string; value: string };

// A connection is one select value: its type and datasource id travel together, so preview,
// suggestions and save always name a source that exists (a type alone is not a source).
export const sourceKey = (source: CardSource): string =>
  JSON.stringify([source.type, source.datasourceId]);

export function sourceOfKey(key: string): CardSource | null {
  try {
    const parsed: unknown = JSON.parse(key);
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [type, datasourceId] = parsed as unknown[];
    return typeof type === 'string' && typeof datasourceId === 'string'
      ? { type, datasourceId }
      : null;
  } catch {
    return null;
  }
}

// Spec §2 card editor source selector: the demo and each active connection by its name (an
// uploaded file by its file name, an account login by its e-mail). The card's own source stays
// listed even when its connection was revoked since, so an edited card shows where it points.
export function cardSourceOptions(
  credentials: CredentialsMap,
  current: CardSource,
): CardSourceOption[] {
  const options: CardSourceOption[] = [
    { label: 'Demo', value: sourceKey({ type: 'demo', datasourceId: 'demo' }) },
  ];
  for (const row of connectionRows(credentials)) {
    const isCurrent = row.type === current.type && row.datasource_id === current.datasourceId;
    if (row.type === 'demo' || (row.status !== 'active' && !isCurrent)) continue;
    const name = row.type === 'file' ? row.datasource_id : row.user?.email || row.datasource_id;
    options.push({
      label: row.type === 'file' ? name : `${name} · ${row.type}`,
      value: sourceKey({ type: row.type, datasourceId: row.datasource_id }),
    });
  }
  const currentKey = sourceKey(current);
  if (!options.some((o) => o.value === currentKey))
    options.push({ label: current.datasourceId, value: currentKey });
  return options;
}
