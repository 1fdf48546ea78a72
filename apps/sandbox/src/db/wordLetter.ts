import { addSeconds, isoDate, JobStatus, Step } from '../domain';
import { originalSrHtml } from '../workflow/draft';

/**
 * One letter of the demo world whose document is what a secretary pastes from Word, not the
 * editor's canonical HTML (issue 30): a results table with an abnormal value in red, a
 * right-aligned address, fonts and sizes in inline styles, an indented note, a rule, a signature
 * as an inline PNG, a superscript and a link. `npm start` shows how the letter screen takes it.
 */
const font = 'font-size:11.0pt;font-family:&quot;Calibri&quot;,sans-serif';
const cell = 'border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt';
/** A 72 x 22 one-bit PNG of a scrawled signature (183 bytes). */
const signaturePng =
  'iVBORw0KGgoAAAANSUhEUgAAAEgAAAAWAQAAAABLEudtAAAAfklEQVR42oXOIQ4CMRAF0L9BIGtxPcqchVsgCNMEUckN2NvANTZBYLtuRDOfLE1rEIx64ufPB/vhj1yG9kPTyEG7DrLEpntcJloAOd/WRES4znm1uiNc5fkqVQi/yDsXKOFnfYSylfmJ6fsPfmRqzfXK3GShr7ItlACB/W7+AFZMo3/ao/qiAAAAAElFTkSuQmCC';

const resultRow = (test: string, result: string, range: string) =>
  `<tr><td width="180" valign="top" style="${cell}"><p class="MsoNormal">${test}</p></td>` +
  `<td width="180" valign="top" style="${cell}"><p class="MsoNormal">${result}</p></td>` +
  `<td width="180" valign="top" style="${cell}"><p class="MsoNormal">${range}</p></td></tr>`;

export const wordLetterHtml = [
  '<div class="WordSection1">',
  `<p class="MsoNormal" align="right" style="margin:0cm;text-align:right;${font}">Department of Cardiology<br>St Elsewhere Hospital<br>1 Infirmary Road<br>Elsewhere EL1 4QT</p>`,
  `<p class="MsoNormal" style="margin:0cm;${font}">&nbsp;</p>`,
  `<p class="MsoNormal" style="${font}"><b>Re: Mr Harold JENKINS, born 14-Mar-1951, Hosp. No. H-0042731</b></p>`,
  `<p class="MsoNormal" style="${font}">Dear Dr Okonkwo,</p>`,
  `<p class="MsoNormal" style="${font}">Thank you for asking me to see Mr Jenkins, who has been breathless on exertion for three months. His renal function has fallen since the spring: his eGFR is now 46 mL/min/1.73 m<sup>2</sup>.</p>`,
  `<table class="MsoTableGrid" border="1" cellspacing="0" cellpadding="0" style="border-collapse:collapse;border:none;font-size:10.0pt;font-family:&quot;Calibri&quot;,sans-serif"><tbody>`,
  resultRow('<b>Test</b>', '<b>Result</b>', '<b>Range</b>'),
  resultRow('Hb', '132 g/L', '130-170'),
  resultRow('Creatinine', '<span style="color:red">142 umol/L</span>', '60-110'),
  resultRow('Potassium', '4.6 mmol/L', '3.5-5.3'),
  '</tbody></table>',
  `<p class="MsoNormal" style="${font}">&nbsp;</p>`,
  `<p class="MsoNormal" style="${font}">The echocardiogram shows mild left ventricular systolic dysfunction. I have started bisoprolol 1.25 mg once daily, in line with <a href="https://www.nice.org.uk/guidance/ng106">NICE guideline NG106</a>, and will see him again in six weeks.</p>`,
  `<p class="MsoNormal" style="margin-left:36.0pt;${font}"><i>Note: please repeat the renal function and potassium in two weeks, before any change to his ramipril.</i></p>`,
  '<hr size="2" width="100%" align="center">',
  `<p class="MsoNormal" style="${font}">Yours sincerely,</p>`,
  `<p class="MsoNormal" style="${font}"><img width="72" height="22" src="data:image/png;base64,${signaturePng}" alt="Signature"></p>`,
  `<p class="MsoNormal" style="${font}">Dr Alice Carter<br>Consultant Cardiologist</p>`,
  '</div>',
].join('');

/** What the speech recogniser heard before the secretary typed the letter up. */
const recognisedText = [
  'Dear doctor Okonkwo',
  'thank you for asking me to see mister Jenkins who has been breathless on exertion for three months',
  'his renal function has fallen since the spring E G F R is now 46',
  'I have started bisoprolol 1.25 milligrams once daily and will see him again in six weeks',
  'yours sincerely',
].join('\n');

type Insert = (table: string, row: Record<string, unknown>) => number;

export interface WordLetterPlace {
  id: number;
  tenantId: number;
  authorId: number;
  /** A department that takes labels and a hospital number (Cardiology). */
  departmentId: number;
  priorityId: number;
  label: string;
  now: Date;
}

/** Adds the letter at To Review, with its history and its document, after the rest of the seed. */
export function seedWordLetter(insert: Insert, place: WordLetterPlace): void {
  const created = addSeconds(place.now, -2 * 3600);
  insert('letters', {
    id: place.id,
    tenant_id: place.tenantId,
    author_id: place.authorId,
    organisation_item_id: place.departmentId,
    priority_id: place.priorityId,
    label_name: place.label,
    mrn: 'H-0042731',
    dictation_type: 'Dictation',
    step_type: Step.toReview.type,
    step_name: Step.toReview.name,
    status: JobStatus.appearedOnTrustSide,
    created_date: isoDate(created),
    audio_key: `seed-${place.id}`,
    audio_length_ms: 94_000,
    audio_format: 'seed',
  });
  const history = (stepName: string, at: Date, details: string) =>
    insert('history', {
      letter_id: place.id,
      user_id: place.authorId,
      start_date: isoDate(at),
      step_name: stepName,
      is_outsource: false,
      details,
    });
  history(Step.audioCapture.name, created, 'Letter created');
  history(Step.speechRecognition.name, addSeconds(created, 600), 'Letter completed by author');
  const documentId = insert('documents', {
    letter_id: place.id,
    version: 1,
    patch_number: 1,
    content: wordLetterHtml,
    original_sr: originalSrHtml(recognisedText),
  });
  insert('document_versions', {
    document_id: documentId,
    version: 1,
    patch_number: 1,
    content: wordLetterHtml,
    created_date: isoDate(addSeconds(created, 1800)),
  });
  history(Step.toReview.name, addSeconds(created, 1800), 'Draft text ready');
}
