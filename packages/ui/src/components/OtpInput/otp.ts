/** The OTP length of spec section 9. */
export const OTP_LENGTH = 6;

/**
 * Writes typed or pasted text into the code at a cell: non-digits are dropped, the digits
 * overwrite from `index` on and the code is cut at `length`. Returns the new code and the cell
 * to focus next (the one after the last digit written, or the last cell).
 */
export function fillOtp(
  current: string,
  index: number,
  input: string,
  length: number = OTP_LENGTH,
): { value: string; focus: number } {
  const digits = input.replace(/\D+/g, '');
  const start = Math.min(index, current.length);
  if (!digits) return { value: current, focus: start };
  const value = (current.slice(0, start) + digits + current.slice(start + digits.length)).slice(
    0,
    length,
  );
  return { value, focus: Math.min(start + digits.length, length - 1) };
}

/** Removes the digit at a cell (Backspace); on an empty cell, the one before. */
export function eraseOtp(current: string, index: number): { value: string; focus: number } {
  const at = index < current.length ? index : current.length - 1;
  if (at < 0) return { value: current, focus: 0 };
  return { value: current.slice(0, at) + current.slice(at + 1), focus: Math.max(at, 0) };
}
