import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { createMemoryRouter, Link, Navigate, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageHeadingFocus } from './usePageHeadingFocus';

const mainId = 'test-main';

/** The shell's part that matters here: a sidebar link outside `main`, the pages inside it. */
function Shell() {
  usePageHeadingFocus(mainId);
  return (
    <>
      <nav>
        <Link to="/settings">Settings</Link>
      </nav>
      <main id={mainId} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function ListPage() {
  return (
    <>
      <h1>In Progress Jobs</h1>
      <Link to="/letter/7">Open 7</Link>
    </>
  );
}

function LetterPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Job 7</h1>
      <button type="button" onClick={() => navigate('/in-progress')}>
        Back
      </button>
    </>
  );
}

/** Shows the settings page's heading, as its data arriving would. */
let finishLoading = () => {};

/** Its heading once its data is in (the letter screen waits for the profile). */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  return (
    <>
      {loaded ? <h1>Settings</h1> : <p>Loading…</p>}
      <button type="button">Cancel</button>
    </>
  );
}

/** A page that puts the focus in its own field when it opens. */
function SearchPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Search</h1>
      <input ref={field} aria-label="Job ID" />
    </>
  );
}

/** A page that opens a dialog (outside `main`, as React Aria's are) with its button focused. */
function ConfirmPage() {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <>
      <h1>Delete</h1>
      {createPortal(
        <div role="dialog" aria-label="Delete this dictation?">
          <button ref={confirm} type="button">
            Confirm
          </button>
        </div>,
        document.body,
      )}
    </>
  );
}

/** A page behind a loading overlay that takes the focus (the ui Preloader is a modal dialog). */
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);
  useEffect(() => {
    overlay.current?.focus();
    finishLoading = () => setLoaded(true);
  }, []);
  return (
    <>
      <h1>Job 8</h1>
      {!loaded &&
        createPortal(
          <div ref={overlay} role="dialog" aria-label="Loading the letter" tabIndex={-1}>
            Loading the letter
          </div>,
          document.body,
        )}
    </>
  );
}

function renderPortal(start: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <Navigate to="/in-progress" replace /> },
          { path: '/in-progress', element: <ListPage /> },
          { path: '/letter/:id', element: <LetterPage /> },
          { path: '/settings', element: <SlowPage /> },
          { path: '/search', element: <SearchPage /> },
          { path: '/delete', element: <ConfirmPage /> },
          { path: '/letter/8', element: <LoadingPage /> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('usePageHeadingFocus', () => {
  afterEach(() => {
    (document.activeElement as HTMLElement | null)?.blur();
  });

  it('leaves the focus alone on the first page, redirect included', async () => {
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'In Progress Jobs' })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the letter heading when a letter opens, and the list heading on Back', async () => {
    const user = userEvent.setup();
    renderPortal('/in-progress');
    await user.click(screen.getByRole('link', { name: 'Open 7' }));
    expect(heading('Job 7')).toHaveFocus();
    // Focusable by script only: not a Tab stop.
    expect(heading('Job 7')).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading('In Progress Jobs')).toHaveFocus();
  });

  it('moves the focus off the sidebar link to a heading that shows once the page has loaded', async () => {
    const user = userEvent.setup();
    renderPortal('/in-progress');
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await act(async () => finishLoading());
    expect(heading('Settings')).toHaveFocus();
  });

  it('keeps the focus where the new page put it', async () => {
    const router = renderPortal('/in-progress');
    await act(() => router.navigate('/search'));
    expect(screen.getByRole('textbox', { name: 'Job ID' })).toHaveFocus();
  });

  it('keeps the focus in a dialog the new page opened', async () => {
    const router = renderPortal('/in-progress');
    await act(() => router.navigate('/delete'));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('focuses the heading once a loading overlay that had the focus closes', async () => {
    const router = renderPortal('/in-progress');
    await act(() => router.navigate('/letter/8'));
    expect(screen.getByRole('dialog', { name: 'Loading the letter' })).toHaveFocus();
    await act(async () => finishLoading());
    expect(heading('Job 8')).toHaveFocus();
  });

  it('does not take the focus back from what the user focused while the page loaded', async () => {
    const user = userEvent.setup();
    renderPortal('/in-progress');
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.tab();
    expect(cancel).toHaveFocus();
    await act(async () => finishLoading());
    expect(cancel).toHaveFocus();
  });
});
