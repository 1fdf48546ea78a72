import { hashPasswordSync, isPasswordHash } from '../auth/passwords';
import type { Db } from './database';

/** Data folders made before passwords were hashed keep working: their plain passwords are hashed once at start. */
export function hashPlainPasswords(db: Db): number {
  const plain = db.prepare('SELECT id, password FROM users').all() as { id: number; password: string }[];
  const update = db.prepare('UPDATE users SET password = ? WHERE id = ?');
  const pending = plain.filter((row) => !isPasswordHash(row.password));
  db.transaction(() => {
    for (const row of pending) update.run(hashPasswordSync(row.password), row.id);
  })();
  return pending.length;
}
