import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A STAND-IN for Google's GA4 Data API (runReport) and Admin API (accountSummaries), for tests
// only: the real API is not reachable from here. It answers in the documented response shapes
// (https://developers.google.com/analytics/devguides/reporting/data/v1/rest/v1beta/properties/runReport,
// https://developers.google.com/analytics/devguides/config/admin/v1/rest/v1beta/accountSummaries/list),
// computing sums over a small recorded fixture of daily rows.
export type Ga4FixtureRow = {
  date: string; // YYYYMMDD, as GA4 writes it
  sessionDefaultChannelGroup: string;
  country: string;
  deviceCategory: string;
  sessions: number;
  totalUsers: number;
  newUsers: number;
  conversions: number;
  totalRevenue: number;
};

export const GA4_PROPERTY = '345678901';

const ACCOUNT_SUMMARIES = {
  accountSummaries: [
    {
      name: 'accountSummaries/98765',
      account: 'accounts/98765',
      displayName: 'Example Shop',
      propertySummaries: [
        {
          property: `properties/${GA4_PROPERTY}`,
          displayName: 'Shop web',
          propertyType: 'PROPERTY_TYPE_ORDINARY',
          parent: 'accounts/98765',
        },
      ],
    },
  ],
};

type RunReportBody = {
  dateRanges: { startDate: string; endDate: string }[];
  dimensions?: { name: string }[];
  metrics: { name: string }[];
  dimensionFilter?: {
    andGroup?: {
      expressions: { filter?: { fieldName: string; inListFilter: { values: string[] } } }[];
    };
  };
  limit?: number;
};

const compact = (iso: string) => iso.replace(/-/g, '');

function dimensionValue(row: Ga4FixtureRow, name: string): string {
  if (name === 'yearMonth') return row.date.slice(0, 6);
  if (name === 'year') return row.date.slice(0, 4);
  return String(row[name as keyof Ga4FixtureRow]);
}

export function runReport(rows: Ga4FixtureRow[], body: RunReportBody) {
  const range = body.dateRanges[0];
  const dims = (body.dimensions ?? []).map((d) => d.name);
  const filters =
    body.dimensionFilter?.andGroup?.expressions.flatMap((e) => (e.filter ? [e.filter] : [])) ?? [];
  const groups = new Map<string, { dims: string[]; sums: number[] }>();
  for (const row of rows) {
    if (row.date < compact(range.startDate) || row.date > compact(range.endDate)) continue;
    if (!filters.every((f) => f.inListFilter.values.includes(dimensionValue(row, f.fieldName))))
      continue;
    const values = dims.map((d) => dimensionValue(row, d));
    const key = values.join('\u0000');
    const group = groups.get(key) ?? { dims: values, sums: body.metrics.map(() => 0) };
    body.metrics.forEach((m, i) => {
      group.sums[i] += Number(row[m.name as keyof Ga4FixtureRow] ?? 0);
    });
    groups.set(key, group);
  }
  const out = [...groups.values()].slice(0, body.limit ?? 10_000);
  return {
    dimensionHeaders: dims.map((name) => ({ name })),
    metricHeaders: body.metrics.map((m) => ({
      name: m.name,
      type: m.name === 'totalRevenue' ? 'TYPE_CURRENCY' : 'TYPE_INTEGER',
    })),
    rows: out.map((g) => ({
      dimensionValues: g.dims.map((value) => ({ value })),
      metricValues: g.sums.map((v) => ({ value: String(v) })),
    })),
    rowCount: out.length,
    metadata: { currencyCode: 'USD', timeZone: 'Etc/UTC' },
    kind: 'analyticsData#runReport',
  };
}

export type Ga4StandIn = { url: string; seenTokens: string[]; close(): Promise<void> };

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startGa4StandIn(rows: Ga4FixtureRow[]): Promise<Ga4StandIn> {
  const seenTokens: string[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const send = (status: number, body: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      if (!token) return send(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      seenTokens.push(token);
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (request.method === 'GET' && url.pathname === '/v1beta/accountSummaries')
        return send(200, ACCOUNT_SUMMARIES);
      if (
        request.method === 'POST' &&
        url.pathname === `/v1beta/properties/${GA4_PROPERTY}:runReport`
      ) {
        return send(200, runReport(rows, JSON.parse(await bodyOf(request)) as RunReportBody));
      }
      return send(404, { error: { code: 404, status: 'NOT_FOUND' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seenTokens,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
