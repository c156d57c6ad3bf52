import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginPayloadSchema, registrationPayloadSchema, signUpFormSchema } from './auth.ts';
import { authMessages } from '../messages/auth.ts';

const flat = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : v.flatten(result.issues).nested ?? {};
};

const valid = { fullName: 'Asha Verma', username: 'asha_v', email: 'Asha@Example.in', password: 'secret1', confirmPassword: 'secret1' };

describe('sign-up form', () => {
  it('accepts a valid form and normalises the email', () => {
    const result = v.parse(signUpFormSchema, valid);
    expect(result.email).toBe('asha@example.in');
  });

  it('gives the agreed message for each rule', () => {
    const m = authMessages.validation;
    expect(flat(signUpFormSchema, { ...valid, username: 'as' })).toEqual({ username: [m.usernameMin] });
    expect(flat(signUpFormSchema, { ...valid, email: 'asha@' })).toEqual({ email: [m.emailInvalid] });
    expect(flat(signUpFormSchema, { ...valid, fullName: 'A' })).toEqual({ fullName: [m.fullNameMin] });
    expect(flat(signUpFormSchema, { ...valid, password: '123', confirmPassword: '123' })).toEqual({ password: [m.passwordMin] });
    expect(flat(signUpFormSchema, { ...valid, confirmPassword: '' })).toEqual({ confirmPassword: [m.confirmRequired] });
    expect(flat(signUpFormSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({ confirmPassword: [m.passwordsMismatch] });
  });

  it('says the passwords differ whenever both are typed and differ, whatever else is wrong', () => {
    const mismatch = { confirmPassword: [authMessages.validation.passwordsMismatch] };
    const everythingElseWrong = { fullName: '', username: 'a', email: 'nope', password: '123', confirmPassword: '124' };
    expect(flat(signUpFormSchema, everythingElseWrong)).toMatchObject(mismatch);
    expect(flat(signUpFormSchema, { ...valid, fullName: '', confirmPassword: 'secret2' })).toMatchObject(mismatch);
    expect(flat(signUpFormSchema, { ...valid, password: '', confirmPassword: 'secret2' }).confirmPassword).toBeUndefined();
    expect(flat(signUpFormSchema, null)).toEqual({});
  });

  it('is the registration payload once confirmPassword is dropped', () => {
    const { confirmPassword: _dropped, ...payload } = valid;
    expect(v.is(registrationPayloadSchema, payload)).toBe(true);
  });
});

describe('login payload', () => {
  it('requires a username or email and a password', () => {
    expect(flat(loginPayloadSchema, { username: '', password: '' })).toEqual({
      username: [authMessages.validation.usernameRequired],
      password: [authMessages.validation.passwordRequired],
    });
    expect(v.is(loginPayloadSchema, { username: 'asha@example.in', password: 'x' })).toBe(true);
  });
});
