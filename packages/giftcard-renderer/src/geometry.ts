/** The card design the edit parameter's ratios refer to (spec section 9). */
export const CARD_DESIGN = {
  width: 686,
  height: 460,
  inner: { x: 11, y: 7, width: 674, height: 440 },
} as const;
