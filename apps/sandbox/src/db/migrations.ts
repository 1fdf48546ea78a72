import type Database from 'better-sqlite3';

/**
 * The list view of the OData search. Migration 4 created it with an inner join on the author;
 * migration 5 recreates it with a left join so that SQLite can leave every join out of a count.
 */
function letterListView(authorJoin: 'JOIN' | 'LEFT JOIN'): string {
  return `
      CREATE VIEW letter_list AS
      SELECT
        l.id AS id,
        l.tenant_id AS tenantId,
        l.priority_id AS priority,
        p.name AS priorityName,
        l.created_date AS recordedDate,
        l.completed_date AS completedDateTime,
        l.author_id AS authorId,
        a.full_name AS authorName,
        l.organisation_item_id AS orgItemId,
        o.name AS orgItemName,
        l.mrn AS mrn,
        l.sample_id AS sampleID,
        l.label_name AS label,
        l.status AS status,
        l.step_name AS workflowStepName,
        l.step_type AS letterStepType,
        l.is_outsource AS onOutsource,
        l.is_manual AS isManual,
        l.is_deleted AS isDeleted,
        (l.step_type = 7000) AS isCompleted,
        l.is_cleaned AS isLetterCleaned,
        (l.audio_length_ms > 0 AND l.step_type <> 1000) AS isListenableAudioReady,
        l.auto_lock_user_id AS autoLockedUserId,
        lu.full_name AS autoLockedUserName,
        lu.full_name_formatted AS autoLockedUserNameFormatted,
        l.lock_expiration_date AS lockExpirationDate,
        l.held_user_id AS heldUserId,
        hu.full_name AS heldUserName,
        hu.full_name_formatted AS heldUserNameFormatted,
        l.held_date AS heldDate,
        l.notes AS notes,
        l.approved AS approved,
        l.approval_date AS approvalDate,
        COALESCE(o.letter_approval_type, 0) AS letterApprovalType,
        l.audio_length_ms AS durationInMilliseconds,
        l.dit2_job_no AS dit2JobNo,
        l.dit2_status_sync AS dit2StatusSync,
        l.patient_family_name AS patientFamilyName,
        l.patient_first_names AS patientFirstNames,
        l.patient_date_of_birth AS patientDateOfBirth,
        l.patient_nhs_number AS patientNHSNumber,
        l.dictation_type AS dictationType
      FROM letters l
      ${authorJoin} users a ON a.id = l.author_id
      LEFT JOIN priorities p ON p.id = l.priority_id
      LEFT JOIN organisation_items o ON o.id = l.organisation_item_id
      LEFT JOIN users lu ON lu.id = l.auto_lock_user_id
      LEFT JOIN users hu ON hu.id = l.held_user_id;`;
}

/**
 * Numbered schema migrations. Each runs once, in order, inside a transaction, and is recorded in
 * `schema_migrations`, so a data folder from an older sandbox is upgraded in place. Never edit a
 * released migration: add the next number.
 */
