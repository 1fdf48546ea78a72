import { createNotifier, Dialog, ToastRegion } from '@dictation/ui';
import { enableShadowDOM } from '@react-stately/flags';
import { act, render, screen, within } from '@testing-library/react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  document.body.replaceChildren();
});

/** A widget's shadow root: the content and the container its overlays go to, as the elements do. */
function shadowRoot() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  const overlays = document.createElement('div');
  shadow.append(mount, overlays);
  return { host, mount, overlays };
}

describe("the kit's dialogs and notices inside a widget's shadow root", () => {
  it('are named by their title and hide the page around them, not their element', async () => {
    enableShadowDOM();
    const { host, mount, overlays } = shadowRoot();
    const hostContent = document.createElement('p');
    document.body.prepend(hostContent);
    render(
      <PortalProvider getContainer={() => overlays}>
        <Dialog title="Complete this dictation?" role="alertdialog" isOpen />
      </PortalProvider>,
      { container: mount },
    );
    // Not in the document's tree: the host page's queries cannot see it, the shadow root's can.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const dialog = await within(overlays).findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName('Complete this dictation?');
    // The modal hides the page around it from assistive technology, but neither the element it
    // is in nor the page's body above it: hidden, the element's dialog could not be read or used
    // (the flag's whole point; defineDictationElement.ts).
    expect(host.closest('[aria-hidden="true"]')).toBeNull();
    expect(hostContent).toHaveAttribute('aria-hidden', 'true');
  });

  it('name and describe each notice by its message', async () => {
    enableShadowDOM();
    const { mount, overlays } = shadowRoot();
    const notifier = createNotifier();
    render(
      <PortalProvider getContainer={() => overlays}>
        <ToastRegion notifier={notifier} />
      </PortalProvider>,
      { container: mount },
    );
    act(() =>
      notifier.notify({
        kind: 'error',
        message: 'Letter cannot be saved',
        description: 'Bad Request',
        durationMs: 0,
      }),
    );
    const region = await within(mount.getRootNode() as unknown as HTMLElement).findByRole('region');
    const notice = within(region).getByRole('alertdialog');
    expect(notice).toHaveAccessibleName('Letter cannot be saved');
    expect(notice).toHaveAccessibleDescription('Bad Request');
  });
});
