import { untilRefreshSent } from '@dictation/core';
import type { BrandName } from '@dictation/ui/theme';
import type { ComponentType } from 'react';
import { apiOriginsMetaName, refusedApiOrigin } from './apiOrigins';
import { type AttributeSchema, readAttributes } from './attributeSchema';
import { commonAttributes } from './elementAttributes';
import { dispatchDictationEvent, type Emit } from './events';
import { widgetMessages } from './messages';
import { servicesFor, type WidgetServices } from './widgetConnection';
import type { WidgetRoot } from './widgetRoot';
import * as styles from './widgets.css';

let adoptedSheets: readonly CSSStyleSheet[] = [];

/** Set once by `defineDictationElement`, before any element is created. */
export function setShadowStyleSheets(sheets: readonly CSSStyleSheet[]): void {
  adoptedSheets = sheets;
}

/**
 * Issue 33: the page's sign-in refreshes its token as the element connects, not once its content
 * has rendered and read: on the host page that render came a second after the scripts, and every
 * read of the content waits for the token. Nothing is sent when the token is fresh or already on
 * its way, nor for a host's own token (its `accessTokenProvider` is asked when a read needs it).
 */
function startTokenRefresh({ pageSignIn, session }: WidgetServices): void {
  // A refused refresh ends the session, which the content then shows.
  if (pageSignIn && session.isSignedIn()) void session.getAccessToken().catch(() => {});
}

/**
 * `HTMLElement`, or outside a browser (a server render, a Node test runner importing the package)
 * a stand-in: the element classes still load there, and nothing defines or creates them.
 */
const ElementBase: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement);

/** Any of the kit's element classes, whatever its body's props. */
// biome-ignore lint/suspicious/noExplicitAny: the props are each class's own business.
export type DictationElementClass = new () => DictationWidgetElement<any>;

/** The element's body and its React root, once their modules are in. */
interface Rendering {
  root: WidgetRoot;
  // biome-ignore lint/suspicious/noExplicitAny: each subclass renders its own body's props.
  Body: ComponentType<any>;
}

/**
 * The custom element shell shared by the four elements: an open shadow root that adopts the kit's
 * stylesheets, one React root rendered on connect and again on every observed attribute or
 * property change, and typed events. A subclass declares its own attributes (`attributes`, from
 * elementAttributes.ts), the component it renders (`loadBody`, imported as the element connects)
 * and that component's props (`bodyProps`).
 *
 * Nothing here loads React (issue 33): a page's elements are defined, and what they send as they
 * connect is on the wire, while React and the kit's components download and run (widgetRoot.tsx).
 */
export abstract class DictationWidgetElement<BodyProps extends object = object> extends ElementBase {
  /** The element's own attributes, after the common ones. @default none */
  static readonly attributes: AttributeSchema = {};

  static get observedAttributes(): readonly string[] {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass, whose attributes these are.
    return [...Object.keys(commonAttributes), ...Object.keys(this.attributes)];
  }

  readonly #mount: HTMLDivElement;
  readonly #overlays: HTMLDivElement;
  /** On the page: `attached()` ran and `detached()` has not. */
  #onPage = false;
  #rendering: Rendering | undefined;
  #loading: Promise<void> | undefined;
  #accessTokenProvider: (() => Promise<string | null>) | undefined;
  /** The API origin last refused, so the console and the host hear of it once. */
  #refusedOrigin: string | undefined;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = [...adoptedSheets];
    this.#mount = document.createElement('div');
    this.#overlays = document.createElement('div');
    shadow.append(this.#mount, this.#overlays);
  }

  /**
   * A function returning the host's access token (its own single sign-on); without it the
   * elements share the session `<dictation-sign-in>` signs in. A property, as a function cannot
   * be an attribute.
   */
  get accessTokenProvider(): (() => Promise<string | null>) | undefined {
    return this.#accessTokenProvider;
  }

  set accessTokenProvider(provider: (() => Promise<string | null>) | undefined) {
    this.#accessTokenProvider = provider;
    this.update();
  }

  connectedCallback(): void {
    if (!this.#onPage) {
      this.#onPage = true;
      this.attached();
    }
    this.update();
  }

