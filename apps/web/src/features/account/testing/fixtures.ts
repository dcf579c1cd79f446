/** The phone number a registration or a reset is for, as the first step stores it. */
export const flow = { phoneNumber: '6581112222', countryCode: '65' };
/** The same, once the OTP is verified (the proof the api hands back). */
export const proof = { ...flow, OTP: 'proof-0123456789abcdef' };
