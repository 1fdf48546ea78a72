/**
 * The first `popstate` listener of the page. Chromium calls a window's listeners in the order
 * they were added, capture or not, so only a listener added before `BrowserRouter` mounts can
 * keep a Back or Forward step from the router (useHistoryStepGuard). main.tsx installs it before
 * rendering; the page's leave guard, when one is mounted, decides.
 */
type StepHandler = (event: PopStateEvent) => void;

let handler: StepHandler | undefined;
let installed = false;

export function installHistoryStepGate(): void {
  if (installed) return;
  installed = true;
  globalThis.addEventListener('popstate', (event) => handler?.(event));
}

/** Makes `next` the one that decides on each step; the returned function gives that up. */
export function decideHistorySteps(next: StepHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}