export const migrations: { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'tenants, organisation, users',
    sql: `
      CREATE TABLE tenants (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        hospital_number_naming INTEGER NOT NULL,      -- DMION
        external_clinical_system INTEGER NOT NULL,    -- 0 none, 10 EMIS, 20 TPP
        is_dit2 INTEGER NOT NULL,
        outsource_enabled INTEGER NOT NULL,
        manual_enabled INTEGER NOT NULL,
        ai_enabled INTEGER NOT NULL,
        completed_months INTEGER NOT NULL,            -- CJLMC
        help_url TEXT
      );
      CREATE TABLE organisation_items (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        parent_id INTEGER REFERENCES organisation_items(id),
        name TEXT NOT NULL,
        show_labels INTEGER NOT NULL,
        letter_labels INTEGER NOT NULL,
        show_mrn INTEGER NOT NULL,
        mandatory_mrn INTEGER NOT NULL,
        mandatory_label INTEGER NOT NULL,
        show_sample_id INTEGER NOT NULL,
        import_audio INTEGER NOT NULL,
        allow_fast_complete INTEGER NOT NULL,
        default_priority_id INTEGER,
        letter_approval_type INTEGER NOT NULL,
        doctor_complete_blocked INTEGER NOT NULL
      );
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        user_name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password TEXT NOT NULL,
        full_name TEXT NOT NULL,
        full_name_formatted TEXT NOT NULL,
        email TEXT NOT NULL,
        role_name TEXT NOT NULL,
        role_type INTEGER NOT NULL,
        password_expiry_date TEXT NOT NULL,
        allowed_address TEXT,
        inactivity_timeout_seconds INTEGER NOT NULL,
        settings_json TEXT NOT NULL
      );
      CREATE TABLE user_organisation_items (
        user_id INTEGER NOT NULL REFERENCES users(id),
        organisation_item_id INTEGER NOT NULL REFERENCES organisation_items(id),
        default_priority_enabled INTEGER NOT NULL DEFAULT 0,
        fast_complete_enabled INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, organisation_item_id)
      );
      CREATE TABLE priorities (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        name TEXT NOT NULL,
        is_default INTEGER NOT NULL,
        workflow TEXT NOT NULL
      );
      CREATE TABLE labels (
        id INTEGER PRIMARY KEY,
        organisation_item_id INTEGER NOT NULL REFERENCES organisation_items(id),
        name TEXT NOT NULL
      );
      CREATE TABLE dictation_types (
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        position INTEGER NOT NULL,
        type TEXT NOT NULL,
        allowed_files TEXT NOT NULL,
        PRIMARY KEY (tenant_id, position)
      );
      CREATE TABLE templates (
        id INTEGER PRIMARY KEY,
        organisation_item_id INTEGER NOT NULL REFERENCES organisation_items(id),
        owner_user_id INTEGER REFERENCES users(id),
        name TEXT NOT NULL
      );
    `,
  },
  {
    id: 2,
    name: 'letters, history, documents, audio',
    sql: `
      CREATE TABLE letters (
        id INTEGER PRIMARY KEY,
        tenant_id INTEGER NOT NULL REFERENCES tenants(id),
        author_id INTEGER NOT NULL REFERENCES users(id),
        organisation_item_id INTEGER REFERENCES organisation_items(id),
        priority_id INTEGER REFERENCES priorities(id),
        label_name TEXT,
        mrn TEXT,
        sample_id TEXT,
        dictation_type TEXT NOT NULL,
        template_id INTEGER,
        step_type INTEGER NOT NULL,
        step_name TEXT NOT NULL,
        status INTEGER,
        is_deleted INTEGER NOT NULL DEFAULT 0,
        deleted_from_step_type INTEGER,
        deleted_date TEXT,
        is_outsource INTEGER NOT NULL DEFAULT 0,
        is_manual INTEGER NOT NULL DEFAULT 0,
        is_cleaned INTEGER NOT NULL DEFAULT 0,
        approved INTEGER NOT NULL DEFAULT 0,
        approval_date TEXT,
        created_date TEXT NOT NULL,
        completed_date TEXT,
        auto_lock_user_id INTEGER REFERENCES users(id),
        lock_expiration_date TEXT,
        held_user_id INTEGER REFERENCES users(id),
        held_date TEXT,
        notes TEXT,
        audio_key TEXT NOT NULL UNIQUE,
        audio_length_ms INTEGER NOT NULL DEFAULT 0,
        audio_format TEXT NOT NULL DEFAULT 'pcm',
        workflow_due_date TEXT,
        patient_family_name TEXT,
        patient_first_names TEXT,
        patient_date_of_birth TEXT,
        patient_nhs_number TEXT,
        patient_ref_id TEXT,
        patient_system INTEGER,
        dit2_job_no TEXT,
        dit2_status_sync TEXT
      );
      CREATE INDEX letters_tenant_step ON letters (tenant_id, step_type, is_deleted);
      CREATE INDEX letters_tenant_created ON letters (tenant_id, created_date);
      CREATE INDEX letters_tenant_completed ON letters (tenant_id, completed_date);
      CREATE INDEX letters_tenant_priority_created ON letters (tenant_id, priority_id, created_date);
      CREATE INDEX letters_tenant_author ON letters (tenant_id, author_id);
      CREATE INDEX letters_tenant_mrn ON letters (tenant_id, mrn);
      CREATE INDEX letters_workflow_due ON letters (workflow_due_date) WHERE workflow_due_date IS NOT NULL;
      CREATE TABLE history (
        id INTEGER PRIMARY KEY,
        letter_id INTEGER NOT NULL REFERENCES letters(id),
        user_id INTEGER REFERENCES users(id),
        start_date TEXT NOT NULL,
        step_name TEXT NOT NULL,
        is_outsource INTEGER NOT NULL,
        details TEXT NOT NULL,
        changes TEXT
      );
      CREATE INDEX history_letter ON history (letter_id);
      CREATE TABLE documents (
        id INTEGER PRIMARY KEY,
        letter_id INTEGER NOT NULL UNIQUE REFERENCES letters(id),
        version INTEGER NOT NULL,
        patch_number INTEGER NOT NULL,
        content TEXT NOT NULL,
        original_sr TEXT NOT NULL
      );
      CREATE TABLE document_versions (
        document_id INTEGER NOT NULL REFERENCES documents(id),
        version INTEGER NOT NULL,
        patch_number INTEGER NOT NULL,
        content TEXT NOT NULL,
        created_date TEXT NOT NULL,
        PRIMARY KEY (document_id, version)
      );
      CREATE TABLE audio_operations (
        audio_key TEXT NOT NULL,
        operation TEXT NOT NULL,
        PRIMARY KEY (audio_key, operation)
      );
      CREATE TABLE imported_audio (
        tenant_id INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        file_name TEXT NOT NULL,
        letter_id INTEGER NOT NULL,
        PRIMARY KEY (tenant_id, sha256)
      );
    `,
  },
  {
    id: 3,
    name: 'tokens, password resets, mailbox, log',
    sql: `
      CREATE TABLE tokens (
        token TEXT PRIMARY KEY,
        kind TEXT NOT NULL,               -- access | refresh
        user_id INTEGER NOT NULL REFERENCES users(id),
        client_id TEXT NOT NULL,
        expires_date TEXT NOT NULL
      );
      CREATE TABLE password_resets (
        code TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        created_date TEXT NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE mailbox (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        link TEXT NOT NULL,
        created_date TEXT NOT NULL
      );
      CREATE TABLE client_log (
        id INTEGER PRIMARY KEY,
        user_id INTEGER,
        source TEXT NOT NULL,
        type INTEGER NOT NULL,
        content TEXT NOT NULL,
        created_date TEXT NOT NULL
      );
    `,
  },
  {
    id: 4,
    name: 'letter list view for the OData search',
    sql: `
      -- Column names are the list-item field names of spec 001 section 3, so the OData parser maps
      -- a field to a column through a fixed whitelist and never builds SQL from user text.
${letterListView('JOIN')}
    `,
  },
  {
    id: 5,
    name: 'search speed: list-order indexes, joins the planner can drop',
    sql: `
      -- Walking these in order answers a list page without sorting the tenant's letters
      -- (spec 001 section 7: in progress by priority desc then recorded asc; completed by completed desc).
      -- id and the filtered flags are in the index too, so a deep page is an index-only walk.
      CREATE INDEX letters_in_progress_order ON letters (tenant_id, priority_id DESC, created_date ASC, id, step_type, is_deleted);
      CREATE INDEX letters_completed_order ON letters (tenant_id, completed_date DESC, id, step_type, is_deleted);
      -- Every join is a LEFT JOIN on a primary key, so SQLite leaves out the ones a query does not
      -- read (a COUNT reads none of them). The author always exists (foreign key).
      DROP VIEW letter_list;
      -- The same fields without any join, for counting: a count whose filter reads only these
      -- scans an index of letters instead of joining every row.
      CREATE VIEW letter_count_list AS
      SELECT
        l.id AS id, l.tenant_id AS tenantId, l.priority_id AS priority, l.created_date AS recordedDate,
        l.completed_date AS completedDateTime, l.author_id AS authorId, l.organisation_item_id AS orgItemId, l.mrn AS mrn,
        l.sample_id AS sampleID, l.label_name AS label, l.status AS status, l.step_name AS workflowStepName,
        l.step_type AS letterStepType, l.is_outsource AS onOutsource, l.is_manual AS isManual, l.is_deleted AS isDeleted,
        (l.step_type = 7000) AS isCompleted, l.is_cleaned AS isLetterCleaned,
        (l.audio_length_ms > 0 AND l.step_type <> 1000) AS isListenableAudioReady, l.auto_lock_user_id AS autoLockedUserId,
        l.lock_expiration_date AS lockExpirationDate, l.held_user_id AS heldUserId, l.held_date AS heldDate, l.notes AS notes,
        l.approved AS approved, l.approval_date AS approvalDate, l.audio_length_ms AS durationInMilliseconds,
        l.dit2_job_no AS dit2JobNo, l.dit2_status_sync AS dit2StatusSync, l.patient_family_name AS patientFamilyName,
        l.patient_first_names AS patientFirstNames, l.patient_date_of_birth AS patientDateOfBirth,
        l.patient_nhs_number AS patientNHSNumber, l.dictation_type AS dictationType
      FROM letters l;
${letterListView('LEFT JOIN')}
    `,
  },
  {
    id: 6,
    name: 'audio: operation ids, one writer per recording, uploads with ids',
    sql: `
      -- Operations were recognised by mode, positions and a hash of the body, so the same silence
      -- inserted twice was kept once. The client now names each operation (docs/wire-contract.md).
      DROP TABLE audio_operations;
      CREATE TABLE audio_operations (
        audio_key TEXT NOT NULL,
        operation_id TEXT NOT NULL,
        signature TEXT NOT NULL,          -- recordMode:start:end:sha256(body), to refuse a reused id
        PRIMARY KEY (audio_key, operation_id)
      );
      CREATE TABLE audio_writers (
        audio_key TEXT PRIMARY KEY,
        writer_id TEXT NOT NULL,
        last_write_date TEXT NOT NULL
      );
      -- The store-with-length upload collecting in <key>.pending (one per recording).
      CREATE TABLE audio_uploads (
        audio_key TEXT PRIMARY KEY,
        upload_id TEXT,                   -- null for a client that sends no upload id
        next_part INTEGER NOT NULL,
        committed INTEGER NOT NULL,       -- its last part replaced the audio
        committed_length_ms INTEGER,
        last_part_date TEXT NOT NULL
      );
    `,
  },
  {
    id: 7,
    name: 'documents: HTML content, the patch text of each version',
    sql: `
      -- Drafts were plain text; the editor's wire form is HTML (docs/wire-contract.md, Documents):
      -- one paragraph per line, text escaped as innerHTML writes it. HTML always starts with a tag.
      UPDATE documents SET content = '<p>' || replace(replace(replace(replace(content, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), char(10), '</p><p>') || '</p>' WHERE substr(content, 1, 1) <> '<';
      UPDATE document_versions SET content = '<p>' || replace(replace(replace(replace(content, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), char(10), '</p><p>') || '</p>' WHERE substr(content, 1, 1) <> '<';
      ALTER TABLE document_versions ADD COLUMN patch_text TEXT;
    `,
  },
  {
    id: 8,
    name: 'token families: a reused refresh token revokes what was issued from it',
    sql: `
      -- Tokens issued by one sign-in and its refreshes share a family; a rotated refresh token
      -- stays as kind 'rotated' so that its reuse is recognised (docs/wire-contract.md, OAuth).
      ALTER TABLE tokens ADD COLUMN family TEXT;
      UPDATE tokens SET family = token WHERE family IS NULL;
      CREATE INDEX tokens_family ON tokens (family);
    `,
  },
  {
    id: 9,
    name: 'list under load: the earliest lock expiry from an index, a write generation per tenant',
    sql: `
      -- Lapsed auto-locks are cleared before every list page and letter load (spec 001 section 4).
      -- The earliest expiry is one step into this index instead of a scan of every letter, so the
      -- clearing UPDATE runs only when a lock has actually lapsed (letters/repository.ts).
      CREATE INDEX letters_lock_expiry ON letters (lock_expiration_date) WHERE lock_expiration_date IS NOT NULL;
      -- Moves on with every write to a tenant's letters, whoever makes it (routes, the workflow,
      -- test controls, a script on the data folder): a list count cached for a tenant and filter
      -- is good while the generation it was counted at is current (routes/search.ts).
      CREATE TABLE letter_generations (
        tenant_id INTEGER PRIMARY KEY,
        generation INTEGER NOT NULL
      );
      CREATE TRIGGER letters_generation_insert AFTER INSERT ON letters BEGIN
        INSERT INTO letter_generations (tenant_id, generation) VALUES (NEW.tenant_id, 1)
          ON CONFLICT (tenant_id) DO UPDATE SET generation = generation + 1;
      END;
      CREATE TRIGGER letters_generation_update AFTER UPDATE ON letters BEGIN
        INSERT INTO letter_generations (tenant_id, generation) VALUES (OLD.tenant_id, 1)
          ON CONFLICT (tenant_id) DO UPDATE SET generation = generation + 1;
        INSERT INTO letter_generations (tenant_id, generation) SELECT NEW.tenant_id, 1 WHERE NEW.tenant_id <> OLD.tenant_id
          ON CONFLICT (tenant_id) DO UPDATE SET generation = generation + 1;
      END;
      CREATE TRIGGER letters_generation_delete AFTER DELETE ON letters BEGIN
        INSERT INTO letter_generations (tenant_id, generation) VALUES (OLD.tenant_id, 1)
          ON CONFLICT (tenant_id) DO UPDATE SET generation = generation + 1;
      END;
    `,
  },
  {
    id: 10,
    name: 'token families: when a refresh token was spent',
    sql: `
      -- A spent refresh token presented again within the grace window (refreshReuseGraceSeconds)
      -- is a race between two tabs, not a theft: refused without revoking the family. Tokens spent
      -- before this migration have no date and are treated as spent long ago.
      ALTER TABLE tokens ADD COLUMN rotated_date TEXT;
    `,
  },
  {
    id: 11,
    name: "letter locks per opening: who holds a user's auto-lock",
    sql: `
      -- A user's auto-lock is held by each opening of the letter (a tab) that names itself with
      -- lockHolderId; '' stands for a client that sends none. The lock stays while one of them
      -- holds it, so leaving one tab never frees the letter another is editing under
      -- (docs/wire-contract.md, Locks). Rows count only while the letter's auto_lock_user_id is
      -- their user: taking the lock of a free letter clears the rows a lapsed lock left.
      CREATE TABLE letter_lock_holders (
        letter_id INTEGER NOT NULL REFERENCES letters(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        holder_id TEXT NOT NULL,
        expiration_date TEXT NOT NULL,
        PRIMARY KEY (letter_id, user_id, holder_id)
      );
    `,
  },
  {
    id: 12,
    name: 'document versions: a patch each, the whole content only in snapshots',
    sql: `
      -- Every save kept a full copy (a one-character edit of a 4.5 MB letter grew the database by
      -- 4.3 MB, issue 34). A version now keeps the patch that made it; content is only kept in a
      -- snapshot, which documents/versions.ts makes every 50 versions or when the patches since
      -- the last one outgrow the content, and older versions are dropped behind a snapshot. The
      -- rows of an older data folder all hold their content: they are snapshots.
      CREATE TABLE document_versions_with_snapshots (
        document_id INTEGER NOT NULL REFERENCES documents(id),
        version INTEGER NOT NULL,
        patch_number INTEGER NOT NULL,
        content TEXT,
        patch_text TEXT,
        created_date TEXT NOT NULL,
        PRIMARY KEY (document_id, version)
      );
      INSERT INTO document_versions_with_snapshots (document_id, version, patch_number, content, patch_text, created_date)
        SELECT document_id, version, patch_number, content, patch_text, created_date FROM document_versions;
      DROP TABLE document_versions;
      ALTER TABLE document_versions_with_snapshots RENAME TO document_versions;
    `,
  },
];

/** Applies the migrations the database has not seen yet; returns how many ran. */
export function migrate(db: Database.Database): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_date TEXT NOT NULL)`);
  const applied = new Set(
    db
      .prepare('SELECT id FROM schema_migrations')
      .all()
      .map((row) => (row as { id: number }).id),
  );
  let count = 0;
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id, name, applied_date) VALUES (?, ?, ?)').run(
        migration.id,
        migration.name,
        new Date().toISOString(),
      );
    })();
    count += 1;
  }
  return count;
}