  disconnectedCallback(): void {
    // Moving the element (remove, then append elsewhere) reconnects it in the same task: keep it.
    queueMicrotask(() => {
      if (this.isConnected || !this.#onPage) return;
      this.#onPage = false;
      this.#rendering?.root.unmount();
      this.#rendering = undefined;
      this.detached();
    });
  }

  /** On the page, before its first render. @default nothing */
  protected attached(): void {}

  /** Off the page for good, after its content unmounted. @default nothing */
  protected detached(): void {}

  /**
   * The component the element renders in its frame, from a module of its own: imported as the
   * element connects, so React and the kit load after the element is defined.
   */
  protected abstract loadBody(): Promise<ComponentType<BodyProps>>;

  /** The body's props, read at each render from the element's attributes and properties. */
  protected abstract bodyProps(): BodyProps;

  attributeChangedCallback(): void {
    this.update();
  }

  /** The services of this element's API and client id (shared with the page's other elements). */
  protected get services(): WidgetServices {
    const { apiBaseUrl, clientId } = readAttributes(commonAttributes, this);
    return servicesFor({
      apiBaseUrl,
      clientId,
      accessTokenProvider: this.#accessTokenProvider,
    });
  }

  /** Dispatches a typed event that bubbles out of the shadow root (bound: pass it to components). */
  protected readonly emit: Emit = (type, detail) => dispatchDictationEvent(this, type, detail);

  /** Renders again with the current attributes and properties (once React has loaded). */
  protected update(): void {
    if (!this.#onPage) return;
    const { brand, apiBaseUrl } = readAttributes(commonAttributes, this);
    const refused = refusedApiOrigin(apiBaseUrl, this.ownerDocument);
    if (refused !== undefined) {
      this.#refuse(refused, brand);
      return;
    }
    this.#refusedOrigin = undefined;
    const services = this.services;
    startTokenRefresh(services);
    const rendering = this.#rendered();
    if (!rendering) return;
    const frame = { host: this, brand, services, overlayContainer: this.#overlays };
    rendering.root.render(frame, rendering.Body, this.bodyProps());
  }

  /**
   * The root to render into, or undefined while its modules load (the element says "Loading");
   * once they are in, the element renders what it is then, and React's first render replaces the
   * words. A failed download (the network dropped) says so, and the next update tries again.
   */
  #rendered(): Rendering | undefined {
    if (this.#rendering) return this.#rendering;
    if (this.#loading) return undefined;
    this.#say('status', widgetMessages.loading);
    // The page's token refresh goes out first: evaluating React and the content's modules is a
    // long task, which held the tabs' refresh lock, and every read after it, back (issue 33).
    this.#loading = untilRefreshSent(this.services.session)
      .then(() => Promise.all([import('./widgetRoot'), this.loadBody()]))
      .then(
        ([{ createWidgetRoot }, Body]) => {
          this.#loading = undefined;
          if (!this.#onPage) return;
          this.#rendering = { root: createWidgetRoot(this.#mount), Body };
          this.update();
        },
        () => {
          this.#loading = undefined;
          this.#say('alert', widgetMessages.notLoaded);
          this.emit('dictation-error', { message: widgetMessages.notLoaded, description: undefined });
        },
      );
    return undefined;
  }

  /** Words without React (it is what is loading, or did not load), as ShownOnce says them. */
  #say(role: 'status' | 'alert', words: string): void {
    const paragraph = document.createElement('p');
    paragraph.setAttribute('role', role);
    paragraph.className = styles.placeholder;
    paragraph.textContent = words;
    this.#mount.replaceChildren(paragraph);
  }

  /**
   * An `api-base-url` the page does not allow (issue 34; apiOrigins.ts): no session, no request,
   * only why, to the user, the console and the host.
   */
  #refuse(origin: string, brand: BrandName): void {
    const message = widgetMessages.apiNotAllowed(origin);
    this.#rendered()?.root.refuse(brand, message);
    if (this.#refusedOrigin === origin) return;
    this.#refusedOrigin = origin;
    console.error(
      `<${this.localName}>: api-base-url ${origin} is not one of the page's API origins (<meta name="${apiOriginsMetaName}">); the element does not start.`,
    );
    this.emit('dictation-error', { message, description: undefined });
  }
}
