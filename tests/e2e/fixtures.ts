/**
 * Fixtures other suites reuse: `import { test, expect, demoUsers } from './fixtures'`.
 * - the sandbox is reset before every test (`sandbox` is automatic);
 * - `signIn(user)` signs in through the real login form and waits for the signed-in shell.
 */
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { watchAuthorization } from './pageSession';

/** Demo users of the sandbox seed (apps/sandbox/src/db/seed.ts); one password for all. */
export const demoPassword = 'dictate1';
export const demoUsers = {
  doctor: 'doctor',
  doctor2: 'doctor2',
  secretary: 'secretary',
  admin: 'admin',
} as const;
export type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];

export interface Sandbox {
  /** `POST /sandbox/test/reset`: the seeded world again. */
  reset(): Promise<void>;
  /** `POST /sandbox/test/advance-workflow`. */
  advanceWorkflow(all?: boolean): Promise<void>;
}

export interface PortalFixtures {
  sandbox: Sandbox;
  /**
   * The browser's "Leave site?" questions the page has asked (closing, reloading or leaving the
   * site while work is unsent, issue 31). The user answers Leave, as a reload in a test means to;
   * a test that checks the question was put reads this list.
   */
  leavePrompts: string[];
  /** Signs in on /login (or the page the app sent the user to) and waits for the sidebar. */
  signIn: (user: DemoUser, password?: string) => Promise<void>;
}

/** Fills and submits the login form already on screen. */
export async function submitLogin(page: Page, user: string, password = demoPassword): Promise<void> {
  watchAuthorization(page.context());
  await page.getByRole('textbox', { name: /^Username/ }).fill(user);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export const test = base.extend<PortalFixtures>({
  sandbox: [
    async ({ request }, use) => {
      const post = async (path: string, data?: unknown) => {
        const response = await request.post(path, data === undefined ? {} : { data });
        expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
      };
      const sandbox: Sandbox = {
        reset: () => post('/sandbox/test/reset'),
        advanceWorkflow: (all = true) => post('/sandbox/test/advance-workflow', { all }),
      };
      await sandbox.reset();
      await use(sandbox);
    },
    { auto: true },
  ],
  leavePrompts: [
    async ({ page }, use) => {
      const prompts: string[] = [];
      // With a listener, every dialog is the test's to answer: the others are dismissed, as
      // Playwright does without one.
      page.on('dialog', async (dialog) => {
        if (dialog.type() !== 'beforeunload') return dialog.dismiss();
        prompts.push(new URL(page.url()).pathname);
        return dialog.accept();
      });
      await use(prompts);
    },
    { auto: true },
  ],
  signIn: async ({ page }, use) => {
    await use(async (user, password) => {
      if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
      await submitLogin(page, user, password);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    });
  },
});

/**
 * Cuts only the audio calls (`audio-records/*`), not the page's online state, which would stop a
 * recording by the spec's rule. One route for the whole context, switched by a flag: adding and
 * removing routes around a reload can leave a request of the new page paused for good in
 * Playwright's interception (a hang seen in the soak), which no user ever meets.
 */
export async function audioCallCutter(context: BrowserContext) {
  let cut = false;
  await context.route('**/api/author/audio-records/**', (route) =>
    cut ? route.abort('internetdisconnected') : route.continue(),
  );
  return {
    cut: () => {
      cut = true;
    },
    restore: () => {
      cut = false;
    },
  };
}

/**
 * A slow server on cue: every request to `url` waits until the returned release is called, then
 * goes on to the sandbox.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Crashes the tab as a renderer crash would: no `pagehide`, no unload handler, nothing of the page
 * runs after it. The crashed page is closed; its context (storage, session) stays.
 */
export async function crashTab(page: Page) {
  const crashed = page.waitForEvent('crash');
  // The navigation never completes: the renderer is gone.
  page.goto('chrome://crash').catch(() => {});
  await crashed;
  await page.close();
}

export { expect };
