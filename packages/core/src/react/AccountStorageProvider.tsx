import { type ReactNode, useMemo } from 'react';
import { createAccountStorage } from '../storage/accountStorage';
import type { StorageLike } from '../storage/storageLike';
import { DictationContext, useDictation } from './DictationProvider';
import { useUserProfile } from './reads';

export interface AccountStorageProviderProps {
  /** Where the values live. @default globalThis.localStorage */
  backend?: StorageLike;
  /** Shown until the profile is known. @default nothing */
  fallback?: ReactNode;
  children?: ReactNode;
}

/**
 * Gives the tree below the signed-in account's own storage: list settings, remembered choices and
 * unsaved letter fields are kept under the profile's account id, so two users of one browser keep
 * theirs apart, and keys written by older versions are moved for that account once. Until the
 * profile is read it shows `fallback`; a profile that cannot be read keeps the provider's storage.
 * The API, session, notices and the read cache stay the provider's.
 */
export function AccountStorageProvider({
  backend = globalThis.localStorage,
  fallback = null,
  children,
}: AccountStorageProviderProps) {
  const outer = useDictation();
  const profile = useUserProfile();
  const accountId = profile.data?.accountId;
  const value = useMemo(
    () => ({
      ...outer,
      storage: accountId === undefined ? outer.storage : createAccountStorage({ backend, accountId }),
    }),
    [outer, accountId, backend],
  );
  if (profile.data === undefined && profile.error === undefined) return fallback;
  return <DictationContext.Provider value={value}>{children}</DictationContext.Provider>;
}
