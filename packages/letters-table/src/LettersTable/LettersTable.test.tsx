import {
  type AccountStorage,
  type ApiClient,
  messages as coreMessages,
  createAccountStorage,
  createLetterChanges,
  createMemoryStorage,
  type LettersSearchAnswer,
  type LettersSearchQuery,
  type Session,
  type StorageLike,
} from '@dictation/core';
import { DictationProvider } from '@dictation/core/react';
import { createNotifier, ToastRegion } from '@dictation/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fragment, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFilters } from '../filters/lettersFilters';
import { autoRefreshIntervalMs, filterExpiryMs } from '../listConstants';
import { messages } from '../messages';
import { createFakeApi } from '../testing/fakeApi';
import { makeLetter, makeLetters } from '../testing/fixtures';
import { LettersTable, type LettersTableProps } from './LettersTable';

const accountId = 77;
const inProgress = 'in-progress';

/** A server of `total` letters (or as many as `total()` says at each call) that answers any page. */
function pagedSearch(total: number | (() => number)) {
  return vi.fn(async (query: LettersSearchQuery): Promise<LettersSearchAnswer> => {
    const count = typeof total === 'number' ? total : total();
    const rows = Math.max(0, Math.min(query.top, count - query.skip));
    return { '@odata.count': count, value: makeLetters(rows, query.skip) };
  });
}

/** The signed-in account's storage over `backend` (the portal's is over localStorage). */
function accountStorage(backend: StorageLike = createMemoryStorage(), now?: () => number): AccountStorage {
  return createAccountStorage({ backend, accountId, ...(now ? { now } : {}) });
}

/** Ten rows a page keeps jsdom quick; the 200-row cost is measured by the bench. */
function smallPageStore(): AccountStorage {
  const store = accountStorage();
  store.set('pageSize', 10);
  return store;
}

function renderTable(
  props: Partial<LettersTableProps> & {
    search: ReturnType<typeof pagedSearch>;
    store?: AccountStorage;
    archiveMonths?: string;
    /** Around the table, such as the host's toast region. */
    wrapper?: (props: { children: ReactNode }) => ReactNode;
  },
) {
  const { search, store = smallPageStore(), archiveMonths, wrapper: Wrapper = Fragment, ...rest } = props;
  const onOpenLetter = vi.fn();
  const onCountChange = vi.fn();
  const api = createFakeApi({ search, archiveMonths });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Wrapper>
        <LettersTable
          mode="inProgress"
          api={api}
          onOpenLetter={onOpenLetter}
          onCountChange={onCountChange}
          storage={store}
          {...rest}
        />
      </Wrapper>
    </SWRConfig>,
  );
  return { ...view, onOpenLetter, onCountChange, store };
}

/** The table inside a `DictationProvider` whose account storage is `storage`, and no storage prop. */
function renderInProvider(search: ReturnType<typeof pagedSearch>, storage: AccountStorage) {
  const api = createFakeApi({ search }) as unknown as ApiClient;
  const session = { subscribe: () => () => {} } as unknown as Session;
  return render(
    <DictationProvider api={api} session={session} storage={storage} notify={vi.fn()}>
      <LettersTable mode="inProgress" api={createFakeApi({ search })} onOpenLetter={vi.fn()} />
    </DictationProvider>,
  );
}

const lastQuery = (search: ReturnType<typeof pagedSearch>) => search.mock.calls.at(-1)?.[0];

/** Opens the panel of the filters beyond the first row (Department, Hosp. No., Labels...). */
async function openMoreFilters(): Promise<void> {
  const more = screen.getByRole('button', { name: new RegExp(`^${messages.moreFilters}`) });
  if (more.getAttribute('aria-expanded') !== 'true') await userEvent.click(more);
}

/** Opens the Columns menu, runs `inside` with the menu, then closes it with Escape. */
async function inColumnsMenu(inside: (menu: HTMLElement) => Promise<void> | void): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: messages.columnsGroup }));
  await inside(await screen.findByRole('menu', { name: messages.columnsGroup }));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

const toggleColumn = (name: string) =>
  inColumnsMenu((menu) => userEvent.click(within(menu).getByRole('menuitemcheckbox', { name })));

afterEach(() => {
  vi.useRealTimers();
});

