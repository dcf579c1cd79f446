import { useCallback, useState } from 'react';

import { isApiError } from '@ugift/api-client';

/**
 * The api's request fields whose refusals a form can show on its own field, with the i18n key of
 * the message to show there. The api's own text ('phone_number must be 6 to 20 digits, country
 * code first') is for developers; a shopper reads the spec's message in her language.
 */
const apiFieldMessages: Record<string, string> = {
  phone_number: 'account.validation.phoneInvalid',
  password: 'account.validation.passwordLength',
  otp: 'account.verification.invalid',
  name: 'profile.edit.nameRequired',
  email: 'profile.edit.emailInvalid',
  billing_address: 'basket.billing.tooLong',
  udollar_amount: 'basket.udollar.invalidAmount',
};

/** A refused request field: which api field, and the i18n key of the message for it. */
export interface ApiFieldError {
  field: string;
  key: string;
}

/**
 * The field an api error refuses, if any: the client's own check before sending
 * (`invalid_request`, `error.field`) or the api's 400 (`field` in the body).
 */
export function apiFieldError(error: unknown): ApiFieldError | null {
  if (!isApiError(error)) return null;
  const body = error.bodyField('field');
  const field = error.field ?? (typeof body === 'string' ? body : undefined);
  if (!field) return null;
  const key = apiFieldMessages[field];
  return key ? { field, key } : null;
}

/**
 * The inline errors of one form, as i18n keys per field (rendered with t() so that they follow a
 * language change). Typing in a field clears its error.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const setError = useCallback(
    (field: Field, key: string) => setErrors((current) => ({ ...current, [field]: key })),
    [],
  );
  const clearError = useCallback(
    (field: Field) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      }),
    [],
  );
  const clearAll = useCallback(() => setErrors({}), []);
  return { errors, setError, clearError, clearAll };
}
