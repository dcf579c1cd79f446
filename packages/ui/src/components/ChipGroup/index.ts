export { ChipGroup, type ChipGroupProps, type ChipOption } from './ChipGroup';