// jsdom renders React Aria's grid slowly on a shared machine; this is a budget, not an assertion.
describe('LettersTable', { timeout: 30_000 }, () => {
  it('shows a page of letters and reports Showing X of Y', async () => {
    const search = pagedSearch(120);
    const { onCountChange } = renderTable({ search });
    expect(await screen.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await waitFor(() => expect(onCountChange).toHaveBeenLastCalledWith({ shown: 10, total: 120 }));
    expect(lastQuery(search)).toMatchObject({ top: 10, skip: 0, orderBy: 'priority desc,recordedDate asc' });
  });

  it('asks again once letters changed through its client, with one request for a burst', async () => {
    let lettersOnServer = 12;
    const search = pagedSearch(() => lettersOnServer);
    const letterChanges = createLetterChanges();
    const { onCountChange } = renderTable({ search, api: { ...createFakeApi({ search }), letterChanges } });
    await waitFor(() => expect(onCountChange).toHaveBeenLastCalledWith({ shown: 10, total: 12 }));
    const searchesBefore = search.mock.calls.length;

    // A job created beside the list, then its details saved one after the other.
    lettersOnServer = 13;
    for (let change = 0; change < 4; change++) letterChanges.announce();

    await waitFor(() => expect(onCountChange).toHaveBeenLastCalledWith({ shown: 10, total: 13 }));
    expect(search.mock.calls.length).toBe(searchesBefore + 1);
  });

  it('its filters render again when a filter changes, not with each answer of the list (issue 33)', async () => {
    // Each render of the filters reads the priorities' names (the Priority field's options).
    let nameReads = 0;
    const countedPriorities = [
      {
        id: 1,
        get name() {
          nameReads += 1;
          return 'Normal';
        },
      },
      { id: 2, name: 'Urgent' },
    ];
    let lettersOnServer = 12;
    const search = pagedSearch(() => lettersOnServer);
    const letterChanges = createLetterChanges();
    const fake = createFakeApi({ search });
    const api = {
      ...fake,
      letterChanges,
      lookups: { ...fake.lookups, allMyPriorities: async () => countedPriorities },
    };
    const { onCountChange } = renderTable({ search, api });
    await waitFor(() => expect(onCountChange).toHaveBeenLastCalledWith({ shown: 10, total: 12 }));
    await waitFor(() => expect(nameReads).toBeGreaterThan(0));
    const readsBefore = nameReads;

    lettersOnServer = 13;
    letterChanges.announce();
    await waitFor(() => expect(onCountChange).toHaveBeenLastCalledWith({ shown: 10, total: 13 }));
    expect(nameReads).toBe(readsBefore);

    // The field's trigger (it has a popup), not the chip the choice adds ("Remove Priority: Urgent").
    const priority = () =>
      screen.getByRole('button', { name: new RegExp(messages.filters.priority), expanded: false });
    await userEvent.click(priority());
    await userEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    await waitFor(() => expect(lastQuery(search)?.filter).toContain('priority eq 2'));
    // Found again: the button pressed can be the stand-in the select mounts over (mountsLater).
    expect(priority()).toHaveTextContent('Urgent');
    expect(nameReads).toBeGreaterThan(readsBefore);
  });

  it('goes back to page 1 when a filter changes', async () => {
    const search = pagedSearch(300);
    const store = smallPageStore();
    store.set('page', 4, inProgress);
    renderTable({ search, store });
    await screen.findByRole('rowheader', { name: '1030' });
    expect(lastQuery(search)).toMatchObject({ skip: 30 });

    const jobId = screen.getByRole('textbox', { name: 'Job ID' });
    await userEvent.type(jobId, '12x34{Enter}');
    await waitFor(() => expect(lastQuery(search)).toMatchObject({ skip: 0 }));
    expect(lastQuery(search)?.filter).toContain('id eq 1234');
    expect(store.get('page', inProgress)).toBe(1);
  });

  it('jumps to the last page when the requested page is empty but letters exist', async () => {
    const search = pagedSearch(120);
    const store = smallPageStore();
    store.set('page', 18, inProgress);
    renderTable({ search, store });
    expect(await screen.findByRole('rowheader', { name: '1110' })).toBeInTheDocument();
    expect(search.mock.calls.map(([query]) => query.skip)).toEqual([170, 110]);
    expect(screen.getByText('Page 12 of 12')).toBeInTheDocument();
  });

  it('saves filters, columns and page size per account and restores them', async () => {
    const search = pagedSearch(10);
    const first = renderTable({ search });
    await screen.findByRole('rowheader', { name: '1000' });
    await openMoreFilters();
    await userEvent.type(screen.getByRole('textbox', { name: 'Hosp. No.' }), '"H100001"{Enter}');
    await toggleColumn('Label');
    await waitFor(() => expect(lastQuery(search)?.filter).toContain("mrn eq 'H100001'"));
    first.unmount();

    const again = pagedSearch(10);
    renderTable({ search: again, store: first.store });
    await waitFor(() => expect(lastQuery(again)?.filter).toContain("mrn eq 'H100001'"));
    // The saved filter shows as a chip, and counts on the closed 'More filters'.
    expect(screen.getByRole('list', { name: messages.activeFilters })).toHaveTextContent(
      'Hosp. No.: "H100001"',
    );
    await openMoreFilters();
    expect(screen.getByRole('textbox', { name: 'Hosp. No.' })).toHaveValue('"H100001"');
    await inColumnsMenu((menu) => {
      expect(within(menu).getByRole('menuitemcheckbox', { name: 'Label' })).toBeChecked();
    });
    expect(await screen.findByRole('columnheader', { name: 'Label' })).toBeInTheDocument();
    expect(first.store.get('columns')).toEqual({ label: true });
  });

  it('drops saved filters older than a day', async () => {
    const backend = createMemoryStorage();
    const store = accountStorage(backend);
    store.set('pageSize', 10);
    const yesterday = accountStorage(backend, () => Date.now() - filterExpiryMs - 1);
    yesterday.set('filters', { ...emptyFilters(), jobId: '42' }, inProgress);
    const search = pagedSearch(5);
    renderTable({ search, store });
    await screen.findByRole('rowheader', { name: '1000' });
    expect(lastQuery(search)?.filter).toBe('isCompleted eq false and isDeleted eq false');
    expect(screen.getByRole('button', { name: messages.resetFilters })).toBeDisabled();
  });

  it('keeps saved filters younger than a day', async () => {
    const backend = createMemoryStorage();
    const store = accountStorage(backend);
    store.set('pageSize', 10);
    const earlier = accountStorage(backend, () => Date.now() - filterExpiryMs + 60_000);
    earlier.set('filters', { ...emptyFilters(), jobId: '42' }, inProgress);
    const search = pagedSearch(5);
    renderTable({ search, store });
    await waitFor(() => expect(lastQuery(search)?.filter).toContain('id eq 42'));
    expect(screen.getByRole('button', { name: messages.resetFilters })).toBeEnabled();
  });

  it('Reset filters clears every filter and goes to page 1', async () => {
    const store = smallPageStore();
    store.set('filters', { ...emptyFilters(), jobId: '42' }, inProgress);
    store.set('page', 2, inProgress);
    const search = pagedSearch(100);
    renderTable({ search, store });
    await waitFor(() => expect(lastQuery(search)).toMatchObject({ skip: 10 }));
    await userEvent.click(screen.getByRole('button', { name: messages.resetFilters }));
    await waitFor(() =>
      expect(lastQuery(search)).toMatchObject({
        skip: 0,
        filter: 'isCompleted eq false and isDeleted eq false',
      }),
    );
  });

  it('opens a ready letter on click and on Enter, and refuses the others with the spec message', async () => {
    const search = vi.fn(async () => ({
      '@odata.count': 2,
      value: [makeLetter(0), makeLetter(2)],
    }));
    const { onOpenLetter } = renderTable({ search });
    const ready = await screen.findByRole('row', { name: /1000/ });
    await userEvent.click(within(ready).getByText('1000'));
    expect(onOpenLetter).toHaveBeenCalledWith(1000);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onOpenLetter).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(coreMessages.jobNotReviewable);
  });

  it('a cleaned To Review letter says why it cannot open, and the notice goes once a letter opens (issue 31)', async () => {
    const cleaned = makeLetter(0, { id: 2001, workflowStepName: 'To Review', isLetterCleaned: true });
    const search = vi.fn(async () => ({ '@odata.count': 2, value: [cleaned, makeLetter(0)] }));
    const notifier = createNotifier();
    const { onOpenLetter } = renderTable({
      search,
      notify: notifier.notify,
      wrapper: ({ children }) => <ToastRegion notifier={notifier}>{children}</ToastRegion>,
    });
    await userEvent.click(within(await screen.findByRole('row', { name: /2001/ })).getByText('2001'));
    const notice = await screen.findByRole('alertdialog', { name: coreMessages.jobNotReviewable });
    expect(notice).toHaveAccessibleDescription(coreMessages.jobCleaned);
    await userEvent.click(within(screen.getByRole('row', { name: /1000/ })).getByText('1000'));
    expect(onOpenLetter).toHaveBeenCalledWith(1000);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('refreshes every 30 s while the stored flag says running, not while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = smallPageStore();
    store.set('autoRefresh', 'running');
    const search = pagedSearch(3);
    renderTable({ search, store });
    await screen.findByRole('rowheader', { name: '1000' });
    const initial = search.mock.calls.length;

    await act(async () => vi.advanceTimersByTimeAsync(autoRefreshIntervalMs + 10));
    await waitFor(() => expect(search.mock.calls.length).toBe(initial + 1));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => vi.advanceTimersByTimeAsync(autoRefreshIntervalMs * 3));
    expect(search.mock.calls.length).toBe(initial + 1);
    visibility.mockRestore();
  });

  it('the Auto-refresh switch sets the stored flag: refreshing starts, and stops when it is turned off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = pagedSearch(3);
    const { store } = renderTable({ search });
    await screen.findByRole('rowheader', { name: '1000' });
    const autoRefresh = screen.getByRole('switch', { name: messages.autoRefresh });
    expect(autoRefresh).not.toBeChecked();

    await userEvent.click(autoRefresh);
    expect(autoRefresh).toBeChecked();
    expect(store.get('autoRefresh')).toBe('running');
    const started = search.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(autoRefreshIntervalMs + 10));
    await waitFor(() => expect(search.mock.calls.length).toBe(started + 1));

    await userEvent.click(autoRefresh);
    expect(store.get('autoRefresh')).toBe('not-started');
    const stopped = search.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(autoRefreshIntervalMs * 3));
    expect(search.mock.calls.length).toBe(stopped);
  });

  it('does not refresh when the flag is not running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = pagedSearch(3);
    renderTable({ search });
    await screen.findByRole('rowheader', { name: '1000' });
    const initial = search.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(autoRefreshIntervalMs * 3));
    expect(search.mock.calls.length).toBe(initial);
  });

  it('shows a failed search in an alert, and Try again asks the server again', async () => {
    let fail = true;
    const search = vi.fn(async (query: LettersSearchQuery): Promise<LettersSearchAnswer> => {
      if (fail) throw new Error('Server error - boom');
      return pagedSearch(3)(query);
    });
    renderTable({ search });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.loadFailed);
    expect(alert).toHaveTextContent('Server error - boom');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: messages.tryAgain }));
    expect(await screen.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a chip clears its filter alone; More filters counts the active filters behind it', async () => {
    const store = smallPageStore();
    store.set('filters', { ...emptyFilters(), priorityId: 2, departmentId: 12, sampleId: 'S-3' }, inProgress);
    const search = pagedSearch(5);
    renderTable({ search, store });
    await waitFor(() => expect(lastQuery(search)?.filter).toContain('orgItemId eq 12'));
    const chips = screen.getByRole('list', { name: messages.activeFilters });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Priority: Urgent', 'Department: Radiology', 'Sample ID: S-3']);
    expect(screen.getByRole('button', { name: messages.moreFiltersActive(2) })).toBeInTheDocument();

    await userEvent.click(within(chips).getByRole('button', { name: 'Remove Department: Radiology' }));
    await waitFor(() => expect(lastQuery(search)?.filter).not.toContain('orgItemId'));
    expect(lastQuery(search)?.filter).toContain('priority eq 2');
    expect(lastQuery(search)?.filter).toContain("contains(sampleID,'S-3')");
    expect(screen.getByRole('button', { name: messages.moreFiltersActive(1) })).toBeInTheDocument();
  });

  it('the density is compact at first, and the choice is saved for the account', async () => {
    const search = pagedSearch(3);
    const first = renderTable({ search });
    await screen.findByRole('rowheader', { name: '1000' });
    const density = screen.getByRole('radiogroup', { name: messages.density });
    expect(within(density).getByRole('radio', { name: messages.densities.compact })).toBeChecked();
    await userEvent.click(within(density).getByRole('radio', { name: messages.densities.comfortable }));
    expect(first.store.get('listDensity')).toBe('comfortable');
    expect(first.container.querySelector('[data-density]')).toHaveAttribute('data-density', 'comfortable');
    first.unmount();

    renderTable({ search: pagedSearch(3), store: first.store });
    await screen.findByRole('rowheader', { name: '1000' });
    expect(screen.getByRole('radio', { name: messages.densities.comfortable })).toBeChecked();
  });

  it('an empty page says why and offers the next step', async () => {
    const none = vi.fn(async () => ({ '@odata.count': 0, value: [] }));
    const store = smallPageStore();
    renderTable({ search: none, store });
    expect(await screen.findByText(messages.emptyHint.inProgress)).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: messages.refresh });
    const calls = none.mock.calls.length;
    await userEvent.click(refresh);
    await waitFor(() => expect(none.mock.calls.length).toBe(calls + 1));

    await userEvent.type(screen.getByRole('textbox', { name: 'Job ID' }), '42{Enter}');
    expect(await screen.findByText(messages.noMatch)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.showAllLetters }));
    await waitFor(() => expect(store.get('filters', inProgress)).toMatchObject({ jobId: '' }));
  });

  it("the completed list's footer names the profile's CJLMC months (spec 001 sections 2 and 9)", async () => {
    const { unmount } = renderTable({ search: pagedSearch(3), mode: 'completed', archiveMonths: '6' });
    expect(
      await screen.findByText('letters completed more than 6 months ago are archived'),
    ).toBeInTheDocument();
    unmount();
    // An unusable value falls back to the default 3; the in-progress list has no such footer.
    renderTable({ search: pagedSearch(3), mode: 'completed', archiveMonths: 'six' });
    await screen.findByRole('rowheader', { name: '1000' });
    expect(screen.getByText('letters completed more than 3 months ago are archived')).toBeInTheDocument();
  });

  it('the in-progress list has no archive footer', async () => {
    renderTable({ search: pagedSearch(3), archiveMonths: '6' });
    await screen.findByRole('rowheader', { name: '1000' });
    expect(screen.queryByText(/ago are archived/)).toBeNull();
  });

  it("saves and restores its settings in the provider's account storage, never in window.localStorage itself", async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      const backend = createMemoryStorage();
      const storage = accountStorage(backend);
      storage.set('pageSize', 10);
      const search = pagedSearch(30);
      const first = renderInProvider(search, storage);
      expect(await screen.findByRole('rowheader', { name: '1000' })).toBeInTheDocument();
      expect(lastQuery(search)).toMatchObject({ top: 10 });
      await toggleColumn('Label');
      await userEvent.click(screen.getByRole('switch', { name: messages.autoRefresh }));
      await waitFor(() => expect(storage.get('columns')).toEqual({ label: true }));
      expect(storage.get('autoRefresh')).toBe('running');
      expect(backend.getItem(`dictation:v1:account:${accountId}:columns`)).not.toBeNull();
      first.unmount();

      renderInProvider(pagedSearch(30), storage);
      expect(await screen.findByRole('columnheader', { name: 'Label' })).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: messages.autoRefresh })).toBeChecked();
      expect(setItem).not.toHaveBeenCalled();
      expect(getItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
      getItem.mockRestore();
    }
  });

  it('an account upgraded from the old list keys keeps its page size, columns and filters', async () => {
    const backend = createMemoryStorage({
      [`dictation:${accountId}:letters:pageSize`]: '10',
      [`dictation:${accountId}:letters:columns`]: JSON.stringify({ label: true }),
      [`dictation:${accountId}:letters:inProgress:filters`]: JSON.stringify({
        savedAt: Date.now() - 60_000,
        filters: { ...emptyFilters(), jobId: '42' },
      }),
    });
    const search = pagedSearch(30);
    renderInProvider(search, accountStorage(backend));
    await waitFor(() => expect(lastQuery(search)).toMatchObject({ top: 10 }));
    expect(lastQuery(search)?.filter).toContain('id eq 42');
    expect(await screen.findByRole('columnheader', { name: 'Label' })).toBeInTheDocument();
    expect(backend.getItem(`dictation:${accountId}:letters:pageSize`)).toBeNull();
  });
});
