import { Inject, Injectable } from '@nestjs/common';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, DeriveKeyFunction, Solution } from 'altcha-lib';
import { deriveKey as derivePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveSha } from 'altcha-lib/algorithms/sha';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';
import { SecretVault } from '../../vault/secret-vault';
import { SpentChallenges } from './spent-challenges';

type ClientPayload = { challenge: Challenge; solution: Solution };

function parsePayload(token: unknown): ClientPayload | undefined {
  if (typeof token !== 'string' || token === '') return undefined;
  try {
    const parsed = JSON.parse(
      Buffer.from(token, 'base64').toString('utf8'),
    ) as Partial<ClientPayload>;
    return parsed.challenge?.parameters && parsed.solution ? (parsed as ClientPayload) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Self-hosted proof of work (ALTCHA v2): GET /auth/challenge hands out a signed challenge, and
 * sign-in calls carry the widget's solved payload in `token`. Each solved challenge works once.
 */
@Injectable()
export class HumanCheck {
  private readonly secret: string;
  private readonly deriveKey: DeriveKeyFunction;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    vault: SecretVault,
    private readonly spent: SpentChallenges,
  ) {
    this.secret = vault.deriveKey('altcha').toString('hex');
    this.deriveKey = config.auth.altcha.algorithm === 'SHA-256' ? deriveSha : derivePbkdf2;
  }

  challenge(): Promise<Challenge> {
    const { algorithm, cost, maxCounter, ttlSeconds } = this.config.auth.altcha;
    return createChallenge({
      algorithm,
      cost,
      // Deterministic mode: the server knows the counter, so difficulty is about maxCounter / 2 tries.
      counter: randomInt(Math.ceil(maxCounter / 2), maxCounter),
      deriveKey: this.deriveKey,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.secret,
      expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    });
  }

  /** Throws 403 human_check.failed unless `token` is a fresh, correctly solved challenge. */
  async verify(token: unknown): Promise<void> {
    const payload = parsePayload(token);
    if (!payload) throw new ApiError(403, 'human_check.failed');
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: this.deriveKey,
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.secret,
    }).catch(() => undefined);
    if (!result?.verified) throw new ApiError(403, 'human_check.failed');
    const { nonce, expiresAt } = payload.challenge.parameters;
    const expiresAtMs =
      (expiresAt ?? 0) * 1000 || Date.now() + this.config.auth.altcha.ttlSeconds * 1000;
    if (!this.spent.spend(nonce, expiresAtMs)) throw new ApiError(403, 'human_check.failed');
  }
}
