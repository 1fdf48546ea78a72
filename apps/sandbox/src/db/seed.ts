import type Database from 'better-sqlite3';
import { hashPasswordSync } from '../auth/passwords';
import { ApprovalType, addSeconds, isoDate, JobStatus, type RoleName, RoleType, Step } from '../domain';
import { draftHtml, draftText, originalSrHtml } from '../workflow/draft';
import { seedWordLetter } from './wordLetter';

/** Same password for every demo user, valid under spec 000 section 5 (digit, lower case, 6-15). */
export const demoPassword = 'dictate1';

export interface DemoUser {
  userName: string;
  fullName: string;
  role: RoleName;
  tenant: string;
  note: string;
}

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same world. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface TenantSeed {
  id: number;
  name: string;
  dmion: boolean;
  system: 0 | 10 | 20;
  dit2: boolean;
  outsource: boolean;
  manual: boolean;
  ai: boolean;
  letters: number;
}

const tenants: TenantSeed[] = [
  {
    id: 1,
    name: 'St Elsewhere Hospital',
    dmion: true,
    system: 0,
    dit2: false,
    outsource: true,
    manual: true,
    ai: true,
    letters: 240,
  },
  {
    id: 2,
    name: 'Northern NHS Trust',
    dmion: false,
    system: 0,
    dit2: false,
    outsource: false,
    manual: false,
    ai: false,
    letters: 30,
  },
  {
    id: 3,
    name: 'Riverside Surgery (EMIS)',
    dmion: false,
    system: 10,
    dit2: false,
    outsource: false,
    manual: true,
    ai: true,
    letters: 30,
  },
  {
    id: 4,
    name: 'Hillside Practice (TPP)',
    dmion: false,
    system: 20,
    dit2: false,
    outsource: false,
    manual: false,
    ai: false,
    letters: 30,
  },
  {
    id: 5,
    name: 'Dit2 Clinic',
    dmion: true,
    system: 0,
    dit2: true,
    outsource: false,
    manual: false,
    ai: false,
    letters: 30,
  },
];

interface UserSeed {
  tenantId: number;
  userName: string;
  fullName: string;
  formatted: string;
  role: RoleName;
  note: string;
  expiryDays?: number;
  allowedAddress?: string;
}

const users: UserSeed[] = [
  {
    tenantId: 1,
    userName: 'doctor',
    fullName: 'Alice Carter',
    formatted: 'CARTER, Alice',
    role: 'Doctor',
    note: 'author, standard tenant (Hosp. No.)',
  },
  {
    tenantId: 1,
    userName: 'doctor2',
    fullName: 'Ben Okafor',
    formatted: 'OKAFOR, Ben',
    role: 'Doctor',
    note: 'second author (locks, approval by author)',
  },
  {
    tenantId: 1,
    userName: 'secretary',
    fullName: 'Sam Patel',
    formatted: 'PATEL, Sam',
    role: 'Secretary',
    note: 'secretary, standard tenant',
  },
  {
    tenantId: 1,
    userName: 'admin',
    fullName: 'Ada Admin',
    formatted: 'ADMIN, Ada',
    role: 'Administrator',
    note: 'administrator',
  },
  {
    tenantId: 1,
    userName: 'support',
    fullName: 'Sol Support',
    formatted: 'SUPPORT, Sol',
    role: 'SupportAdministrator',
    note: 'support administrator',
  },
  {
    tenantId: 1,
    userName: 'customeradmin',
    fullName: 'Cora Customer',
    formatted: 'CUSTOMER, Cora',
    role: 'CustomerAdministrator',
    note: 'customer administrator',
  },
  {
    tenantId: 1,
    userName: 'expired',
    fullName: 'Eve Expired',
    formatted: 'EXPIRED, Eve',
    role: 'Doctor',
    note: 'password expired (sign-in answers password_expired)',
    expiryDays: -1,
  },
  {
    tenantId: 1,
    userName: 'expiring',
    fullName: 'Eli Expiring',
    formatted: 'EXPIRING, Eli',
    role: 'Doctor',
    note: 'password expires in 3 days',
    expiryDays: 3,
  },
  {
    tenantId: 1,
    userName: 'restricted',
    fullName: 'Rita Restricted',
    formatted: 'RESTRICTED, Rita',
    role: 'Doctor',
    note: 'only from 10.20.30.40 (sign-in answers restricted_address)',
    allowedAddress: '10.20.30.40',
  },
  {
    tenantId: 2,
    userName: 'nhs.doctor',
    fullName: 'Nia Evans',
    formatted: 'EVANS, Nia',
    role: 'Doctor',
    note: 'author, NHS No. tenant (DMION false)',
  },
  {
    tenantId: 2,
    userName: 'nhs.secretary',
    fullName: 'Noah Reed',
    formatted: 'REED, Noah',
    role: 'Secretary',
    note: 'secretary, NHS No. tenant',
  },
  {
    tenantId: 3,
    userName: 'emis.doctor',
    fullName: 'Emma Stone',
    formatted: 'STONE, Emma',
    role: 'Doctor',
    note: 'author, EMIS tenant (external clinical system 10)',
  },
  {
    tenantId: 4,
    userName: 'tpp.doctor',
    fullName: 'Tom Price',
    formatted: 'PRICE, Tom',
    role: 'Doctor',
    note: 'author, TPP tenant (external clinical system 20)',
  },
  {
    tenantId: 5,
    userName: 'dit2.doctor',
    fullName: 'Dan Ito',
    formatted: 'ITO, Dan',
    role: 'Doctor',
    note: 'author, Dit2 tenant',
  },
  {
    tenantId: 5,
    userName: 'dit2.secretary',
    fullName: 'Dee Ito',
    formatted: 'ITO, Dee',
    role: 'Secretary',
    note: 'secretary, Dit2 tenant',
  },
];

