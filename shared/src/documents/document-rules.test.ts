import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { documentMessages } from '../messages/documents.ts';
import { adminDecisionSchema, documentPayloadSchema } from '../schemas/document.ts';
import { documentNumberProblem, groupAsPrinted, normalizeDocumentNumber } from './document-rules.ts';
import { verhoeffDigit } from './verhoeff.ts';

const m = documentMessages.validation;
const aadhaar = (first11: string) => first11 + verhoeffDigit(first11);

describe('document number rules', () => {
  it('normalizes, and groups a number as its card prints it', () => {
    expect(normalizeDocumentNumber(' 2345 6789-0124 ')).toBe('234567890124');
    expect(normalizeDocumentNumber('abcde1234f')).toBe('ABCDE1234F');
    expect(groupAsPrinted('aadhaar', '234567890124')).toBe('2345 6789 0124');
    expect(groupAsPrinted('aadhaar', '2345 67')).toBe('2345 67');
    expect(groupAsPrinted('aadhaar', '23456')).toBe('2345 6');
    expect(groupAsPrinted('pan', 'abcde 1234f')).toBe('ABCDE1234F');
    expect(groupAsPrinted('voter_id', 'ABC 123 4567')).toBe('ABC1234567');
    expect(groupAsPrinted('driving_license', 'MH-12-20110062821')).toBe('MH12 20110062821');
  });

  it('checks an Aadhaar number: 12 digits, not 0 or 1 first, its Verhoeff digit', () => {
    expect(documentNumberProblem('aadhaar', aadhaar('23456789012'))).toBeUndefined();
    expect(documentNumberProblem('aadhaar', aadhaar('13456789012'))).toBe(m.aadhaarFormat);
    expect(documentNumberProblem('aadhaar', aadhaar('03456789012'))).toBe(m.aadhaarFormat);
    expect(documentNumberProblem('aadhaar', '2345678901')).toBe(m.aadhaarFormat);
    const good = aadhaar('23456789012');
    const typo = good.slice(0, 11) + String((Number(good[11]) + 1) % 10);
    expect(documentNumberProblem('aadhaar', typo)).toBe(m.aadhaarCheckDigit);
  });

  it('checks PAN, EPIC and licence formats', () => {
    expect(documentNumberProblem('pan', 'ABCDE1234F')).toBeUndefined();
    expect(documentNumberProblem('pan', 'ABCD12345F')).toBe(m.panFormat);
    expect(documentNumberProblem('voter_id', 'ABC1234567')).toBeUndefined();
    expect(documentNumberProblem('voter_id', 'AB12345678')).toBe(m.voterIdFormat);
    expect(documentNumberProblem('driving_license', 'MH1420110062821')).toBeUndefined();
    expect(documentNumberProblem('driving_license', 'DL0420110149646')).toBeUndefined();
    expect(documentNumberProblem('driving_license', 'XX1420110062821')).toBe(m.drivingLicenceFormat);
    expect(documentNumberProblem('driving_license', 'MH14201100')).toBe(m.drivingLicenceFormat);
  });
});

describe('document payloads', () => {
  it('normalizes the number and drops fields the server sets', () => {
    const parsed = v.parse(documentPayloadSchema, {
      documentType: 'pan',
      documentNumber: 'abcde 1234 f',
      holderName: ' Asha Verma ',
      status: 'verified',
      userId: 'someone',
    });
    expect(parsed).toEqual({ documentType: 'pan', documentNumber: 'ABCDE1234F', holderName: 'Asha Verma', documentImageUrls: [] });
  });

  it('answers a wrong number on the number field with its type rule', () => {
    const result = v.safeParse(documentPayloadSchema, { documentType: 'voter_id', documentNumber: '123', holderName: 'Asha Verma' });
    if (result.success) throw new Error('a three-digit Voter ID was accepted');
    expect(v.flatten(result.issues).nested?.documentNumber).toEqual([m.voterIdFormat]);
  });

  it('requires a reason to reject', () => {
    expect(v.safeParse(adminDecisionSchema, { status: 'rejected' }).success).toBe(false);
    expect(v.safeParse(adminDecisionSchema, { status: 'rejected', rejectionReason: '  ' }).success).toBe(false);
    expect(v.safeParse(adminDecisionSchema, { status: 'verified' }).success).toBe(true);
    expect(v.safeParse(adminDecisionSchema, { status: 'expired' }).success).toBe(false);
  });
});
