import { Injectable } from '@nestjs/common';
import { Ga4ApiError, Ga4Client, compileGa4Request, ga4Model } from '@parley/analytics';
import type { DataSource, Ga4Request, Row } from '@parley/analytics';
import type { CredentialAccount } from '@parley/domain';
import { ApiError } from '../../http/api-error';
import { ConnectionSecrets } from '../connection-secrets';
import { GoogleAnalyticsOAuth } from './google-analytics-oauth';
import type { GoogleTokens } from './google-analytics-oauth';
import { sourceFailure } from '../source-failure';

const TYPE = 'google_analytics';
const EARLY_REFRESH_MS = 60_000;

// GA4 properties of a connected Google user, with its tokens (vault only) refreshed when they expire.
@Injectable()
export class GoogleAnalyticsSources {
  constructor(
    private readonly oauth: GoogleAnalyticsOAuth,
    private readonly secrets: ConnectionSecrets,
  ) {}

  /** The tokens of a finished consent, kept in the vault and nowhere else. */
  keep(tenantId: string, datasourceId: string, tokens: GoogleTokens): void {
    this.secrets.put(tenantId, TYPE, datasourceId, tokens);
  }

  async accessToken(tenantId: string, datasourceId: string): Promise<string> {
    let tokens = this.secrets.get<GoogleTokens>(tenantId, TYPE, datasourceId);
    if (!tokens) throw new ApiError(400, 'datastore.reconnect_required', { type: TYPE });
    if (tokens.expires_at - EARLY_REFRESH_MS <= Date.now()) {
      tokens = await this.oauth.refresh(tokens);
      this.keep(tenantId, datasourceId, tokens);
    }
    return tokens.access_token;
  }

  private client(tenantId: string, datasourceId: string): Ga4Client {
    const { dataApiUrl, adminApiUrl } = this.oauth.settings;
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
    if (tokens) await this.oauth.revoke(tokens);
  }
}