export const demoUsers: DemoUser[] = users.map((user) => ({
  userName: user.userName,
  fullName: user.fullName,
  role: user.role,
  tenant: tenants.find((tenant) => tenant.id === user.tenantId)!.name,
  note: user.note,
}));

const defaultSettings = {
  recording: {
    webDefaultToOverwrite: false,
    mobileDefaultToOverride: false,
    webEnableStartStopSound: true,
    enabledAIPostProcession: true,
  },
  footPedal: {
    playStopButton: 20,
    rewindButton: 10,
    forwardButton: 30,
    playStopMode: 10,
    rewindOnStop: 3,
    playRecordButton: 0,
    rewindRecordButton: 0,
    recordButton: 0,
    enableFootpedalRecording: false,
  },
  spellcheck: { useSpellcheck: true, spellcheckCustomDictionaryId: null },
};
export type UserSettings = typeof defaultSettings;

const familyNames = [
  'SMITH',
  'JONES',
  'TAYLOR',
  'BROWN',
  'WILLIAMS',
  'WILSON',
  'JOHNSON',
  'DAVIES',
  'ROBINSON',
  'WRIGHT',
];
const firstNames = ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Mia', 'Jacob', 'Grace'];

/**
 * Every demo user has the same password, so one scrypt hash (salted once) serves them all, and
 * one per process: a test reset re-seeds often, and each scrypt costs tens of milliseconds.
 */
let demoHashOnce: string | undefined;
const demoPasswordHash = () => {
  demoHashOnce ??= hashPasswordSync(demoPassword);
  return demoHashOnce;
};

