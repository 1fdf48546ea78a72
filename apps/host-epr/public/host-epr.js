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

setUpTabs();
logEvents();
connectListAndLetter();
