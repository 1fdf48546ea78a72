import type { Db } from '../db/database';
import { patchedContent } from './documentPatch';

/**
 * How a letter's versions are kept (issue 34; apps/sandbox/README.md, "Document versions"). A
 * full copy of every save made a one-character edit of a 4.5 MB letter cost 4.3 MB; now each
 * version keeps the patch that made it, and only some keep the whole content (a snapshot).
 */
export const versionPolicy = {
  /**
   * A snapshot at least every this many versions: rebuilding any version applies at most this
   * many patches less one to the snapshot before it.
   */
  snapshotEvery: 50,
  /**
   * Versions kept at least. Older ones are dropped once a newer snapshot still leaves this many:
   * that snapshot holds what they did. So between this and `snapshotEvery + keptVersions - 1`
   * versions are kept, at most three of them snapshots when the patches are small.
   */
  keptVersions: 50,
} as const;

export interface NewVersion {
  content: string;
  /** The patch from the version before, as the client sent it; null for a replaced content. */
  patchText: string | null;
  patchNumber: number;
  createdDate: string;
}

const versionOf = (row: unknown) => (row as { version: number | null }).version;

/**
 * Whether the new version keeps its whole content: every `snapshotEvery` versions, and sooner when
 * the patches since the last snapshot add up to more than the content itself (a snapshot then
 * costs less than the chain, and rebuilding never reads more patch text than one copy).
 */
function isSnapshotDue(db: Db, documentId: number, version: number, next: NewVersion): boolean {
  if (next.patchText === null) return true;
  const lastSnapshot = versionOf(
    db
      .prepare(
        'SELECT MAX(version) AS version FROM document_versions WHERE document_id = ? AND content IS NOT NULL',
      )
      .get(documentId),
  );
  if (lastSnapshot === null || version - lastSnapshot >= versionPolicy.snapshotEvery) return true;
  const { patchLength } = db
    .prepare(
      'SELECT COALESCE(SUM(length(patch_text)), 0) AS patchLength FROM document_versions WHERE document_id = ? AND version > ?',
    )
    .get(documentId, lastSnapshot) as { patchLength: number };
  return patchLength + next.patchText.length > next.content.length;
}

/** Drops the versions before the newest snapshot that still leaves `keptVersions`. */
function dropFoldedVersions(db: Db, documentId: number, version: number): void {
  const oldestKept = versionOf(
    db
      .prepare(
        'SELECT MAX(version) AS version FROM document_versions WHERE document_id = ? AND content IS NOT NULL AND version <= ?',
      )
      .get(documentId, version - versionPolicy.keptVersions + 1),
  );
  if (oldestKept !== null)
    db.prepare('DELETE FROM document_versions WHERE document_id = ? AND version < ?').run(
      documentId,
      oldestKept,
    );
}

/**
 * Makes `next` the document's content as its next version, with the version row, in one
 * transaction; returns the new version number (always the last one plus one).
 */
export function saveDocumentVersion(db: Db, documentId: number, next: NewVersion): number {
  return db.transaction(() => {
    const version =
      (versionOf(db.prepare('SELECT version FROM documents WHERE id = ?').get(documentId)) ?? 0) + 1;
    db.prepare('UPDATE documents SET version = ?, patch_number = ?, content = ? WHERE id = ?').run(
      version,
      next.patchNumber,
      next.content,
      documentId,
    );
    const snapshot = isSnapshotDue(db, documentId, version, next) ? next.content : null;
    db.prepare(
      'INSERT INTO document_versions (document_id, version, patch_number, content, patch_text, created_date) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(documentId, version, next.patchNumber, snapshot, next.patchText, next.createdDate);
    dropFoldedVersions(db, documentId, version);
    return version;
  })();
}

export interface KeptVersion {
  version: number;
  patchNumber: number;
  createdDate: string;
  /** Whether the row holds the whole content; the others hold only their patch. */
  snapshot: boolean;
}

/** The versions a document keeps, oldest first. */
export function keptVersions(db: Db, documentId: number): KeptVersion[] {
  return (
    db
      .prepare(
        `SELECT version, patch_number AS patchNumber, created_date AS createdDate, content IS NOT NULL AS snapshot
         FROM document_versions WHERE document_id = ? ORDER BY version`,
      )
      .all(documentId) as (Omit<KeptVersion, 'snapshot'> & { snapshot: number })[]
  ).map((row) => ({ ...row, snapshot: row.snapshot === 1 }));
}

const patchedOrNothing = (content: string, patchText: string) => {
  const outcome = patchedContent(content, patchText);
  return outcome.kind === 'applied' ? outcome.content : undefined;
};

/**
 * The contents of the kept versions from `from` to `to`, oldest first: the snapshot at or before
 * `from`, then each version's patch applied to the one before, exactly as it was when it arrived
 * (a later snapshot is taken as it is). Nothing for versions that are not kept.
 */
export function* versionContents(
  db: Db,
  documentId: number,
  from: number,
  to: number,
): Generator<[version: number, content: string]> {
  const rows = db
    .prepare(
      `SELECT version, content, patch_text AS patchText FROM document_versions
       WHERE document_id = ? AND version <= ? AND version >= (SELECT MAX(version) FROM document_versions
         WHERE document_id = ? AND version <= ? AND content IS NOT NULL)
       ORDER BY version`,
    )
    .all(documentId, to, documentId, from) as {
    version: number;
    content: string | null;
    patchText: string | null;
  }[];
  let content = '';
  for (const [index, row] of rows.entries()) {
    const rebuilt = row.content ?? patchedOrNothing(content, row.patchText ?? '');
    // Every stored patch applied to the version before it when it was saved; one that no longer
    // does, or a missing version, means the rows were changed behind the sandbox's back.
    if (rebuilt === undefined || row.version !== rows[0]!.version + index)
      throw new Error(`Version ${row.version} of document ${documentId} cannot be rebuilt`);
    content = rebuilt;
    if (row.version >= from) yield [row.version, content];
  }
}

/** The content of one kept version; undefined when it is not kept. */
export function versionContent(db: Db, documentId: number, version: number): string | undefined {
  for (const [kept, content] of versionContents(db, documentId, version, version))
    if (kept === version) return content;
  return undefined;
}
