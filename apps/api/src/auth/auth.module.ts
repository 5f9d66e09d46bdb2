import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MailModule } from '../mail/mail.module';
import { TenantModule } from '../tenant/tenant.module';
import { VaultModule } from '../vault/vault.module';
import { AccountController } from './account.controller';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SignInThrottle } from './sign-in-throttle';
import { AuthSwitches } from './auth-switches';
import { ConfigController } from './config.controller';
import { GoogleController } from './google/google.controller';
import { GoogleSignIn } from './google/google-sign-in';
import { HumanCheck } from './human/human-check';
import { SpentChallenges } from './human/spent-challenges';
import { StorageScrubber } from './storage-scrubber';
import { OAuthConsentController } from './oauth/oauth-consent.controller';
import { OAuthInteractionController } from './oauth/oauth-interaction.controller';
import { OAuthServer } from './oauth/oauth-server';
import { OneTimeLinks } from './one-time-links';
import { PasswordHasher } from './password-hasher';
import { SessionGuard } from './session/session.guard';
import { SessionStore } from './session/session-store';
import { ACCESS_TOKEN_VERIFIER } from './session/access-token-verifier';

/**
 * Accounts and sign-in; its guard protects every route of the API that is not @Public().
 * Global, so feature modules (live updates, conversation) reach sessions and tenants directly.
 */
@Global()
@Module({
  imports: [VaultModule, MailModule, TenantModule],
  controllers: [
    AuthController,
    AccountController,
    ConfigController,
    GoogleController,
    OAuthInteractionController,
    OAuthConsentController,
  ],
  providers: [
    AuthService,
    SignInThrottle,
    GoogleSignIn,
    AuthSwitches,
    HumanCheck,
    SpentChallenges,
    StorageScrubber,
    OneTimeLinks,
    PasswordHasher,
    SessionStore,
    OAuthServer,
    { provide: ACCESS_TOKEN_VERIFIER, useExisting: OAuthServer },
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [SessionStore, AuthService, OneTimeLinks, TenantModule, ACCESS_TOKEN_VERIFIER],
})
export class AuthModule {}
