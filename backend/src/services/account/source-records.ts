import type Database from 'better-sqlite3';
import type { SemRecordRequest } from '../../../../lib/api/contract/account';

/**
 * Source attribution: the first source recorded for an account wins (SEM reports count a
 * registration once); landing visits with a Baidu click id (bd_vid) are kept per visitor.
 */
export class SourceRecords {
  private readonly insertSem;
  private readonly insertVisit;
  private readonly findSem;

  constructor(db: Database.Database) {
    this.insertSem = db.prepare(`INSERT OR IGNORE INTO sem_records (account_id, source, keyword, plan, unit, url, created_at)
      VALUES (@accountId, @source, @keyword, @plan, @unit, @url, @now)`);
    this.insertVisit = db.prepare(`INSERT OR IGNORE INTO source_visits (sid, bd_vid, logid_url, account_id, created_at) VALUES (?, ?, ?, ?, ?)`);
    this.findSem = db.prepare('SELECT source, keyword, plan, unit, url, created_at AS createdAt FROM sem_records WHERE account_id = ?');
  }

  semRecord(accountId: number, r: SemRecordRequest, now = Date.now()): boolean {
    return this.insertSem.run({ accountId, ...r, now }).changes === 1;
  }

  semRecordOf(accountId: number): (SemRecordRequest & { createdAt: number }) | undefined {
    return this.findSem.get(accountId) as (SemRecordRequest & { createdAt: number }) | undefined;
  }

  addSource(sid: string, logidUrl: string, accountId: number | null, now = Date.now()): boolean {
    const bdVid = new URL(logidUrl).searchParams.get('bd_vid') ?? '';
    return this.insertVisit.run(sid, bdVid.slice(0, 200), logidUrl, accountId, now).changes === 1;
  }
}
