import type { Grain } from '@parley/domain';
import type { Ga4Request } from '../dialects/ga4-request';
import type { Row } from '../sources/duckdb-runner';

export type Ga4Endpoints = { dataApiUrl: string; adminApiUrl: string };
export type Ga4Property = { property: string; displayName: string; account: string };
export type AccessToken = () => Promise<string>;

export class Ga4ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type ReportResponse = {
  dimensionHeaders?: { name: string }[];
  metricHeaders?: { name: string; type?: string }[];
  rows?: { dimensionValues?: { value: string }[]; metricValues?: { value: string }[] }[];
};

// ISO week "202403" → the Monday of that week, as 'YYYY-MM-DD'.
function isoWeekMonday(value: string): string {
  const year = Number(value.slice(0, 4));
  const week = Number(value.slice(4));
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Day = (new Date(jan4).getUTCDay() + 6) % 7;
  return new Date(jan4 - jan4Day * 86_400_000 + (week - 1) * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

export function timeValue(value: string, grain: Grain): string {
  if (grain === 'daily') return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  if (grain === 'monthly') return `${value.slice(0, 4)}-${value.slice(4, 6)}-01`;
  if (grain === 'yearly') return `${value.slice(0, 4)}-01-01`;
  return isoWeekMonday(value);
}

async function call<T>(url: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Ga4ApiError(response.status, `GA4 API answered ${response.status}`);
  return (await response.json()) as T;
}

// The documented GA4 Data API (runReport) and Admin API (accountSummaries), at configurable bases.
export class Ga4Client {
  constructor(
    private readonly endpoints: Ga4Endpoints,
    private readonly token: AccessToken,
  ) {}

  async properties(): Promise<Ga4Property[]> {
    const found: Ga4Property[] = [];
    let pageToken = '';
    do {
      const url = `${this.endpoints.adminApiUrl}/v1beta/accountSummaries?pageSize=200${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
      const page = await call<{
        accountSummaries?: {
          account: string;
          displayName: string;
          propertySummaries?: { property: string; displayName: string }[];
        }[];
        nextPageToken?: string;
      }>(url, await this.token());
      for (const account of page.accountSummaries ?? []) {
        for (const p of account.propertySummaries ?? [])
          found.push({
            property: p.property.replace(/^properties\//, ''),
            displayName: p.displayName,
            account: account.displayName,
          });
      }
      pageToken = page.nextPageToken ?? '';
    } while (pageToken);
    return found;
  }

  async runReport(property: string, request: Ga4Request): Promise<Row[]> {
    const url = `${this.endpoints.dataApiUrl}/v1beta/properties/${encodeURIComponent(property)}:runReport`;
    const report = await call<ReportResponse>(url, await this.token(), {
      method: 'POST',
      body: JSON.stringify(request.body),
    });
    const dimensions = request.columns.filter((c) => c.kind === 'dimension');
    const metrics = request.columns.filter((c) => c.kind === 'metric');
    return (report.rows ?? []).map((r) => {
      const row: Row = {};
      dimensions.forEach((c, i) => {
        const value = r.dimensionValues?.[i]?.value ?? null;
        row[c.key] = value !== null && c.grain ? timeValue(value, c.grain) : value;
      });
      metrics.forEach((c, i) => {
        const value = Number(r.metricValues?.[i]?.value);
        // GA4 reports rates as fractions; cards show percents.
        row[c.key] = Number.isFinite(value)
          ? c.name === 'engagementRate'
            ? value * 100
            : value
          : null;
      });
      return row;
    });
  }
}
