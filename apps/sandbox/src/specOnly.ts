/**
 * Spec-only mode (`SANDBOX_SPEC_ONLY=1`, option `specOnly`; issue 30): the letter and document
 * answers carry only the fields the specification names, and the document patch forgets what we
 * added to its request, so a client is tested against a server that knows nothing of
 * docs/wire-contract.md's additions. Every field list is here and applied in one place: the two
 * hooks of `answerWithSpecFieldsOnly`. Every other route answers as always.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** `true` keeps a field as it is; an object keeps only the fields it names; `[fields]` each item of a list. */
type Fields = true | { readonly [name: string]: Fields } | readonly [Fields];
type FieldObject = { readonly [name: string]: Fields };

/** A field list as the spec writes it, names separated by spaces, plus the nested ones. */
const fields = (names: string, nested: FieldObject = {}): FieldObject => ({
  ...Object.fromEntries(names.split(/\s+/).map((name) => [name, true])),
  ...nested,
});

/** Both lists' fields; a field one keeps whole stays whole. */
function bothLists(first: FieldObject, second: FieldObject): FieldObject {
  const merged: Record<string, Fields> = { ...first };
  for (const [name, inner] of Object.entries(second)) {
    const mine = merged[name];
    merged[name] =
      mine === undefined || inner === true
        ? inner
        : mine === true
          ? true
          : bothLists(mine as FieldObject, inner as FieldObject);
  }
  return merged;
}

/** Spec 000 section 3, "External patient". */
const externalPatient = fields('familyName firstNames dateOfBirth nhsNumber refId externalClinicalSystem');

/** Spec 000 section 3, "Letter metadata". */
const letterMetadata = fields(
  `id letterStepName letterStepType isDeleted isOutsource isLetterCleaned approved approvalDate authorName
   createdDate priority organisationItemId labelName patientMRN sampleID dictationType departmentName
   organisationName mandatoryLabel mandatoryMRN showSampleID isLabelAble isExternalSystemPatient
   externalClinicalSystem autoLockedUserName autoLockedUserId heldUserName heldUserId`,
  { externalPatient, audio: { audioSegment: { audioRecord: fields('id key length') } } },
);

/** Spec 001 section 3, "Letter detail", with its "further fields in other views". */
const letterDetail = fields(
  `id documentId createdDate authorName authorId isAuthor priority letterStepName letterStepType isOutsource
   isManual isDeleted isLetterCleaned dictationType notes showNotes hasDocumentHistory heldUserId heldUserName
   autoLockedUserId autoLockedUserName organisationItemId patientMRN labelName sampleID templateId
   doctorCompleteBlockedByOrgItem letterApprovalType
   departmentName organisationName isExternalSystemPatient externalClinicalSystem isLabelAble`,
  {
    externalPatient,
    lastDeleteOperation: fields('endDateTime'),
    audio: { audioSegment: { audioRecord: fields('id') } },
  },
);

/** Spec 001 section 3, "Letter (list item)". */
const letterListItem = fields(
  `id priority recordedDate authorName orgItemName orgItemId mrn sampleID label status workflowStepName
   letterStepType onOutsource isDeleted isCompleted isLetterCleaned isListenableAudioReady autoLockedUserName
   autoLockedUserId autoLockedUserNameFormatted lockExpirationDate heldUserName heldUserId heldUserNameFormatted
   heldDate notes approved approvalDate letterApprovalType durationInMilliseconds dit2JobNo dit2StatusSync
   patientFamilyName patientFirstNames patientDateOfBirth patientNHSNumber`,
);

/** Spec 001 section 3, "Document". */
const document = fields('documentVersion editableContent newPatchNumber data');

const letter = bothLists(letterMetadata, letterDetail);

interface SpecRoute {
  answer: Fields;
  /** Request body fields that are ours, not the spec's: the route never sees them. */
  ignoredBodyFields?: readonly string[];
}

/** By `METHOD /routed/pattern`. */
const specRoutes: Readonly<Record<string, SpecRoute>> = {
  'GET /api/author/documents/patched': { answer: document },
  // Spec 001 section 3: "A patch is sent as documentVersion, patchContent, patchNumber", and no
  // answer fields are named, so a retry of an applied patch is stale (409), as on a real server,
  // and the client counts the version and the patch number on by one itself.
  'PUT /api/author/documents-patch/update': { answer: {}, ignoredBodyFields: ['contentHash'] },
  'GET /api/author/letters/metadata-with-lock/:id': { answer: letter },
  'GET /api/author/letters/current-letter': { answer: letter },
  'POST /api/author/letters/create': { answer: letter },
  // Spec 001 section 7: "answer: value list and @odata.count".
  'GET /api/author/odata/Letters/LettersService.Search()': {
    answer: { '@odata.count': true, value: [letterListItem] },
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `value` with only the named fields; what is not the shape the list expects (a null) stays as it is. */
export function keepSpecFields(value: unknown, kept: Fields): unknown {
  if (kept === true) return value;
  if (Array.isArray(kept))
    return Array.isArray(value) ? value.map((item) => keepSpecFields(item, kept[0])) : value;
  if (!isRecord(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(kept as FieldObject))
    if (Object.hasOwn(value, name)) result[name] = keepSpecFields(value[name], inner);
  return result;
}

const specRouteOf = (request: FastifyRequest): SpecRoute | undefined =>
  specRoutes[`${request.method} ${request.routeOptions.url}`];

/**
 * Registers the two hooks of spec-only mode, at work while `isOn()` (the option, or the test
 * control that switches it for one test); call it before the routes are added.
 */
export function answerWithSpecFieldsOnly(app: FastifyInstance, isOn: () => boolean): void {
  app.addHook('preValidation', async (request) => {
    if (!isOn()) return;
    const body = request.body;
    for (const name of specRouteOf(request)?.ignoredBodyFields ?? []) if (isRecord(body)) delete body[name];
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isOn()) return payload;
    const route = specRouteOf(request);
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (!route || !json || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    return JSON.stringify(keepSpecFields(JSON.parse(payload), route.answer));
  });
}
