/** Layout constants of the product (spec section 9). */
export const layout = {
  /** The app is a single column at most this wide. */
  columnMaxWidth: 480,
  headerHeight: 56,
  footerHeight: 76,
} as const;
