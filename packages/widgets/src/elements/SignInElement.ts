import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { commonAttributes, elementAttributes } from '../elementAttributes';
import type { SignInBodyProps } from './SignInBody';

/**
 * `<dictation-sign-in>`: the login form of `@dictation/auth` while signed out, then who is signed
 * in and Sign out. The session it holds is the one every other element with the same
 * `api-base-url` and `client-id` uses. The form loads when the element is first shown
 * signed out (ShownOnce); its events come whether it is shown or not.
 *
 * Attributes: the common ones and `DictationSignInElement.attributes`. Events:
 * `dictation-signed-in`, `dictation-signed-out`, `dictation-error`.
 */
export class DictationSignInElement extends DictationWidgetElement<SignInBodyProps> {
  static override readonly attributes = elementAttributes['dictation-sign-in'];

  protected override loadBody() {
    return import('./SignInBody').then((module) => module.SignInBody);
  }

  protected override bodyProps(): SignInBodyProps {
    const { portalUrl } = readAttributes(DictationSignInElement.attributes, this);
    const { apiBaseUrl } = readAttributes(commonAttributes, this);
    return { host: this, emit: this.emit, portalUrl: portalUrl ?? apiBaseUrl };
  }
}
