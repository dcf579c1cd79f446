import * as v from 'valibot';

// Wire-form field schemas: after form decoding every value is a string (or an array of strings).

/** A numeric id, as the backend sends and receives it ('0' is meaningful in places). */
export const id = () => v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'must be a numeric id'));

/**
 * An order's public id. Order ids travel in bearer links (/giftcard-share?id=), so the api makes
 * them unguessable: 39 random decimal digits (about 129.6 bits), longer than other ids.
 */
export const orderId = () =>
  v.pipe(v.string(), v.regex(/^\d{1,40}$/, 'must be a numeric order id'));
/** A positive whole number, written in decimal. */
export const count = (max = 1_000_000) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a whole number'),
    v.check((s) => Number(s) <= max, `must be at most ${max}`),
    v.description(`A whole number from 0 to ${max}, in decimal.`),
  );
/** A decimal amount such as 12.50. */
export const amount = () =>
  v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount with at most 2 decimals'));
/** Free text with a length cap. */
export const text = (max: number, min = 0) =>
  v.pipe(
    v.string(),
    v.minLength(min, `must have at least ${min} characters`),
    v.maxLength(max, `must have at most ${max} characters`),
  );
/** Country code and number, digits only (e.g. 6591234567). */
export const phoneNumber = () =>
  v.pipe(v.string(), v.regex(/^\d{6,20}$/, 'must be 6 to 20 digits, country code first'));
/** A country calling code with its plus sign (e.g. +65). */
export const phonePrefix = () =>
  v.pipe(v.string(), v.regex(/^\+\d{1,4}$/, 'must be a plus sign and 1 to 4 digits'));
export const password = () =>
  v.pipe(
    v.string(),
    v.minLength(6, 'must have at least 6 characters'),
    v.maxLength(128, 'must have at most 128 characters'),
  );
export const otp = () => v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be 6 digits'));
/** Flags on the wire. */
export const flag = () => v.picklist(['true', 'false', '1', '0']);
export const SORT_ORDERS = ['ASC', 'DESC', 'POPULAR', 'NEW', 'HIGH', 'LOW', 'asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const orderBy = () => v.picklist(SORT_ORDERS);
/** A list sent as name[0]=..&name[1]=.. */
export const idList = (max = 100) =>
  v.pipe(v.array(id()), v.maxLength(max, `must have at most ${max} items`));
export const currencyCode = () =>
  v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'));
/** Text that must parse as JSON and pass the given check. */
export const jsonText = (max: number, accept: (value: unknown) => boolean, what: string) =>
  v.pipe(
    v.string(),
    v.maxLength(max, `must have at most ${max} characters`),
    v.check((s) => {
      try {
        return accept(JSON.parse(s));
      } catch {
        return false;
      }
    }, `must be JSON: ${what}`),
    v.description(`JSON text: ${what}.`),
  );

// Optional member_id: kept for the spec's wire compatibility; the server reads the member from
// the session bound to the bearer token and refuses a member_id that names someone else.
export const memberId = () => v.optional(id());

/** A date YYYY-MM-DD (a real day of the calendar). */
export const localDate = () =>
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
    v.check((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, 'must be a real date'),
  );

/** A time of day HH:mm (24-hour). */
export const localTime = () =>
  v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm (24-hour)'));

/** An IANA time zone name (Asia/Tokyo); the server checks that it knows it. */
export const timeZone = () =>
  v.pipe(
    v.string(),
    v.maxLength(64),
    v.regex(/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/, 'must be a time zone name like Asia/Tokyo'),
  );
