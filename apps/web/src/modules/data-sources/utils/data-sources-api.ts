import { XSRF_HEADER } from '@parley/domain';
import type { UploadedDataSet } from '@parley/domain';
import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { unwrapEnvelope } from '../../../lib/api/envelope';
import { readString } from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';
import type {
  CatalogueEntry,
  CredentialAccount,
  CredentialsMap,
  DatabaseForm,
  SourceChoice,
  TableInfo,
} from '../types/data-sources';

const base = '/api/v1/datasource';
type Credentials = { credentials: CredentialsMap };
type Target = { type: string; datasource_id: string };

function databaseBody(form: DatabaseForm) {
  return {
    type: form.type,
    host: form.host.trim(),
    port: form.port ? Number(form.port) : undefined,
    database: form.database.trim(),
    user: form.user.trim(),
    password: form.password,
    ssl: form.ssl,
  };
}

// Spec §7 Data sources, plus the catalogue, file and database calls this module adds.
export const dataSourcesApi = {
  catalogue: () => api.get<CatalogueEntry[]>(`${base}/catalogue`),
  credentials: () => api.get<Credentials & { default: SourceChoice | null }>(`${base}/credentials`),
  revoke: (target: Target) => api.post<Credentials>(`${base}/revoke`, target),
  activate: (target: Target) => api.post<Credentials>(`${base}/activate`, target),
  addAccount: (target: Target, account: CredentialAccount) =>
    api.post<Credentials>(`${base}/account`, {
      ...target,
      account: { account_id: account.account_id, name: account.name },
    }),
  removeAccount: (target: Target, account_id: string) =>
    api.post<Credentials>(`${base}/account/remove`, { ...target, account_id }),
  selectAccount: (target: Target, account_id: string) =>
    api.post<Credentials>(`${base}/account/select`, { ...target, account_id }),
  accounts: (target: Target) =>
    api.get<CredentialAccount[]>(`${base}/accounts?${new URLSearchParams(target).toString()}`),
  defaults: (choice: SourceChoice) => api.post<Credentials>(`${base}/defaults`, choice),
  removeFile: (datasource_id: string) =>
    api.post<{ removed: string }>(`${base}/files/remove`, { datasource_id }),
  removeDatabase: (target: Target) =>
    api.post<{ removed: true }>(`${base}/database/remove`, target),
  testDatabase: (form: DatabaseForm) =>
    api.post<{ ok: true; tables: TableInfo[] }>(`${base}/database/test`, databaseBody(form)),
  connectDatabase: (form: DatabaseForm, tables: string[]) =>
    api.post<{ datasource_id: string; tables: TableInfo[] }>(`${base}/database`, {
      ...databaseBody(form),
      tables,
    }),
  // A full page load: the provider's consent screen, then back through /authcallback.
  oauthUrl: (type: string) =>
    `/api/v1/datasourceredirect?${new URLSearchParams({ type, ...(location.hostname === 'localhost' ? { local: 'true' } : {}) }).toString()}`,
};

// fetch cannot report upload progress; XMLHttpRequest can. Same headers and envelope as every call.
// `replace`: the id of the data set the person chose to replace; without it the file is a new one.
export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  replace?: string,
): Promise<UploadedDataSet> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = replace ? `?${new URLSearchParams({ replace }).toString()}` : '';
    request.open('POST', `${base}/files${query}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = readString(storageKeys.xsrfToken);
    if (token) request.setRequestHeader(XSRF_HEADER, token);
    if (document.documentElement.lang)
      request.setRequestHeader('Accept-Language', document.documentElement.lang);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('network', 0, 'network'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? (JSON.parse(request.responseText) as unknown) : null;
      } catch {
        body = request.responseText;
      }
      try {
        resolve(unwrapEnvelope<UploadedDataSet>(request.status, body));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
