import { ThemeProvider } from '@dictation/ui';
import type { BrandName } from '@dictation/ui/theme';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { apiOriginsMetaName, refusedApiOrigin } from './apiOrigins';
import { type AttributeSchema, readAttributes } from './attributeSchema';
import { commonAttributes } from './elementAttributes';
import { dispatchDictationEvent, type Emit } from './events';
import { widgetMessages } from './messages';
import { WidgetFrame } from './WidgetFrame';
import { servicesFor, type WidgetServices } from './widgetConnection';
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

/**
 * The custom element shell shared by the four elements: an open shadow root that adopts the kit's
 * stylesheets, one React root rendered on connect and again on every observed attribute or
 * property change, and typed events. A subclass declares its own attributes (`attributes`, from
 * elementAttributes.ts) and renders its component with `renderContent`.
 */
export abstract class DictationWidgetElement extends ElementBase {
  /** The element's own attributes, after the common ones. @default none */
  static readonly attributes: AttributeSchema = {};

  static get observedAttributes(): readonly string[] {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass, whose attributes these are.
    return [...Object.keys(commonAttributes), ...Object.keys(this.attributes)];
  }

  readonly #mount: HTMLDivElement;
  readonly #overlays: HTMLDivElement;
  #root: Root | undefined;
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
    if (!this.#root) {
      this.#root = createRoot(this.#mount);
      this.attached();
    }
    this.update();
  }

  disconnectedCallback(): void {
    // Moving the element (remove, then append elsewhere) reconnects it in the same task: keep it.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = undefined;
      this.detached();
    });
  }

  /** On the page, before its first render. @default nothing */
  protected attached(): void {}

  /** Off the page for good, after its content unmounted. @default nothing */
  protected detached(): void {}

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

  /** Renders again with the current attributes and properties. */
  protected update(): void {
    if (!this.#root) return;
    const { brand, apiBaseUrl } = readAttributes(commonAttributes, this);
    const refused = refusedApiOrigin(apiBaseUrl, this.ownerDocument);
    if (refused !== undefined) {
      this.#refuse(refused, brand);
      return;
    }
    this.#refusedOrigin = undefined;
    const services = this.services;
    startTokenRefresh(services);
    this.#root.render(
      <WidgetFrame host={this} brand={brand} services={services} overlayContainer={this.#overlays}>
        {this.renderContent(services)}
      </WidgetFrame>,
    );
  }

  protected abstract renderContent(services: WidgetServices): ReactNode;

  /**
   * An `api-base-url` the page does not allow (issue 34; apiOrigins.ts): no session, no request,
   * only why, to the user, the console and the host.
   */
  #refuse(origin: string, brand: BrandName): void {
    const message = widgetMessages.apiNotAllowed(origin);
    this.#root?.render(
      <ThemeProvider brand={brand} brandClassName="" className={styles.widgetRoot}>
        <p role="alert" className={styles.placeholder}>
          {message}
        </p>
      </ThemeProvider>,
    );
    if (this.#refusedOrigin === origin) return;
    this.#refusedOrigin = origin;
    console.error(
      `<${this.localName}>: api-base-url ${origin} is not one of the page's API origins (<meta name="${apiOriginsMetaName}">); the element does not start.`,
    );
    this.emit('dictation-error', { message, description: undefined });
  }
}
