import type { LetterMetadata } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { joinOpenLetterQueue, type OpenLetterQueuePlace } from './openLetterQueue';

const jobFor = (patientMRN: string) => ({ id: 41, patientMRN }) as LetterMetadata;
const leaveAll = (...places: OpenLetterQueuePlace[]) => {
  for (const place of places) place.leave();
};

describe('joinOpenLetterQueue (issue 18: several recorders in one tab)', () => {
  it('reopens the open job in the first recorder of the tab only', () => {
    const first = joinOpenLetterQueue(undefined);
    const second = joinOpenLetterQueue(undefined);
    expect(first.reopensHere(jobFor('RX1'))).toBe(true);
    expect(second.reopensHere(jobFor('RX1'))).toBe(false);
    leaveAll(first, second);
  });

  it('prefers the recorder given the job’s patient, wherever it is in the tab', () => {
    const anyPatient = joinOpenLetterQueue(undefined);
    const otherPatient = joinOpenLetterQueue('RX2');
    const thisPatient = joinOpenLetterQueue('RX1');
    expect(thisPatient.reopensHere(jobFor('RX1'))).toBe(true);
    expect(anyPatient.reopensHere(jobFor('RX1'))).toBe(false);
    expect(otherPatient.reopensHere(jobFor('RX1'))).toBe(false);
    // A job of a patient no recorder was given goes to the first that takes any.
    expect(anyPatient.reopensHere(jobFor('RX3'))).toBe(true);
    expect(thisPatient.reopensHere(jobFor('RX3'))).toBe(false);
    leaveAll(anyPatient, otherPatient, thisPatient);
  });

  it('forgets a recorder whose document goes without unmounting it (a frame removed)', () => {
    const inFrame = joinOpenLetterQueue(undefined);
    const onPage = joinOpenLetterQueue(undefined);
    expect(onPage.reopensHere(jobFor('RX1'))).toBe(false);
    // This test's window stands for the frame: its recorders were joined from it.
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
    const afterwards = joinOpenLetterQueue(undefined);
    expect(afterwards.reopensHere(jobFor('RX1'))).toBe(true);
    leaveAll(inFrame, onPage, afterwards);
  });

  it('keeps its place when the page goes into the back-forward cache', () => {
    const first = joinOpenLetterQueue(undefined);
    const second = joinOpenLetterQueue(undefined);
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    expect(first.reopensHere(jobFor('RX1'))).toBe(true);
    expect(second.reopensHere(jobFor('RX1'))).toBe(false);
    leaveAll(first, second);
  });

  it('lets the next recorder reopen the job once the first is gone', () => {
    const first = joinOpenLetterQueue(undefined);
    const second = joinOpenLetterQueue(undefined);
    first.leave();
    expect(second.reopensHere(jobFor('RX1'))).toBe(true);
    second.leave();
  });
});
