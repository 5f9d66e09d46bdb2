import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { SecretVault } from '../vault/secret-vault';
import { UnsubscribeSigner } from './unsubscribe-signer';

@Injectable()
export class UnsubscribeLinks {
  readonly signer: UnsubscribeSigner;

  constructor(
    vault: SecretVault,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.signer = new UnsubscribeSigner(vault.deriveKey('digest-unsubscribe'));
  }

  url(tenantId: string, collectionId: string): string {
    const token = this.signer.token(tenantId, collectionId);
    return `${this.config.publicUrl}/api/v1/digests/unsubscribe?token=${encodeURIComponent(token)}`;
  }
}
