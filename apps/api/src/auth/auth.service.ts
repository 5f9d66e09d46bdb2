import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { LoginProvider } from '@parley/domain';
import { APP_CONFIG } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { ReadModelProgress } from '../event-sourcing/read-model-progress';
import { ApiError } from '../http/api-error';
import type { Locale } from '../i18n/locale';
import { pickLocale } from '../i18n/locale';
import { MailOutbox } from '../mail/mail-outbox';
import { MailService } from '../mail/mail.service';
import type { MailKind } from '../mail/mail-templates';
import { AccountErased } from '../tenant/account-erased.event';
import { TenantDirectory } from '../tenant/tenant-directory';
import { TenantRepository } from '../tenant/tenant-repository';
import { SecretVault } from '../vault/secret-vault';
import { OneTimeLinks } from './one-time-links';
import type { LinkPurpose } from './one-time-links';
import { PasswordHasher } from './password-hasher';
import { clearSessionCookie, setSessionCookie } from './session/session-cookie';
import { StorageScrubber } from './storage-scrubber';
import { SessionStore } from './session/session-store';
import { SignInThrottle } from './sign-in-throttle';

const linkPaths: Record<MailKind, string> = {
  magic_link: '/auth/magiclink',
  register: '/auth/confirm',
  password_reset: '/auth/resetlink',
  sign_in_locked: '/auth/resetlink',
};

const normalise = (email: string) => email.trim().toLowerCase();

