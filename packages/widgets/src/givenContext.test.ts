import { describe, expect, it } from 'vitest';
import { givenContext, type RecorderAttributes } from './elements/givenContext';
import { placeOnPage } from './elements/RecorderElement';

const attributes: RecorderAttributes = {
  hospitalNumber: 'RX0451277',
  nhsNumber: '943 476 5919',
  organisationId: 1,
  departmentId: 12,
  dictationType: undefined,
  label: 'Referral',
};

describe("<dictation-recorder>'s patient number follows the tenant's numbering (DMION)", () => {
  it('is the Hosp. No. where the tenant numbers by hospital, else the NHS No. without spaces', () => {
    expect(givenContext(attributes, true).patientNumber).toBe('RX0451277');
    expect(givenContext(attributes, false).patientNumber).toBe('9434765919');
  });

  it('falls back to the number the host has', () => {
    expect(givenContext({ ...attributes, hospitalNumber: undefined }, true).patientNumber).toBe('9434765919');
    expect(givenContext({ ...attributes, nhsNumber: undefined }, false).patientNumber).toBe('RX0451277');
  });

  it('passes the place, label and dictation type on', () => {
    expect(givenContext(attributes, true)).toMatchObject({
      organisationId: 1,
      departmentId: 12,
      labelName: 'Referral',
      dictationType: undefined,
    });
  });
});

describe("<dictation-recorder>'s place on its page (a reload reopens the job where it was recorded)", () => {
  it('is the page path and the id, else the rank among the page’s recorders', () => {
    document.body.innerHTML =
      '<dictation-recorder id="main"></dictation-recorder><p><dictation-recorder></dictation-recorder></p>';
    const [main, second] = [...document.querySelectorAll<HTMLElement>('dictation-recorder')];
    expect(placeOnPage(main as HTMLElement)).toBe(`${location.pathname}#main`);
    expect(placeOnPage(second as HTMLElement)).toBe(`${location.pathname}#1`);
    document.body.innerHTML = '';
  });
});
