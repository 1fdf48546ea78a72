import { within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { defineDictationElements } from '../defineDictationElements';

/**
 * Defines the elements, and has the modules they render with imported once: the elements import
 * them as they connect (DictationWidgetElement), and the test server's first transform of React
 * and the kit takes longer than a test waits for a screen (the bundles preload them).
 */
export async function defineElementsForTests(): Promise<void> {
  defineDictationElements({ kitStyles: '' });
  await Promise.all([
    import('../widgetRoot'),
    import('../elements/SignInBody'),
    import('../elements/LettersTableBody'),
    import('../elements/LetterViewBody'),
    import('../elements/RecorderBody'),
  ]);
}

/**
 * What the browser tests' fake server answers for every signed-in page: a token for any grant,
 * 401 without it, and the user's `profile`. Undefined for the other calls, which each test
 * answers as it needs.
 */
export function answerSignedIn(
  url: URL,
  authorization: string | null,
  profile: Record<string, unknown>,
): Response | undefined {
  if (url.pathname === '/api/OAuth/Token')
    return Response.json({
      access_token: 'access',
      token_type: 'bearer',
      refresh_token: 'refresh',
      expires_in: 299,
    });
  if (authorization !== 'Bearer access') return new Response('', { status: 401 });
  if (url.pathname === '/api/author/user-profiles/current') return Response.json(profile);
  return undefined;
}

/**
 * Adds an element of `tag`, with `attributes`, to `into`. Testing Library takes no ShadowRoot: the element's content
 * is its first child, and its dialogs are in the second, where DictationWidgetElement puts
 * overlays.
 */
export function addElement(
  tag: keyof HTMLElementTagNameMap,
  into: HTMLElement = document.body,
  attributes: Record<string, string> = {},
) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  into.append(element);
  const [content, overlays] = element.shadowRoot?.children ?? [];
  return {
    element,
    content: within(content as HTMLElement),
    overlays: within(overlays as HTMLElement),
  };
}

/** Signs in as the doctor through a `<dictation-sign-in>` added with `addElement`. */
export async function signInThrough(signIn: ReturnType<typeof addElement>) {
  await userEvent.fill(await signIn.content.findByLabelText(/^Username\*?$/), 'doctor');
  await userEvent.fill(signIn.content.getByLabelText(/^Password\*?$/), 'dictate1');
  await userEvent.click(signIn.content.getByRole('button', { name: 'Log in' }));
  await signIn.content.findByRole('button', { name: 'Sign out' });
}