/** Fills an empty database with the demo world. `now` anchors every relative date. */
export function seed(db: Database.Database, now: Date): void {
  const rand = random(20261122);
  const demoHash = demoPasswordHash();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const insert = (table: string, row: Record<string, unknown>) => {
    const keys = Object.keys(row);
    const values = keys.map((key) => {
      const value = row[key];
      return typeof value === 'boolean' ? Number(value) : (value ?? null);
    });
    return Number(
      db
        .prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`)
        .run(...values).lastInsertRowid,
    );
  };

  db.transaction(() => {
    const perTenant = new Map<
      number,
      { departments: number[]; priorities: number[]; labels: Map<number, string[]> }
    >();

    for (const tenant of tenants) {
      insert('tenants', {
        id: tenant.id,
        name: tenant.name,
        hospital_number_naming: tenant.dmion,
        external_clinical_system: tenant.system,
        is_dit2: tenant.dit2,
        outsource_enabled: tenant.outsource,
        manual_enabled: tenant.manual,
        ai_enabled: tenant.ai,
        completed_months: 3,
        help_url: `https://help.example.org/${tenant.id}`,
      });
      // Priority 1 is "Normal" (spec 001 section 9: priority 1 is normal, others urgent).
      const priorities: number[] = [];
      for (const [name, workflow, isDefault] of [
        ['Normal', 'Standard', true],
        ['Urgent', 'Standard', false],
        ['Manual typing', 'Manual', false],
        ['GP letter', 'GP', false],
        // Only where the tenant outsources transcription (spec 001: outsource-suffixed steps).
        ...(tenant.outsource ? [['Outsourced typing', 'Outsource', false] as const] : []),
      ] as const) {
        priorities.push(
          insert('priorities', { tenant_id: tenant.id, name, is_default: isDefault, workflow }),
        );
      }
      for (const [position, [type, files]] of [
        ['Dictation', 'wav,mp3,m4a,opus,dss,ds2,wma'],
        ['Conversation', 'wav,mp3,m4a,opus'],
        ['GP summary', 'wav,mp3'],
      ].entries()) {
        insert('dictation_types', { tenant_id: tenant.id, position, type, allowed_files: files });
      }

      const departments: number[] = [];
      const labels = new Map<number, string[]>();
      for (const [index, orgName] of ['General Hospital', 'Community Services'].entries()) {
        const orgId = insert('organisation_items', {
          tenant_id: tenant.id,
          parent_id: null,
          name: `${orgName}${tenant.id === 1 ? '' : ` ${tenant.id}`}`,
          show_labels: true,
          letter_labels: true,
          show_mrn: true,
          mandatory_mrn: false,
          mandatory_label: false,
          show_sample_id: index === 0,
          import_audio: index === 0,
          allow_fast_complete: true,
          default_priority_id: priorities[0],
          letter_approval_type: 0,
          doctor_complete_blocked: false,
        });
        // Departments cover every flag combination the spec names (spec 000 section 3).
        const flavours =
          index === 0
            ? [
                {
                  name: 'Cardiology',
                  show_labels: true,
                  mandatory_label: true,
                  show_mrn: true,
                  mandatory_mrn: true,
                  show_sample_id: true,
                  import_audio: true,
                  allow_fast_complete: true,
                  letter_approval_type: ApprovalType.beforeSecretaryAuthorOnly,
                  doctor_complete_blocked: false,
                },
                {
                  name: 'Radiology',
                  show_labels: true,
                  mandatory_label: false,
                  show_mrn: true,
                  mandatory_mrn: false,
                  show_sample_id: true,
                  import_audio: true,
                  allow_fast_complete: false,
                  letter_approval_type: ApprovalType.beforeSecretaryAllAuthors,
                  doctor_complete_blocked: true,
                },
                {
                  name: 'Pathology',
                  show_labels: false,
                  mandatory_label: false,
                  show_mrn: false,
                  mandatory_mrn: false,
                  show_sample_id: true,
                  import_audio: false,
                  allow_fast_complete: true,
                  letter_approval_type: ApprovalType.notRequired,
                  doctor_complete_blocked: false,
                },
              ]
            : [
                {
                  name: 'District Nursing',
                  show_labels: true,
                  mandatory_label: false,
                  show_mrn: true,
                  mandatory_mrn: true,
                  show_sample_id: false,
                  import_audio: true,
                  allow_fast_complete: true,
                  letter_approval_type: ApprovalType.notRequired,
                  doctor_complete_blocked: false,
                },
                {
                  name: 'Physiotherapy',
                  show_labels: true,
                  mandatory_label: false,
                  show_mrn: true,
                  mandatory_mrn: false,
                  show_sample_id: false,
                  import_audio: false,
                  allow_fast_complete: false,
                  letter_approval_type: ApprovalType.notRequired,
                  doctor_complete_blocked: false,
                },
              ];
        for (const flavour of flavours) {
          const departmentId = insert('organisation_items', {
            tenant_id: tenant.id,
            parent_id: orgId,
            ...flavour,
            letter_labels: flavour.show_labels,
            default_priority_id: flavour.allow_fast_complete ? priorities[1] : null,
          });
          departments.push(departmentId);
          const names = flavour.show_labels
            ? ['Follow-up', 'Discharge', 'Referral', 'Results', 'Clinic'].slice(
                0,
                flavour.mandatory_label ? 5 : 3,
              )
            : [];
          if (flavour.name === 'Radiology') for (let n = 1; n <= 9; n += 1) names.push(`Scan type ${n}`); // > 10 labels: the modal scrolls
          for (const name of names) insert('labels', { organisation_item_id: departmentId, name });
          labels.set(departmentId, names);
          insert('templates', {
            organisation_item_id: departmentId,
            owner_user_id: null,
            name: `${flavour.name} letter`,
          });
          insert('templates', {
            organisation_item_id: departmentId,
            owner_user_id: null,
            name: `${flavour.name} report`,
          });
        }
      }
      perTenant.set(tenant.id, { departments, priorities, labels });
    }

    const userIds = new Map<string, number>();
    for (const [index, user] of users.entries()) {
      const id = insert('users', {
        id: index + 1,
        tenant_id: user.tenantId,
        user_name: user.userName,
        password: demoHash,
        full_name: user.fullName,
        full_name_formatted: user.formatted,
        email: `${user.userName}@example.org`,
        role_name: user.role,
        role_type: RoleType[user.role],
        password_expiry_date: isoDate(addSeconds(now, (user.expiryDays ?? 180) * 86_400)),
        allowed_address: user.allowedAddress ?? null,
        inactivity_timeout_seconds: 600,
        settings_json: JSON.stringify(defaultSettings),
      });
      userIds.set(user.userName, id);
      for (const departmentId of perTenant.get(user.tenantId)!.departments) {
        insert('user_organisation_items', {
          user_id: id,
          organisation_item_id: departmentId,
          default_priority_enabled: false,
          fast_complete_enabled: false,
        });
      }
      insert('templates', {
        organisation_item_id: perTenant.get(user.tenantId)!.departments[0],
        owner_user_id: id,
        name: `${user.fullName} personal`,
      });
    }

    // Letters spread over every step, status, lock, approval and deletion state.
    const steps = [
      Step.audioCapture,
      Step.speechRecognition,
      Step.processing,
      Step.outsource,
      Step.manual,
      Step.toReview,
      Step.toReview,
      Step.completed,
      Step.completed,
      Step.completed,
    ];
    let letterId = 1000;
    for (const tenant of tenants) {
      const { departments, priorities, labels } = perTenant.get(tenant.id)!;
      const tenantUsers = users.filter((user) => user.tenantId === tenant.id);
      const authors = tenantUsers
        .filter((user) => user.role === 'Doctor' && !user.allowedAddress)
        .map((user) => userIds.get(user.userName)!);
      const staff = tenantUsers.map((user) => userIds.get(user.userName)!);
      for (let n = 0; n < tenant.letters; n += 1) {
        letterId = letterId + 1;
        let step: (typeof steps)[number] = steps[n % steps.length]!;
        if ((step === Step.outsource && !tenant.outsource) || (step === Step.manual && !tenant.manual))
          step = Step.toReview;
        const department = pick(departments);
        const label = pick([...(labels.get(department) ?? []), null]);
        const created = addSeconds(now, -Math.floor(rand() * 120 * 86_400) - 3600);
        const audioLength = 4000 + Math.floor(rand() * 180_000);
        const deleted = n % 13 === 5;
        const external = tenant.system !== 0 && rand() < 0.7;
        const authorId = step === Step.audioCapture ? authors[n % authors.length]! : pick(authors);
        const row: Record<string, unknown> = {
          id: letterId,
          tenant_id: tenant.id,
          author_id: authorId,
          organisation_item_id: department,
          priority_id: pick(priorities),
          label_name: label,
          mrn: external ? null : `H${String(100000 + Math.floor(rand() * 899999))}`,
          sample_id: rand() < 0.4 ? `S-${Math.floor(rand() * 99999)}` : null,
          dictation_type: rand() < 0.15 ? 'Conversation' : 'Dictation',
          step_type: step.type,
          step_name: step.name,
          status: step === Step.audioCapture ? null : pick(Object.values(JobStatus)),
          is_deleted: deleted,
          deleted_from_step_type: deleted ? step.type : null,
          deleted_date: deleted ? isoDate(addSeconds(created, 7200)) : null,
          is_outsource:
            step === Step.outsource || (step === Step.toReview && n % 17 === 0 && tenant.outsource),
          is_manual: step === Step.manual,
          is_cleaned: n % 29 === 7,
          approved: n % 3 === 0,
          approval_date: n % 3 === 0 ? isoDate(addSeconds(created, 3600)) : null,
          created_date: isoDate(created),
          completed_date: step === Step.completed ? isoDate(addSeconds(created, 86_400)) : null,
          notes: n % 7 === 0 ? `Note on letter ${letterId}: please check the medication list.` : null,
          audio_key: `seed-${letterId}`,
          audio_length_ms: step === Step.audioCapture && n % 2 === 0 ? 0 : audioLength,
          audio_format: 'seed',
          template_id: null,
          dit2_job_no: tenant.dit2 ? `D2-${String(letterId).padStart(7, '0')}` : null,
          // Spec 000 section 4's job statuses 1-6, as text ('1'..'6'): the values the Dit2 Status
          // Sync filter offers and queries (`dit2StatusSync eq '2'`). One pick, as before, so the
          // rest of the seeded world is unchanged.
          dit2_status_sync: tenant.dit2 ? String(pick(Object.values(JobStatus))) : null,
        };
        if (external) {
          Object.assign(row, {
            patient_family_name: pick(familyNames),
            patient_first_names: pick(firstNames),
            patient_date_of_birth: `19${40 + Math.floor(rand() * 60)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
            patient_nhs_number: String(4000000000 + Math.floor(rand() * 999999999)),
            patient_ref_id: String(500 + n),
            patient_system: tenant.system,
          });
        }
        // Locks: a few long-lived auto-locks and manual holds by other staff, so the demo shows them.
        if (!deleted && step !== Step.audioCapture && n % 11 === 3) {
          Object.assign(row, {
            auto_lock_user_id: pick(staff),
            lock_expiration_date: isoDate(addSeconds(now, 365 * 86_400)),
          });
        }
        if (!deleted && step !== Step.audioCapture && n % 11 === 8) {
          Object.assign(row, { held_user_id: pick(staff), held_date: isoDate(addSeconds(created, 5400)) });
        }
        insert('letters', row);
        const history = (stepName: string, at: Date, details: string) =>
          insert('history', {
            letter_id: letterId,
            user_id: authorId,
            start_date: isoDate(at),
            step_name: stepName,
            is_outsource: false,
            details,
            changes: null,
          });
        history(Step.audioCapture.name, created, 'Letter created');
        if (step.type > Step.audioCapture.type)
          history(Step.speechRecognition.name, addSeconds(created, 600), 'Letter completed by author');
        if (step.type >= Step.toReview.type || step.type === Step.outsource.type) {
          const text = draftText(letterId, String(row.dictation_type));
          const content = draftHtml(text);
          const documentId = insert('documents', {
            letter_id: letterId,
            version: 1,
            patch_number: 1,
            content,
            original_sr: originalSrHtml(text),
          });
          insert('document_versions', {
            document_id: documentId,
            version: 1,
            patch_number: 1,
            content,
            created_date: isoDate(addSeconds(created, 1800)),
          });
          history(Step.toReview.name, addSeconds(created, 1800), 'Draft text ready');
        }
        if (step === Step.completed)
          history(Step.completed.name, addSeconds(created, 86_400), 'Letter completed');
        if (deleted) history(step.name, addSeconds(created, 7200), 'Letter deleted');
      }
    }

    // After every other letter, so their ids and the random picks stay as they were.
    const standard = perTenant.get(1)!;
    seedWordLetter(insert, {
      id: letterId + 1,
      tenantId: 1,
      authorId: userIds.get('doctor')!,
      departmentId: standard.departments[0]!,
      priorityId: standard.priorities[0]!,
      label: 'Results',
      now,
    });
  })();
}
