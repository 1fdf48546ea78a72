import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createReturnPathStore } from './returnPathStore';
import { SessionGuard } from './SessionGuard';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('SessionGuard', () => {
  it('shows the page to a signed-in user and remembers nothing', () => {
    const returnPath = createReturnPathStore(memoryStorage());
    const onSignInRequired = vi.fn();
    render(
      <SessionGuard
        signedIn
        requestedPath="/settings"
        returnPath={returnPath}
        onSignInRequired={onSignInRequired}
      >
        <p>Settings page</p>
      </SessionGuard>,
    );
    expect(screen.getByText('Settings page')).toBeInTheDocument();
    expect(onSignInRequired).not.toHaveBeenCalled();
    expect(returnPath.take()).toBeNull();
  });

  it('forgets the remembered path once the user is back on a signed-in page', () => {
    const returnPath = createReturnPathStore(memoryStorage());
    returnPath.remember('/settings');
    render(
      <SessionGuard signedIn requestedPath="/settings" returnPath={returnPath} onSignInRequired={() => {}}>
        <p>Settings page</p>
      </SessionGuard>,
    );
    expect(returnPath.peek()).toBeNull();
  });

  it('remembers the requested path and asks for sign-in when signed out', () => {
    const returnPath = createReturnPathStore(memoryStorage());
    const onSignInRequired = vi.fn();
    render(
      <SessionGuard
        signedIn={false}
        requestedPath="/completed/letter/3"
        returnPath={returnPath}
        onSignInRequired={onSignInRequired}
      >
        <p>Letter</p>
      </SessionGuard>,
    );
    expect(screen.queryByText('Letter')).not.toBeInTheDocument();
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(returnPath.take()).toBe('/completed/letter/3');
    // Used once: a second sign-in does not return there again.
    expect(returnPath.take()).toBeNull();
  });

  it('sends the user to sign-in when the session ends on an open page', () => {
    const returnPath = createReturnPathStore(memoryStorage());
    const onSignInRequired = vi.fn();
    const view = (signedIn: boolean) => (
      <SessionGuard
        signedIn={signedIn}
        requestedPath="/in-progress"
        returnPath={returnPath}
        onSignInRequired={onSignInRequired}
      >
        <p>List</p>
      </SessionGuard>
    );
    const { rerender } = render(view(true));
    rerender(view(false));
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(screen.queryByText('List')).not.toBeInTheDocument();
  });

  it('does not remember a path the host chose not to', () => {
    const returnPath = createReturnPathStore(memoryStorage());
    render(
      <SessionGuard
        signedIn={false}
        requestedPath={undefined}
        returnPath={returnPath}
        onSignInRequired={() => {}}
      >
        <p>Home</p>
      </SessionGuard>,
    );
    expect(returnPath.take()).toBeNull();
  });
});
