import type { LetterMetadata } from '@dictation/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  joinOpenLetterQueue,
  type OpenLetterQueueMember,
  type QueuedRecorder,
  reserveRecorderPlace,
} from './openLetterQueue';

const jobFor = (patientMRN: string) => ({ id: 41, patientMRN }) as LetterMetadata;
const joined: OpenLetterQueueMember[] = [];
const reservations: (() => void)[] = [];
const join = (recorder?: QueuedRecorder) => {
  const member = joinOpenLetterQueue(recorder);
  joined.push(member);
  return member;
};
/** What useOpenLetter does with an answer: decides, then records into the job or a new one. */
const answer = (member: OpenLetterQueueMember, letter: LetterMetadata, audioKey = 'job-key') => {
  const here = member.reopensHere(letter, audioKey);
  member.recordsInto(here ? audioKey : crypto.randomUUID());
  return here;
};

afterEach(() => {
  for (const member of joined.splice(0)) member.leave();
  for (const release of reservations.splice(0)) release();
  sessionStorage.clear();
});

describe('joinOpenLetterQueue (issue 18: several recorders in one tab)', () => {
  it('reopens the open job in the first recorder of the tab only', () => {
    const first = join();
    const second = join();
    expect(answer(second, jobFor('RX1'))).toBe(false);
    expect(answer(first, jobFor('RX1'))).toBe(true);
  });

  it('prefers the recorder given the job’s patient, wherever it is in the tab', () => {
    const anyPatient = join();
    const otherPatient = join({ patientNumber: 'RX2' });
    const thisPatient = join({ patientNumber: 'RX1' });
    expect(answer(anyPatient, jobFor('RX1'))).toBe(false);
    expect(answer(otherPatient, jobFor('RX1'))).toBe(false);
    expect(answer(thisPatient, jobFor('RX1'))).toBe(true);
  });

  it('a job of a patient no recorder was given goes to the first that takes any', () => {
    const thisPatient = join({ patientNumber: 'RX1' });
    const anyPatient = join();
    expect(answer(thisPatient, jobFor('RX3'))).toBe(false);
    expect(answer(anyPatient, jobFor('RX3'))).toBe(true);
  });

  it('reopens the job in the recorder that recorded it, whichever mounts first after a reload', () => {
    // Two recorders for the patient (issue 18's host page: one on the page, one in a frame).
    const main = join({ patientNumber: 'RX1', place: '/epr#main' });
    main.recordsInto('recorded-in-main');
    main.leave(); // the page reloads

    // Both elements are on the page at once; the frame's recorder mounts and is answered first.
    reservations.push(reserveRecorderPlace('/epr#main'), reserveRecorderPlace('/frame#0'));
    const frame = join({ patientNumber: 'RX1', place: '/frame#0' });
    expect(answer(frame, jobFor('RX1'), 'recorded-in-main')).toBe(false);
    const mainAgain = join({ patientNumber: 'RX1', place: '/epr#main' });
    expect(answer(mainAgain, jobFor('RX1'), 'recorded-in-main')).toBe(true);
  });

  it('a place no recorder holds any more leaves the job to the other rules', () => {
    const gone = join({ place: '/epr#gone' });
    gone.recordsInto('recorded-there');
    gone.leave();
    const other = join({ place: '/epr#other' });
    expect(answer(other, jobFor('RX1'), 'recorded-there')).toBe(true);
  });

  it('a place only reserved does not hold a job it did not record', () => {
    reservations.push(reserveRecorderPlace('/epr#not-signed-in-yet'));
    const mounted = join({ place: '/epr#other' });
    expect(answer(mounted, jobFor('RX1'))).toBe(true);
  });

  it('a recorder unmounted while its element stays goes back to holding the place', () => {
    const release = reserveRecorderPlace('/epr#main');
    reservations.push(release);
    const first = join({ place: '/epr#main' });
    first.recordsInto('recorded-in-main');
    first.leave(); // signed out: the element stays on the page
    const beside = join({ place: '/epr#beside' });
    expect(answer(beside, jobFor('RX1'), 'recorded-in-main')).toBe(false);
    release(); // the element goes too
    const later = join({ place: '/epr#later' });
    expect(answer(later, jobFor('RX1'), 'recorded-in-main')).toBe(true);
  });

  it('never reopens the job another recorder of the tab records into', () => {
    const creator = join();
    creator.recordsInto('created-here');
    // A later recorder (or the next visit of another one) is told of that job as the open one.
    const later = join();
    expect(answer(later, jobFor('RX1'), 'created-here')).toBe(false);
  });

  it('a recorder that remounts after the others started their own jobs still reopens the job', () => {
    const main = join({ patientNumber: 'RX1' });
    const beside = join();
    // The other recorder answers first and leaves the job to the one given its patient...
    expect(answer(beside, jobFor('RX1'))).toBe(false);
    // ...which remounts (its host re-rendered it) before its own answer comes.
    main.leave();
    const remounted = join({ patientNumber: 'RX1' });
    expect(answer(remounted, jobFor('RX1'))).toBe(true);
  });

  it('forgets a recorder whose document goes without unmounting it (a frame removed)', () => {
    join();
    const onPage = join();
    expect(onPage.reopensHere(jobFor('RX1'), 'job-key')).toBe(false);
    // This test's window stands for the frame: its recorders were joined from it.
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: false }));
    const afterwards = join();
    expect(answer(afterwards, jobFor('RX1'))).toBe(true);
  });

  it('keeps its place when the page goes into the back-forward cache', () => {
    const first = join();
    const second = join();
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    expect(answer(second, jobFor('RX1'))).toBe(false);
    expect(answer(first, jobFor('RX1'))).toBe(true);
  });

  it('lets the next recorder reopen the job once the first is gone', () => {
    const first = join();
    const second = join();
    first.leave();
    expect(answer(second, jobFor('RX1'))).toBe(true);
  });
});
