import { Inject, Injectable, Logger } from '@nestjs/common';
import { EMBEDDED_SQLITE } from '../event-sourcing/persistence.module';
import type { SqliteDatabase } from '../infrastructure/event-store/open-sqlite-database';
import { SECURE_DATABASE, secureSqliteFile } from '../vault/secure-database';
import type { SecureDatabase } from '../vault/secure-database';

/**
 * After an account is deleted, its read-model rows and vault key are gone and (secure_delete)
 * zeroed in the database files, but the write-ahead logs still hold copies of the pages they
 * sat on. A truncating checkpoint writes the logs back and empties them, so neither file keeps
 * an older copy of anything personal. The PostgreSQL, MongoDB and EventStoreDB servers manage
 * their own files.
 */
@Injectable()
export class StorageScrubber {
  private readonly logger = new Logger(StorageScrubber.name);

  constructor(
    @Inject(EMBEDDED_SQLITE) private readonly embedded: SqliteDatabase | null,
    @Inject(SECURE_DATABASE) private readonly secure: SecureDatabase,
  ) {}

  scrub(): void {
    for (const db of [this.embedded, secureSqliteFile(this.secure)]) {
      if (!db?.open) continue;
      // A reader in the middle of a long read can keep a checkpoint from finishing; the next one
      // (SQLite's own, or the next deletion's) completes it.
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (result?.busy)
        this.logger.warn('WAL checkpoint after account deletion was busy; it completes later');
    }
  }
}
