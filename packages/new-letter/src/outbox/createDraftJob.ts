import { type ApiClient, type CreateLetterPayload, isApiError, type LetterMetadata } from '@dictation/core';

/**
 * Creates a draft's job, once (issue 35). Our server answers a create sent again with the same
 * audio key with the job the first one made (docs/wire-contract.md, Letters). A server that knows
 * only the spec refuses it (400: the key is in use), so a create whose answer was lost (a reload or
 * a network cut mid-send) is looked for where the spec has it: the author's open job at Audio
 * capture, matched by its audio key. Any other refusal is the server's answer to the draft.
 */
export async function createDraftJob(api: ApiClient, payload: CreateLetterPayload): Promise<LetterMetadata> {
  try {
    return await api.letters.create(payload);
  } catch (error) {
    if (!isApiError(error, 'http') || error.detail.status !== 400) throw error;
    const open = await api.letters.current().catch(() => null);
    if (open?.audio?.audioSegment?.audioRecord?.key === payload.audioKey) return open;
    throw error;
  }
}
