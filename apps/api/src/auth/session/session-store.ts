import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Subject } from 'rxjs';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/app-config';
import { SECURE_DATABASE } from '../../vault/secure-database';
import type { SecureDatabase } from '../../vault/secure-database';

export type Session = {
  tenantId: string;
  xsrfToken: string;
  createdAt: number;
  lastSeenAt: number;
};

type SessionRow = { tenant_id: string; xsrf: string; created_at: number; last_seen_at: number };

// 128-bit random ids; only their hash is stored, so a copy of the database opens no session.
const newId = () => randomBytes(16).toString('base64url');
export const sessionDigest = (id: string) => createHash('sha256').update(id).digest('base64url');
const digest = sessionDigest;

/** Sessions that just ended (by their id's digest), so their open sockets can be closed too. */
export type SessionsEnded =
  { kind: 'one'; digest: string } | { kind: 'tenant'; tenantId: string; exceptDigest?: string };

// Touching the row on every request would turn each read into a write; a minute is precise
// enough for an idle timeout counted in hours.
const TOUCH_EVERY_MS = 60_000;
// A session read from the database is trusted in memory this long; a sign-out on another API
// instance therefore takes effect there within a second (at once on this one).
const RECHECK_EVERY_MS = 1_000;
const MAX_CACHED = 50_000;

type Cached = { hashed: string; session: Session; checkedAt: number };

@Injectable()
export class SessionStore {
  private readonly statements;
  private readonly cache = new Map<string, Cached>();
  readonly ended = new Subject<SessionsEnded>();

  constructor(
    @Inject(SECURE_DATABASE) db: SecureDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    db.exec(`CREATE TABLE IF NOT EXISTS sessions (
      id_hash TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, xsrf TEXT NOT NULL,
      created_at BIGINT NOT NULL, last_seen_at BIGINT NOT NULL);
      CREATE INDEX IF NOT EXISTS sessions_by_tenant ON sessions (tenant_id);`);
    this.statements = {
      insert: db.prepare(
        'INSERT INTO sessions (id_hash, tenant_id, xsrf, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
      ),
      find: db.prepare<[string], SessionRow>(
        'SELECT tenant_id, xsrf, created_at, last_seen_at FROM sessions WHERE id_hash = ?',
      ),
      touch: db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?'),
      delete: db.prepare('DELETE FROM sessions WHERE id_hash = ?'),
      deleteTenant: db.prepare('DELETE FROM sessions WHERE tenant_id = ?'),
      deleteTenantExcept: db.prepare('DELETE FROM sessions WHERE tenant_id = ? AND id_hash != ?'),
      deleteExpired: db.prepare('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?'),
    };
  }

  /** Starts a fresh session; the caller's old one (if any) ends, so ids rotate at every sign-in. */
  start(tenantId: string, previousId?: string): { id: string; session: Session } {
    if (previousId) this.end(previousId);
    const now = Date.now();
    const id = newId();
    const session: Session = {
      tenantId,
      xsrfToken: randomBytes(24).toString('base64url'),
      createdAt: now,
      lastSeenAt: now,
    };
    this.statements.insert.run(digest(id), tenantId, session.xsrfToken, now, now);
    this.statements.deleteExpired.run(
      now - this.config.auth.sessionIdleSeconds * 1000,
      now - this.config.auth.sessionAbsoluteSeconds * 1000,
    );
    return { id, session };
  }

  /** The live session of this id, or undefined when unknown, idle too long or too old. */
  find(id: string): Session | undefined {
    const now = Date.now();
    const cached = this.cache.get(id);
    if (cached && now - cached.checkedAt < RECHECK_EVERY_MS && this.alive(cached.session, now)) {
      this.touchIfDue(cached.hashed, cached.session, now);
      return cached.session;
    }
    const hashed = cached?.hashed ?? digest(id);
    const row = this.statements.find.get(hashed);
    const session: Session | undefined = row && {
      tenantId: row.tenant_id,
      xsrfToken: row.xsrf,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    };
    if (!session || !this.alive(session, now)) {
      if (session) this.statements.delete.run(hashed);
      this.cache.delete(id);
      return undefined;
    }
    this.touchIfDue(hashed, session, now);
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(id, { hashed, session, checkedAt: now });
    return session;
  }

  // Often enough that an active session never looks idle, rarely enough that reads stay reads.
  private touchIfDue(hashed: string, session: Session, now: number): void {
    if (
      now - session.lastSeenAt <=
      Math.min(TOUCH_EVERY_MS, (this.config.auth.sessionIdleSeconds * 1000) / 4)
    )
      return;
    this.statements.touch.run(now, hashed);
    session.lastSeenAt = now;
  }

  private alive(session: Session, now: number): boolean {
    const { sessionIdleSeconds, sessionAbsoluteSeconds } = this.config.auth;
    return (
      now - session.lastSeenAt <= sessionIdleSeconds * 1000 &&
      now - session.createdAt <= sessionAbsoluteSeconds * 1000
    );
  }

  end(id: string): void {
    this.cache.delete(id);
    this.statements.delete.run(digest(id));
    this.ended.next({ kind: 'one', digest: digest(id) });
  }

  /** Ends every session of a tenant, or every one but `keepId` (the one changing the password). */
  endAllOf(tenantId: string, keepId?: string): void {
    for (const [id, cached] of this.cache)
      if (cached.session.tenantId === tenantId && id !== keepId) this.cache.delete(id);
    if (keepId === undefined) this.statements.deleteTenant.run(tenantId);
    else this.statements.deleteTenantExcept.run(tenantId, digest(keepId));
    this.ended.next({
      kind: 'tenant',
      tenantId,
      ...(keepId === undefined ? {} : { exceptDigest: digest(keepId) }),
    });
  }
}
