/**
 * The host EPR's own script: what an integrator writes around the widgets. It loads the widgets'
 * ES module bundle, switches the tabs, shows the letter chosen in the list and logs every event
 * the widgets send, in order, where a person (and the end-to-end test) can read it.
 */
import { dictationEventTypes } from './widgets/dictation-widgets.js';

/** Tabs as the ARIA pattern has them: arrows move between tabs, the selected one is in the tab order. */
function setUpTabs() {
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  const select = (/** @type {Element} */ chosen) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.setAttribute('tabindex', selected ? '0' : '-1');
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
  };
  for (const [index, tab] of tabs.entries()) {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[/** @type {KeyboardEvent} */ (event).key];
      if (!step) return;
      const next = /** @type {HTMLElement} */ (tabs[(index + step + tabs.length) % tabs.length]);
      select(next);
      next.focus();
    });
  }
}

/** One line per event: its name and the parts of its detail a person reads. */
function logEvents() {
  const log = /** @type {HTMLOListElement} */ (document.getElementById('event-log'));
  for (const type of dictationEventTypes) {
    document.addEventListener(type, (event) => {
      const { detail } = /** @type {CustomEvent} */ (event);
      const { letter, ...shown } = detail ?? {};
      const item = document.createElement('li');
      item.dataset.event = type;
      item.textContent = `${type} ${JSON.stringify(shown)}`;
      log.append(item);
    });
  }
}

/** The list opens a letter in the letter view beside it; Back clears it. */
function connectListAndLetter() {
  const letter = /** @type {HTMLElement} */ (document.getElementById('letter'));
  document.addEventListener('dictation-letter-selected', (event) => {
    letter.setAttribute('letter-id', String(/** @type {CustomEvent} */ (event).detail.letterId));
  });
  document.addEventListener('dictation-letter-closed', () => letter.removeAttribute('letter-id'));
}

/**
 * A frame below the fold loads once it is about to be scrolled to, as an integrator would embed
 * any heavy frame (issue 33): this one is on the page's own origin, so it runs on the page's
 * thread, and its recorder's classic script (0.8 MB of JavaScript) held back the recorder the user
 * sees first by seconds on a slow PC. `loading="lazy"` does not do it: Chrome loads lazy frames
 * up to a few screens away.
 */
function loadFramesWhenNear() {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue;
        const frame = /** @type {HTMLIFrameElement} */ (target);
        frame.src = frame.dataset.src ?? '';
        observer.unobserve(frame);
      }
    },
    { rootMargin: '200px' },
  );
  for (const frame of document.querySelectorAll('iframe[data-src]')) observer.observe(frame);
}

setUpTabs();
loadFramesWhenNear();
logEvents();
connectListAndLetter();
