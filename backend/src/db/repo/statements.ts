import type Database from 'better-sqlite3';

/** Prepared statements cached by SQL text; at most `max` are kept (list SQL varies with its filters). */
export function statementCache(db: Database.Database, max = 500): (sql: string) => Database.Statement {
  const cache = new Map<string, Database.Statement>();
  return (sql) => {
    let s = cache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      if (cache.size < max) cache.set(sql, s);
    }
    return s;
  };
}
