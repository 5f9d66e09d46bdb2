import type {
  CatalogueEntry,
  ConnectionRow,
  ConnectionStatus,
  CredentialsMap,
  SourceChoice,
} from '../types/data-sources';

// Spec §4 connection states: Revoked wins over Inactive.
export function statusOf(entry: { active: boolean; revoked: boolean }): ConnectionStatus {
  if (entry.revoked) return 'revoked';
  return entry.active ? 'active' : 'inactive';
}

export function connectionRows(map: CredentialsMap): ConnectionRow[] {
  return Object.entries(map).flatMap(([type, byId]) =>
    Object.entries(byId).map(([datasource_id, entry]) => ({
      ...entry,
      type,
      datasource_id,
      status: statusOf(entry),
    })),
  );
}

// Spec §2: Revoke only for OAuth2 sources that are not revoked; Connect when revoked; Activate when inactive.
export function actionsOf(row: ConnectionRow): ('revoke' | 'connect' | 'activate')[] {
  if (row.status === 'revoked') return ['connect'];
  if (row.status === 'inactive') return ['activate'];
  return row.auth_type === 'oauth2' ? ['revoke'] : [];
}

// A source type is "connected" (dimmed in the add-connection modal) when it cannot take a second connection.
export function isConnected(entry: CatalogueEntry, rows: ConnectionRow[]): boolean {
  if (entry.type === 'demo') return true;
  if (entry.type === 'file' || entry.type === 'postgresql' || entry.type === 'mysql') return false;
  return rows.some((r) => r.type === entry.type && r.status === 'active');
}

// Where a question can go: the demo, each active connection (with its selected account).
export function sourceChoices(rows: ConnectionRow[]): (SourceChoice & { label: string })[] {
  const choices: (SourceChoice & { label: string })[] = [
    { type: 'demo', datasource_id: 'demo', label: 'Demo' },
  ];
  // A file is shown by the name it was uploaded under; two of the same name also by their ids.
  const names = rows.filter((r) => r.type === 'file' && r.name).map((r) => r.name);
  const shared = (name: string) => names.filter((n) => n === name).length > 1;
  for (const row of rows) {
    if (row.status !== 'active') continue;
    if (row.accounts.length === 0) {
      if (row.type === 'file')
        choices.push({
          type: row.type,
          datasource_id: row.datasource_id,
          label: !row.name
            ? row.datasource_id
            : shared(row.name)
              ? `${row.name} · ${row.datasource_id}`
              : row.name,
        });
      continue;
    }
    for (const account of row.accounts) {
      choices.push({
        type: row.type,
        datasource_id: row.datasource_id,
        account_id: account.account_id,
        label: `${account.name} · ${row.type}`,
      });
    }
  }
  return choices;
}

export const choiceKey = (c: SourceChoice) =>
  [c.type, c.datasource_id, c.account_id ?? ''].join('|');

// A catalogue entry's name in the interface language when it is not a brand (demo, file).
export function sourceName(
  t: (key: string, options: { defaultValue: string }) => string,
  type: string,
  name: string,
): string {
  return t(`datastore.source_names.${type}`, { defaultValue: name });
}
