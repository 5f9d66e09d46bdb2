import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import type { ProviderSwitches } from './auth-config';
import { ApiError } from '../http/api-error';

// Providers switched off in the configuration are refused, not merely hidden on the page.
@Injectable()
export class AuthSwitches {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  require(provider: keyof ProviderSwitches): void {
    if (!this.config.auth.providers[provider]) throw new ApiError(403, 'login.provider_disabled');
  }

  signupOpen(): boolean {
    return this.config.auth.providers.signup && this.config.auth.providers.password;
  }
}
