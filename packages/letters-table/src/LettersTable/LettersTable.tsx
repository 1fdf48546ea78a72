import {
  type AccountStorage,
  messages as coreMessages,
  createAccountStorage,
  createMemoryStorage,
  type Notify,
  noticeDurations,
  rowClickMessage,
} from '@dictation/core';
import { useOptionalDictation } from '@dictation/core/react';
import { Button, Spinner, Switch, useOptionalToasts } from '@dictation/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { visibleColumns } from '../columns/columnSets';
import { hasAnyFilter } from '../filters/lettersFilters';
import type { LettersTableApi } from '../list/lettersTableApi';
import { createListSettings, type ListDensity } from '../list/listSettings';
import { type ListCount, useLettersList } from '../list/useLettersList';
import { type ListLookups, useListLookups } from '../list/useListLookups';
import { messages } from '../messages';
import type { LetterListItem, ListContext, ListMode } from '../types';
import { DensityChoice } from './DensityChoice';
import * as styles from './LettersTable.css';
import { LettersTableFilters } from './LettersTableFilters';
import { LettersTableGrid } from './LettersTableGrid';

export interface LettersTableProps {
  /** Which list: letters in progress or completed (and deleted) letters. */
  mode: ListMode;
  /** API client; `createApiClient(...)` from `@dictation/core` fits. */
  api: LettersTableApi;
  /** Called with the letter id when a row may be opened (click or Enter). */
  onOpenLetter: (id: number) => void;
  /**
   * Called whenever a page arrives, for the header's 'Showing X of Y'.
   * @default undefined
   */
  onCountChange?: (count: ListCount) => void;
  /**
   * Shows row-click refusals as notices. Without it the message is shown above the table.
   * @default undefined
   */
  notify?: Notify;
  /**
   * Where filters, columns, page size, page and the auto-refresh flag are saved: the signed-in
   * account's storage (`createAccountStorage` of `@dictation/core`).
   * @default the `DictationProvider`'s storage; without a provider, memory for as long as the table is mounted
   */
  storage?: AccountStorage;
  /**
   * Renders 'Showing X of Y' above the table, for hosts without a header of their own.
   * @default false
   */
  showCount?: boolean;
  /**
   * Clock used by the auto-lock check of a row click.
   * @default () => new Date()
   */
  now?: () => Date;
}

/**
 * The key of the notice that says why a row did not open: a host dismisses it once a letter does
 * open (the portal, on the next page), so it never sits over that letter.
 */
export const rowRefusalNoticeKey = 'letters-row';

/** A number per storage object, so the list remounts (and reads its settings again) when it changes. */
const storageIds = new WeakMap<AccountStorage, number>();
let lastStorageId = 0;
function storageId(storage: AccountStorage): number {
  let id = storageIds.get(storage);
  if (id === undefined) {
    lastStorageId += 1;
    id = lastStorageId;
    storageIds.set(storage, id);
  }
  return id;
}

/**
 * The in-progress or completed letters list (spec 001 sections 2-9): filters, columns by tenant
 * type, server-side paging and order, saved preferences, auto-refresh and row-click rules.
 */
export function LettersTable(props: LettersTableProps): ReactNode {
  const lookups = useListLookups(props.api, props.mode);
  const provided = useOptionalDictation()?.storage;
  const [memory] = useState(() => createAccountStorage({ backend: createMemoryStorage(), accountId: null }));
  const storage = props.storage ?? provided ?? memory;
  if (!lookups.context) {
    return (
      <div className={styles.root}>
        {lookups.error ? (
          <LoadFailure title={messages.lookupsFailed} error={lookups.error} onRetry={lookups.retry} />
        ) : (
          <div role="status" className={styles.status}>
            {messages.loading}
          </div>
        )}
      </div>
    );
  }
  // Remounts per account, storage and mode, so state restored from storage is never mixed between them.
  return (
    <LettersTableList
      key={`${lookups.accountId}:${storageId(storage)}:${props.mode}`}
      {...props}
      lookups={lookups}
      context={lookups.context}
      storage={storage}
    />
  );
}

interface LettersTableListProps extends LettersTableProps {
  lookups: ListLookups;
  context: ListContext;
  storage: AccountStorage;
}

/** A failed load (spec 001 section 8: the error's message in an alert), and a way to try again. */
function LoadFailure({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.alert}>
      <strong>{title}</strong>
      <span>{error.message}</span>
      <Button variant="secondary" size="small" onPress={onRetry}>
        {messages.tryAgain}
      </Button>
    </div>
  );
}

/** The body of a page without rows: what the list is waiting for or why it is empty, and what to do. */
function BodyMessage({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className={styles.messageBox}>
      <p className={styles.messageTitle}>{title}</p>
      {text ? <p className={styles.messageText}>{text}</p> : null}
      {action}
    </div>
  );
}

