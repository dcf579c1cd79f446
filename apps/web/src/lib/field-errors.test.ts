import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@ugift/api-client';

import { eng } from '../locales';
import { apiFieldError, useFieldErrors } from './field-errors';

/** A dotted key's text in the English bundle. */
function english(key: string): unknown {
  return key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], eng);
}

describe('given an api error', () => {
  it("should map the client's refusal of phone_number to the translated phone message", () => {
    const error = new ApiError({
      kind: 'invalid_request',
      operation: 'get_otp',
      status: 0,
      message: 'phone_number must be 6 to 20 digits, country code first',
      field: 'phone_number',
    });
    expect(apiFieldError(error)).toEqual({
      field: 'phone_number',
      key: 'account.validation.phoneInvalid',
    });
  });

  it("should map the api's 400 naming the field in its body", () => {
    const error = new ApiError({
      kind: 'http',
      operation: 'create_account',
      status: 400,
      message: 'password must have at least 6 characters',
      body: {
        success: false,
        message: 'password must have at least 6 characters',
        field: 'password',
      },
    });
    expect(apiFieldError(error)).toEqual({
      field: 'password',
      key: 'account.validation.passwordLength',
    });
  });

  it('should leave errors without a known field to the alert', () => {
    expect(
      apiFieldError(
        new ApiError({ kind: 'failure', operation: 'login', status: 200, message: 'Invalid' }),
      ),
    ).toBeNull();
    expect(
      apiFieldError(
        new ApiError({
          kind: 'invalid_request',
          operation: 'x',
          status: 0,
          message: 'foo bad',
          field: 'foo',
        }),
      ),
    ).toBeNull();
    expect(apiFieldError(new Error('boom'))).toBeNull();
  });

  it('should name a message that exists in English for every mapped field', () => {
    for (const field of [
      'phone_number',
      'password',
      'otp',
      'name',
      'email',
      'billing_address',
      'udollar_amount',
    ]) {
      const mapped = apiFieldError(
        new ApiError({ kind: 'invalid_request', operation: 'x', status: 0, message: '', field }),
      );
      expect(typeof english(mapped!.key), `${field} -> ${mapped!.key}`).toBe('string');
    }
  });
});

describe('given a form using useFieldErrors', () => {
  it('should set, keep and clear errors per field', () => {
    const { result } = renderHook(() => useFieldErrors<'phone' | 'password'>());
    act(() => result.current.setError('phone', 'account.validation.phone'));
    act(() => result.current.setError('password', 'account.validation.password'));
    expect(result.current.errors).toEqual({
      phone: 'account.validation.phone',
      password: 'account.validation.password',
    });
    act(() => result.current.clearError('phone'));
    expect(result.current.errors).toEqual({ password: 'account.validation.password' });
    act(() => result.current.clearAll());
    expect(result.current.errors).toEqual({});
  });
});
