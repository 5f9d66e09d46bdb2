import { Controller, Get, Inject } from '@nestjs/common';
import type { AuthProvider, ConfigFeatureKey } from '@parley/domain';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { Public } from './auth.decorators';

type ConfigView = {
  brand_name: string;
  name: string;
  project_id: string;
  theme: Record<string, string>;
  features: Record<ConfigFeatureKey, { enabled: boolean }>;
};

// What the sign-in page and the navigation may show (spec §1, §3 Config and Auth providers).
@Controller('auth')
@Public()
export class ConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('config')
  appConfig(): ConfigView {
    const { brandName, projectId, features } = this.config.auth;
    const entries = Object.entries(features).map(([key, enabled]) => [key, { enabled }]);
    return {
      brand_name: brandName,
      name: brandName,
      project_id: projectId,
      theme: {},
      features: Object.fromEntries(entries) as ConfigView['features'],
    };
  }

  @Get('providers')
  providers(): Record<AuthProvider, boolean> {
    const { google, password, magiclink, signup } = this.config.auth.providers;
    return { google, password, magiclink, signup: signup && password };
  }
}
