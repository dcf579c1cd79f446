/** The number a visitor already gave, carried to /forgot-password in the link's state. */
export interface CarriedPhone {
  countryCode?: string;
  phone?: string;
}

export interface KnownPhoneSources {
  /** What the login form held when 'Forgot password?' was followed. */
  carried: CarriedPhone | null;
  /** The calling code of the last account flow on this device (deviceStorage 'countryCode'). */
  storedCode: string | null;
  /** Its full number, code first (deviceStorage 'phoneNumber'). */
  storedNumber: string | null;
  /** The calling code of the catalogue country chosen on this device, if one was chosen. */
  countryCallingCode: string | null;
  /** The flow's own default (spec section 9: 60 on the forgot flow). */
  fallbackCode: string;
}

/**
 * Where the forgot-password form starts: the number the visitor was typing, else the one last
 * used on this device, else an empty number on her country's calling code; the spec's default
 * code only when nothing is known.
 */
export function knownPhone(sources: KnownPhoneSources): { countryCode: string; phone: string } {
  const { carried, storedCode, storedNumber, countryCallingCode, fallbackCode } = sources;
  if (carried?.countryCode) return { countryCode: carried.countryCode, phone: carried.phone ?? '' };
  if (storedCode) {
    const phone =
      storedNumber && storedNumber.startsWith(storedCode)
        ? storedNumber.slice(storedCode.length)
        : '';
    return { countryCode: storedCode, phone: carried?.phone ?? phone };
  }
  return { countryCode: countryCallingCode ?? fallbackCode, phone: carried?.phone ?? '' };
}
