export {
  AGE_THRESHOLDS,
  countProductFilters,
  emptyProductFilter,
  PRICE_THRESHOLDS,
  ProductFilters,
  type Gender,
  type ProductFilterValue,
  type ProductFiltersProps,
} from './ProductFilters';
