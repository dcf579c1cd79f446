export { clampQuantity, QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
