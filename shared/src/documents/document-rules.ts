/**
 * What a document number must look like, per type, one set of rules for the form and the server:
 * spaces (and a licence's hyphens) are removed and letters upper-cased before the check.
 */
import type { DocumentType } from '../api/documents.ts';
import { documentMessages } from '../messages/documents.ts';
import { hasValidVerhoeffDigit } from './verhoeff.ts';

export const DOCUMENT_TYPES = ['aadhaar', 'pan', 'voter_id', 'driving_license'] as const satisfies readonly DocumentType[];
export const MAX_DOCUMENT_PHOTOS = 2;
/** The longest number of any type, as typed with its spaces (form field limit). */
export const MAX_NUMBER_INPUT = 24;

/** RTO state and union territory codes a licence number starts with. */
const STATE_CODES = new Set(
  'AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TN TR TS UK UA UP WB'.split(' '),
);

const m = documentMessages.validation;

/** Spaces out, hyphens out, upper case: the number as it is checked, encrypted and compared. */
export function normalizeDocumentNumber(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * A number as its card prints it, while it is typed and where it is shown: Aadhaar in fours
 * ("2345 6789 0124"), a driving licence's state and RTO code apart from the rest ("MH12 20110062821"),
 * PAN and voter ID in one piece ("ABCDE1234F"). A number typed before its type is chosen is in fours.
 */
export function groupAsPrinted(type: DocumentType | '', input: string): string {
  const number = normalizeDocumentNumber(input);
  switch (type) {
    case 'pan':
    case 'voter_id':
      return number;
    case 'driving_license':
      return number.replace(/^(.{4})(?=.)/, '$1 ');
    case 'aadhaar':
    case '':
      return number.replace(/(.{4})(?=.)/g, '$1 ');
  }
}

/** The problem with a normalized number for this type, or undefined when it is fine. */
export function documentNumberProblem(type: DocumentType, number: string): string | undefined {
  switch (type) {
    // 12 digits, not starting with 0 or 1, ending in its Verhoeff check digit.
    case 'aadhaar':
      if (!/^[2-9]\d{11}$/.test(number)) return m.aadhaarFormat;
      return hasValidVerhoeffDigit(number) ? undefined : m.aadhaarCheckDigit;
    // Five letters, four digits, a letter.
    case 'pan':
      return /^[A-Z]{5}\d{4}[A-Z]$/.test(number) ? undefined : m.panFormat;
    // EPIC: three letters and seven digits.
    case 'voter_id':
      return /^[A-Z]{3}\d{7}$/.test(number) ? undefined : m.voterIdFormat;
    // A state or union territory code, then digits: 13 to 16 characters in all.
    case 'driving_license':
      return /^[A-Z]{2}\d{11,14}$/.test(number) && STATE_CODES.has(number.slice(0, 2)) ? undefined : m.drivingLicenceFormat;
  }
}

/** The last four characters: all that is kept of a number once its document is decided. */
export const lastFour = (number: string): string => number.slice(-4);