function LettersTableList(props: LettersTableListProps): ReactNode {
  const { mode, context, lookups } = props;
  const settings = useMemo(() => createListSettings(props.storage, mode), [props.storage, mode]);
  const [count, setCount] = useState<ListCount | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [density, setDensity] = useState(() => settings.readDensity());
  const changeDensity = useCallback(
    (next: ListDensity) => {
      setDensity(next);
      settings.writeDensity(next);
    },
    [settings],
  );
  const list = useLettersList({
    api: props.api,
    mode,
    context,
    settings,
    onCountChange: (next) => {
      setCount(next);
      props.onCountChange?.(next);
    },
  });
  const columns = useMemo(() => visibleColumns(context, list.state.columns), [context, list.state.columns]);

  // Why a row did not open is about this list: it goes once a row opens or the list does, so it
  // never sits over the letter that opens next (issue 31).
  const toasts = useOptionalToasts();
  const withdrawRefusal = useCallback(() => toasts?.dismiss(rowRefusalNoticeKey), [toasts]);
  useEffect(() => withdrawRefusal, [withdrawRefusal]);
  // The grid is memoised: a row-action handler that changed every render would re-render it.
  const latest = useRef(props);
  latest.current = props;
  const openRow = useCallback(
    (letter: LetterListItem) => {
      const { notify, now, onOpenLetter } = latest.current;
      const reason = rowClickMessage(letter, context.userId, now?.() ?? new Date());
      if (reason === null) {
        setRefusal(undefined);
        withdrawRefusal();
        onOpenLetter(letter.id);
      } else if (notify) {
        notify({
          kind: 'warning',
          message: reason,
          ...(letter.isLetterCleaned ? { description: coreMessages.jobCleaned } : {}),
          durationMs: noticeDurations.long,
          key: rowRefusalNoticeKey,
        });
      } else {
        setRefusal(reason);
      }
    },
    [context.userId, withdrawRefusal],
  );
  const error = list.error ?? lookups.error;
  const retry = list.error ? list.retry : lookups.retry;
  const hasRows = list.letters.length > 0;
  const failure = error ? <LoadFailure title={messages.loadFailed} error={error} onRetry={retry} /> : null;

  // A page without rows says why, and offers the next step: try again, show every letter, refresh.
  let emptyState: ReactNode;
  if (failure) emptyState = failure;
  else if (list.isLoading)
    emptyState = (
      <span className={styles.messageBox}>
        <Spinner label={messages.loading} />
        <span aria-hidden="true">{messages.loading}</span>
      </span>
    );
  else if (hasAnyFilter(list.state.filters))
    emptyState = (
      <BodyMessage
        title={messages.empty}
        text={messages.noMatch}
        action={
          <Button variant="secondary" size="small" onPress={list.resetFilters}>
            {messages.showAllLetters}
          </Button>
        }
      />
    );
  else
    emptyState = (
      <BodyMessage
        title={messages.empty}
        text={messages.emptyHint[mode]}
        action={
          <Button variant="secondary" size="small" onPress={list.retry}>
            {messages.refresh}
          </Button>
        }
      />
    );

  return (
    <div className={styles.root} data-mode={mode} data-density={density}>
      <LettersTableFilters
        mode={mode}
        context={context}
        state={list.state}
        dispatch={list.dispatch}
        onReset={list.resetFilters}
        departments={lookups.departments}
        priorities={lookups.priorities}
        labels={lookups.labels}
        authors={lookups.authors}
      >
        {props.showCount && count ? (
          <p className={styles.count}>{messages.showing(count.shown, count.total)}</p>
        ) : null}
        <Switch isSelected={list.autoRefresh} onChange={list.setAutoRefresh}>
          {messages.autoRefresh}
        </Switch>
        <DensityChoice density={density} onChange={changeDensity} />
      </LettersTableFilters>
      {/* With rows on screen (a refresh failed), the failure sits above them; else in the body. */}
      {hasRows ? failure : null}
      <div role="status" className={refusal && !list.isLoading ? styles.status : styles.hidden}>
        {list.isLoading ? messages.loading : refusal}
      </div>
      <LettersTableGrid
        mode={mode}
        letters={list.letters}
        count={list.count}
        columns={columns}
        hospitalNumberHeader={
          context.hospitalNumberNaming ? messages.columns.hospitalNumber : messages.filters.nhsNumber
        }
        state={list.state}
        dispatch={list.dispatch}
        onRowAction={openRow}
        isLoading={list.isLoading}
        emptyState={hasRows ? undefined : emptyState}
      />
      {mode === 'completed' ? (
        <p className={styles.note}>{messages.archiveFooter(context.archiveMonths)}</p>
      ) : null}
    </div>
  );
}
