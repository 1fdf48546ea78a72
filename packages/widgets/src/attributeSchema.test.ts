import { describe, expect, it } from 'vitest';
import { type AttributeSpec, readAttributes, required, text, trimmedText } from './attributeSchema';
import { dictationElements } from './defineDictationElements';
import { commonAttributes, elementAttributes } from './elementAttributes';

/** An element with these attributes written on it, as a host page would. */
function written(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('the attributes every element reads', () => {
  it('are their defaults when absent', () => {
    expect(readAttributes(commonAttributes, written({}))).toEqual({
      brand: 'clinical',
      apiBaseUrl: '',
      clientId: 'dictation-portal',
    });
  });

  it('are as written, a brand only when it is one', () => {
    const host = written({ brand: 'evergreen', 'api-base-url': 'https://api.example', 'client-id': 'epr' });
    expect(readAttributes(commonAttributes, host)).toEqual({
      brand: 'evergreen',
      apiBaseUrl: 'https://api.example',
      clientId: 'epr',
    });
    expect(readAttributes(commonAttributes, written({ brand: 'Evergreen' })).brand).toBe('clinical');
  });
});

describe("each element's own attributes", () => {
  it('<dictation-letters-table>: a mode it knows, else in-progress; show-count by its presence alone', () => {
    const table = elementAttributes['dictation-letters-table'];
    expect(readAttributes(table, written({}))).toEqual({ mode: 'in-progress', showCount: false });
    expect(readAttributes(table, written({ mode: 'completed', 'show-count': '' }))).toEqual({
      mode: 'completed',
      showCount: true,
    });
    // As HTML's own boolean attributes: the value does not matter, only being there.
    expect(readAttributes(table, written({ mode: 'done', 'show-count': 'false' }))).toEqual({
      mode: 'in-progress',
      showCount: true,
    });
  });

  it('<dictation-letter-view>: a letter id in plain digits above zero, else none', () => {
    const view = elementAttributes['dictation-letter-view'];
    expect(readAttributes(view, written({ 'letter-id': '25' }))).toEqual({ letterId: 25 });
    for (const unusable of ['', '0', '-3', '2.5', '1e3', ' 25', 'latest', '99999999999999999999'])
      expect(readAttributes(view, written({ 'letter-id': unusable })).letterId, unusable).toBeUndefined();
    expect(readAttributes(view, written({})).letterId).toBeUndefined();
  });

  it('<dictation-recorder>: texts without surrounding spaces, blank ones and unusable ids dropped', () => {
    const recorder = elementAttributes['dictation-recorder'];
    const host = written({
      'hospital-number': ' RX0451277 ',
      'nhs-number': '943 476 5919',
      'organisation-id': '3',
      'department-id': 'twelve',
      'dictation-type': '   ',
      label: 'Referral',
    });
    expect(readAttributes(recorder, host)).toEqual({
      hospitalNumber: 'RX0451277',
      nhsNumber: '943 476 5919',
      organisationId: 3,
      departmentId: undefined,
      dictationType: undefined,
      label: 'Referral',
    });
  });

  it('<dictation-sign-in>: the portal as written, none when absent (the element then uses api-base-url)', () => {
    const signIn = elementAttributes['dictation-sign-in'];
    expect(readAttributes(signIn, written({ 'portal-url': 'https://portal.example' }))).toEqual({
      portalUrl: 'https://portal.example',
    });
    expect(readAttributes(signIn, written({})).portalUrl).toBeUndefined();
  });

  it('are what each element observes, after the common ones', () => {
    for (const [tag, element] of Object.entries(dictationElements))
      expect(element.observedAttributes, tag).toEqual([
        ...Object.keys(commonAttributes),
        ...Object.keys(elementAttributes[tag as keyof typeof elementAttributes]),
      ]);
  });
});

describe('a required attribute', () => {
  it('parses as the attribute it wraps, and says it is required', () => {
    const patient = required(text());
    expect(patient('P1')).toBe('P1');
    expect(patient(null)).toBeUndefined();
    expect(patient.required).toBe(true);
    // The kinds are shared by every element: wrapping one leaves it as it was.
    required(trimmedText);
    expect((trimmedText as AttributeSpec).required).toBeUndefined();
  });
});
