import { describe, expect, it } from 'vitest';
import { editorLabels } from '../messages';
import { linkAddressProblem } from './linkAddress';

const { missingAddress, badAddress } = editorLabels.linkDialog;

describe('linkAddressProblem', () => {
  it.each([
    'https://www.nice.org.uk/guidance/ng24',
    'http://intranet.fernley.example/path?q=1#part',
    '  https://www.nhs.uk  ',
    'mailto:gp.surgery@fernley.example',
    'mailto:a@fernley.example,b@fernley.example?subject=Referral',
  ])('accepts %s', (address) => {
    expect(linkAddressProblem(address)).toBeUndefined();
  });

  it('asks for an address when there is none', () => {
    expect(linkAddressProblem('')).toBe(missingAddress);
    expect(linkAddressProblem('   ')).toBe(missingAddress);
  });

  it.each([
    'www.nice.org.uk',
    'nice.org.uk/guidance',
    '/letters/5',
    'https://',
    'javascript:alert(1)',
    'file:///C:/letters/referral.docx',
    'ftp://files.fernley.example/a.pdf',
    'mailto:',
    'mailto:reception',
    'mailto:%E0%A4%A',
  ])('refuses %s, saying what is expected', (address) => {
    expect(linkAddressProblem(address)).toBe(badAddress);
  });
});