// An account without a password (signed in by link or Google) proves its owner by a sign-in this
// recent instead: a session left open is not enough. An account with a password always needs it.
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export type Reauthentication = { currentPassword?: string; sessionId?: string };

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionStore,
    private readonly links: OneTimeLinks,
    private readonly passwords: PasswordHasher,
    private readonly directory: TenantDirectory,
    private readonly tenants: TenantRepository,
    private readonly vault: SecretVault,
    private readonly mail: MailService,
    private readonly outbox: MailOutbox,
    private readonly progress: ReadModelProgress,
    private readonly scrubber: StorageScrubber,
    private readonly events: EventBus,
    private readonly throttle: SignInThrottle,
  ) {}

  /** Starts a fresh session (a new id at every sign-in) and answers its anti-forgery token. */
  async signIn(tenantId: string, reply: FastifyReply, previousSessionId?: string): Promise<string> {
    await this.applyConfiguredPlan(tenantId);
    const { id, session } = this.sessions.start(tenantId, previousSessionId);
    setSessionCookie(reply, this.config, id);
    return session.xsrfToken;
  }

  signOut(reply: FastifyReply, sessionId?: string): void {
    if (sessionId) this.sessions.end(sessionId);
    clearSessionCookie(reply, this.config);
  }

  async loginWithPassword(email: string, password: string, reply: FastifyReply): Promise<string> {
    // Guesses are limited per address, wherever they come from; unknown addresses alike, so the
    // limit does not tell which exist. A paused address is refused before any password is checked.
    const verdict = await this.throttle.check(email);
    if (!verdict.allowed)
      throw new ApiError(429, verdict.locked ? 'login.locked' : 'login.slow_down', {
        // The wait in the unit the message says it in (its plural form follows the count).
        count: verdict.locked
          ? Math.ceil(verdict.retryAfterMs / 60_000)
          : Math.ceil(verdict.retryAfterMs / 1000),
      });
    const tenantId = this.directory.byEmail(email);
    // An unknown address (or one without a password) is checked against a dummy hash: the same
    // argon2 work either way, so the reply time does not tell which addresses exist.
    const ok = await this.passwords.checkPassword(tenantId ?? '-', password);
    if (!tenantId || !ok || !(await this.tenants.active(tenantId))) {
      if (await this.throttle.failed(email))
        this.outbox.postAfter(reply.raw, () => this.mailLocked(normalise(email)));
      throw new ApiError(400, 'login.failed_to_login');
    }
    await this.throttle.succeeded(email);
    return tenantId;
  }

  // The owner hears of the lock, in their own language, with a way to a new password.
  private async mailLocked(address: string): Promise<void> {
    const tenantId = this.directory.byEmail(address);
    const tenant = tenantId ? await this.tenants.active(tenantId) : undefined;
    if (!tenantId || !tenant) return;
    const locale = pickLocale([tenant.profile.language]);
    const token = this.links.issue('password_reset', {
      tenantId,
      email: address,
      language: locale,
    });
    const link = `${this.config.publicUrl}${linkPaths.password_reset}?token=${encodeURIComponent(token)}`;
    await this.mail.send('sign_in_locked', address, locale, link);
  }

  // The three mails below are decided and sent after the reply (MailOutbox): the caller's reply
  // does the same work whether the address is known or not.

  /** Mails a sign-in link to a known address; unknown addresses get nothing, and the same answer. */
  sendMagicLink(email: string, locale: Locale, reply: FastifyReply): void {
    this.outbox.postAfter(reply.raw, () => this.mailMagicLink(normalise(email), locale));
  }

  /** Mails a confirmation link; a known address gets a sign-in link instead. */
  register(email: string, locale: Locale, reply: FastifyReply): void {
    const address = normalise(email);
    this.outbox.postAfter(reply.raw, () =>
      this.directory.byEmail(address)
        ? this.mailMagicLink(address, locale)
        : this.mailLink('register', address, locale, {}),
    );
  }

  forgotPassword(email: string, locale: Locale, reply: FastifyReply): void {
    const address = normalise(email);
    this.outbox.postAfter(reply.raw, async () => {
      const tenantId = this.directory.byEmail(address);
      if (tenantId) await this.mailLink('password_reset', address, locale, { tenantId });
    });
  }

  private async mailMagicLink(address: string, locale: Locale): Promise<void> {
    const tenantId = this.directory.byEmail(address);
    if (tenantId) await this.mailLink('magic_link', address, locale, { tenantId });
  }

  async openMagicLink(token: string): Promise<string | undefined> {
    const payload = this.links.consume('magic_link', token);
    if (!payload?.tenantId || !(await this.tenants.active(payload.tenantId))) return undefined;
    return payload.tenantId;
  }

  /** The confirmed address becomes a tenant (or signs in, if it became one meanwhile). */
  async confirmRegistration(token: string): Promise<string | undefined> {
    const payload = this.links.consume('register', token);
    if (!payload) return undefined;
    return (
      this.directory.byEmail(payload.email) ??
      this.createTenant(payload.email, pickLocale([payload.language]), 'magiclink')
    );
  }

  /** The reset page's address, when the link is still good; the link is used up by resetPassword. */
  peekReset(token: string): string | undefined {
    return this.links.peek('password_reset', token)?.email;
  }

  async resetPassword(email: string, token: string, password: string): Promise<string> {
    const payload = this.links.peek('password_reset', token);
    if (!payload?.tenantId || payload.email !== normalise(email))
      throw new ApiError(400, 'login.link_invalid');
    await this.changePassword(payload.tenantId, password, password);
    if (!this.links.consume('password_reset', token)) throw new ApiError(400, 'login.link_invalid');
    // A reset means the old password may be known to someone else: every session ends, and
    // every sign-in or reset link still in a mailbox stops working.
    this.sessions.endAllOf(payload.tenantId);
    this.links.voidSignInLinks(payload.tenantId);
    return payload.tenantId;
  }

  async changePassword(tenantId: string, password: string, repeatPassword: string): Promise<void> {
    // The decider judges the password (strength, repeat) before anything is hashed.
    await this.tenants.execute(tenantId, {
      type: 'ChangePassword',
      data: { password, repeatPassword },
    });
    await this.passwords.setPassword(tenantId, password);
  }

  /**
   * The security screen: the person stays signed in here, every other session of theirs ends and
   * every outstanding sign-in or reset link is void.
   */
  async changeOwnPassword(
    tenantId: string,
    password: string,
    repeatPassword: string,
    proof: Reauthentication,
  ): Promise<void> {
    await this.assertReauthenticated(tenantId, proof);
    await this.changePassword(tenantId, password, repeatPassword);
    this.sessions.endAllOf(tenantId, proof.sessionId);
    this.links.voidSignInLinks(tenantId);
  }

  /**
   * The person at the keyboard is the account's owner: an account with a password always types
   * it (a stolen cookie must not become a takeover, however fresh); an account signed in by link
   * or Google, which has none, needs a sign-in in the last FRESH_SIGN_IN_MS.
   */
  async assertReauthenticated(tenantId: string, proof: Reauthentication): Promise<void> {
    if (this.passwords.hasPassword(tenantId)) {
      if (!proof.currentPassword) throw new ApiError(403, 'settings.current_password_required');
      if (!(await this.passwords.checkPassword(tenantId, proof.currentPassword)))
        throw new ApiError(400, 'settings.current_password_wrong');
      return;
    }
    const session = proof.sessionId ? this.sessions.find(proof.sessionId) : undefined;
    if (!session || Date.now() - session.createdAt > FRESH_SIGN_IN_MS)
      throw new ApiError(403, 'settings.reauthenticate');
  }

  /** No payment: a plan named for this address in PLANS_BY_EMAIL takes effect at sign-in. */
  async applyConfiguredPlan(tenantId: string): Promise<void> {
    const tenant = await this.tenants.active(tenantId);
    const plan = tenant && this.config.auth.planByEmail[tenant.email];
    if (plan && plan !== tenant.plan)
      await this.tenants.execute(tenantId, { type: 'ChangePlan', data: { plan } });
  }

  async createTenant(
    email: string,
    language: Locale,
    provider: LoginProvider,
    name?: string,
  ): Promise<string> {
    const tenantId = randomUUID();
    const address = normalise(email);
    await this.tenants.execute(tenantId, {
      type: 'RegisterTenant',
      data: { tenantId, email: address, name, language, provider },
    });
    if (!this.directory.claimEmail(address, tenantId)) {
      // Someone registered the same address a moment earlier: theirs stands, this one is shredded.
      this.vault.shred(tenantId);
      this.tenants.forget(tenantId);
      return this.directory.byEmail(address) as string;
    }
    const plan = this.config.auth.planByEmail[address] ?? this.config.auth.defaultPlan;
    if (plan !== 'free')
      await this.tenants.execute(tenantId, { type: 'ChangePlan', data: { plan } });
    return tenantId;
  }

  /** Crypto-shredding: events stay, but nothing in them can be read about this person again. */
  async deleteAccount(tenantId: string, confirmation: string): Promise<void> {
    // Read while the key still opens it: unused register links carry only the address.
    const email = (await this.tenants.active(tenantId))?.email;
    const { position } = await this.tenants.execute(tenantId, {
      type: 'DeleteAccount',
      data: { confirmation },
    });
    this.sessions.endAllOf(tenantId);
    this.links.forgetTenant(tenantId, email);
    this.passwords.forget(tenantId);
    this.directory.forget(tenantId);
    this.vault.deleteSecrets(`tenant:${tenantId}:`);
    this.vault.shred(tenantId);
    this.tenants.forget(tenantId);
    try {
      // The reply waits until the projections have seen AccountDeleted and dropped the tenant's
      // read models, so "deleted" means nothing of them is served or stored any more.
      if (position !== undefined) await this.progress.waitFor(position);
    } finally {
      // Files, opened sources and memory go even if the read models lag behind.
      this.events.publish(new AccountErased(tenantId));
      this.scrubber.scrub();
    }
  }

  private async mailLink(
    kind: MailKind & LinkPurpose,
    email: string,
    locale: Locale,
    payload: { tenantId?: string },
  ): Promise<void> {
    const token = this.links.issue(kind, { ...payload, email, language: locale });
    const link = `${this.config.publicUrl}${linkPaths[kind]}?token=${encodeURIComponent(token)}`;
    await this.mail.send(kind, email, locale, link);
  }
}
