import { Inject, Injectable } from '@nestjs/common';
import { Ga4ApiError, Ga4Client, compileGa4Request, ga4Model } from '@parley/analytics';
import type { DataSource, Ga4Request, Row } from '@parley/analytics';
import type { CredentialAccount } from '@parley/domain';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';
import { ConnectionSecrets } from '../connection-secrets';
import type { GoogleAnalyticsConfig } from '../data-sources-config';
import { sourceFailure } from '../source-failure';

export type GoogleTokens = { access_token: string; refresh_token?: string; expires_at: number };

const TYPE = 'google_analytics';
const EARLY_REFRESH_MS = 60_000;

// GA4 properties of a connected Google user, with its tokens (vault only) refreshed when they expire.
@Injectable()
export class GoogleAnalyticsSources {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secrets: ConnectionSecrets,
  ) {}

  get settings(): GoogleAnalyticsConfig {
    const settings = this.config.dataSources.googleAnalytics;
    if (!settings) throw new ApiError(400, 'datastore.not_configured', { type: TYPE });
    return settings;
  }

  private async refreshed(
    tenantId: string,
    datasourceId: string,
    tokens: GoogleTokens,
  ): Promise<GoogleTokens> {
    if (!tokens.refresh_token)
      throw new ApiError(400, 'datastore.reconnect_required', { type: TYPE });
    const { clientId, clientSecret, tokenEndpoint } = this.settings;
    const response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: clientId,
        client_secret: clientSecret,
      }),
      signal: AbortSignal.timeout(15_000),
    }).catch(() => undefined);
    if (!response?.ok) throw new ApiError(400, 'datastore.reconnect_required', { type: TYPE });
    const body = (await response.json()) as {
      access_token: string;
      refresh_token?: string;
      expires_in?: number;
    };
    const next: GoogleTokens = {
      access_token: body.access_token,
      refresh_token: body.refresh_token ?? tokens.refresh_token,
      expires_at: Date.now() + (body.expires_in ?? 3600) * 1000,
    };
    this.secrets.put(tenantId, TYPE, datasourceId, next);
    return next;
  }

  async accessToken(tenantId: string, datasourceId: string): Promise<string> {
    let tokens = this.secrets.get<GoogleTokens>(tenantId, TYPE, datasourceId);
    if (!tokens) throw new ApiError(400, 'datastore.reconnect_required', { type: TYPE });
    if (tokens.expires_at - EARLY_REFRESH_MS <= Date.now())
      tokens = await this.refreshed(tenantId, datasourceId, tokens);
    return tokens.access_token;
  }

  private client(tenantId: string, datasourceId: string): Ga4Client {
    const { dataApiUrl, adminApiUrl } = this.settings;
    return new Ga4Client({ dataApiUrl, adminApiUrl }, () =>
      this.accessToken(tenantId, datasourceId),
    );
  }

  async properties(tenantId: string, datasourceId: string): Promise<CredentialAccount[]> {
    try {
      const found = await this.client(tenantId, datasourceId).properties();
      return found.map((p) => ({
        account_id: p.property,
        name: `${p.displayName} (${p.account})`,
        datasource_id: datasourceId,
      }));
    } catch (error) {
      throw this.readable(error);
    }
  }

  private readable(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (error instanceof Ga4ApiError && (error.status === 401 || error.status === 403))
      return new ApiError(400, 'datastore.reconnect_required', { type: TYPE });
    return new ApiError(400, 'datastore.provider_failed', { type: TYPE });
  }

  open(tenantId: string, datasourceId: string, property: string): Promise<DataSource> {
    const client = this.client(tenantId, datasourceId);
    const rows = async (compiled: string): Promise<Row[]> => {
      const request = JSON.parse(compiled) as Ga4Request | { unsupported: string };
      if ('unsupported' in request) throw new Error(request.unsupported);
      try {
        return await client.runReport(property, request);
      } catch (error) {
        throw sourceFailure(error);
      }
    };
    return Promise.resolve({
      model: ga4Model(property, `GA4 property ${property}`),
      compile: compileGa4Request,
      db: { rows },
      close: () => undefined,
    });
  }

  async revoke(tenantId: string, datasourceId: string): Promise<void> {
    const tokens = this.secrets.get<GoogleTokens>(tenantId, TYPE, datasourceId);
    this.secrets.remove(tenantId, TYPE, datasourceId);
    const token = tokens?.refresh_token ?? tokens?.access_token;
    const endpoint = this.config.dataSources.googleAnalytics?.revocationEndpoint;
    // Best effort: the grant is gone from Parley whatever Google answers.
    if (token && endpoint) {
      await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
    }
  }
}
