import { within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { readAttributes, text } from './attributeSchema';
import { DictationWidgetElement } from './DictationWidgetElement';
import type { DictationEvent } from './events';
import { widgetMessages } from './messages';
import { defineElementsForTests } from './testing/widgetPage';

// Issue 33, in Chromium: an element is defined without React and imports what it renders with as
// it connects. Until that is in, it says so; when the download fails (a hospital network
// dropping), it says that, tells the host, and renders once a later update finds the code.

interface GreetingProps {
  name: string;
}

const Greeting = ({ name }: GreetingProps) => <p>Hello {name}</p>;

/** The body's download, as the test lets it go: `settle` answers it, `fail` refuses it. */
let download: { promise: Promise<typeof Greeting>; settle: () => void; fail: () => void };

function nextDownload() {
  let settle = () => {};
  let fail = () => {};
  const promise = new Promise<typeof Greeting>((resolve, reject) => {
    settle = () => resolve(Greeting);
    fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
  });
  // The test may refuse it before the element asks for it (the element waits for the page's token
  // refresh to be sent, a task when a sign-in is stored): not a rejection nobody handles.
  promise.catch(() => {});
  download = { promise, settle, fail };
}

class GreetingElement extends DictationWidgetElement<GreetingProps> {
  static override readonly attributes = { name: text('') };

  protected override loadBody() {
    return download.promise;
  }

  protected override bodyProps() {
    return readAttributes(GreetingElement.attributes, this);
  }
}

beforeAll(async () => {
  await defineElementsForTests();
  customElements.define('test-greeting', GreetingElement);
});

afterEach(() => document.body.replaceChildren());

function addGreeting() {
  const element = document.createElement('test-greeting');
  element.setAttribute('name', 'Ada');
  const errors: string[] = [];
  element.addEventListener('dictation-error', (event) =>
    errors.push((event as DictationEvent<'dictation-error'>).detail.message),
  );
  document.body.append(element);
  return { element, content: within(element.shadowRoot?.firstElementChild as HTMLElement), errors };
}

it('says it is loading until its code is in, then renders what it is by then', async () => {
  nextDownload();
  const { element, content } = addGreeting();
  expect(content.getByRole('status')).toHaveTextContent(widgetMessages.loading);
  element.setAttribute('name', 'Grace');
  download.settle();
  expect(await content.findByText('Hello Grace')).toBeVisible();
  expect(content.queryByRole('status')).toBeNull();
});

it('says when its code could not download, tells the host, and renders at the next update', async () => {
  nextDownload();
  const { element, content, errors } = addGreeting();
  download.fail();
  expect(await content.findByRole('alert')).toHaveTextContent(widgetMessages.notLoaded);
  expect(errors).toEqual([widgetMessages.notLoaded]);
  nextDownload();
  download.settle();
  element.setAttribute('name', 'Grace');
  expect(await content.findByText('Hello Grace')).toBeVisible();
  expect(content.queryByRole('alert')).toBeNull();
});
