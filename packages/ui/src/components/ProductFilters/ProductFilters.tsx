import { styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { Accordion } from '../Accordion/Accordion';
import { Checkbox, CheckboxGroup, type Option, RadioGroup } from '../Checkbox/Checkbox';

/** Price thresholds of spec section 9 ('Below 100' ... 'Below 10'). */
export const PRICE_THRESHOLDS = [100, 80, 50, 20, 10] as const;
/** Age thresholds of spec section 9. */
export const AGE_THRESHOLDS = [50, 40, 30, 20] as const;

export type Gender = 'male' | 'female';

/** The chosen filters (spec section 5: price and age apply only when chosen). */
export interface ProductFilterValue {
  promo: boolean;
  recommended: boolean;
  /** 'Below N' price, or null. */
  price: number | null;
  brands: string[];
  categories: string[];
  /** 'Below N' age, or null. */
  age: number | null;
  gender: Gender | null;
  interest: string | null;
  intention: string | null;
}

/** No filter chosen: what Reset returns to. */
export const emptyProductFilter: ProductFilterValue = {
  promo: false,
  recommended: false,
  price: null,
  brands: [],
  categories: [],
  age: null,
  gender: null,
  interest: null,
  intention: null,
};

/** Number of filters chosen (for a 'Filter (3)' label). */
export function countProductFilters(value: ProductFilterValue): number {
  return (
    Number(value.promo) +
    Number(value.recommended) +
    Number(value.price !== null) +
    value.brands.length +
    value.categories.length +
    Number(value.age !== null) +
    Number(value.gender !== null) +
    Number(value.interest !== null) +
    Number(value.intention !== null)
  );
}

export interface ProductFiltersProps {
  /** The filters chosen (price range, brands, categories, age, gender, interest, intention). */
  value: ProductFilterValue;
  /** Called with the new filters on every change. */
  onChange: (value: ProductFilterValue) => void;
  /** List type: 'category' shows the Brands group, 'brand' the Categories group. */
  listType?: 'category' | 'brand';
  /** The Brands group's checkboxes (shown for listType 'category'). */
  brandOptions?: Option[];
  /** The Categories group's checkboxes (shown for listType 'brand'). */
  categoryOptions?: Option[];
  /** The Interest group's checkboxes; the group is left out without options. */
  interestOptions?: Option[];
  /** The Intention group's checkboxes; the group is left out without options. */
  intentionOptions?: Option[];
  /** Currency before the price thresholds, e.g. 'SGD'. */
  currency?: string;
  /** Sections open at first (values: price, brands, categories, age, gender, interest, intention). */
  defaultOpen?: string[];
}

const Checks = styled.div`
  padding: 0 var(--ug-space-space400);
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
`;

/** The filter set of the product list: Promo, Recommended, and accordion groups. */
export function ProductFilters({
  value,
  onChange,
  listType,
  brandOptions = [],
  categoryOptions = [],
  interestOptions = [],
  intentionOptions = [],
  currency,
  defaultOpen,
}: ProductFiltersProps) {
  const { t } = useUiText();
  const set = (patch: Partial<ProductFilterValue>) => onChange({ ...value, ...patch });
  const below = (n: number, withCurrency: boolean) =>
    t('filter.below', { value: withCurrency && currency ? `${currency} ${n}` : String(n) });
  const priceOptions = PRICE_THRESHOLDS.map((n) => ({ value: n as number, label: below(n, true) }));
  const ageOptions = AGE_THRESHOLDS.map((n) => ({ value: n as number, label: below(n, false) }));
  const genderOptions: Option<Gender>[] = [
    { value: 'male', label: t('filter.male') },
    { value: 'female', label: t('filter.female') },
  ];
  const label = (options: Option<string | number>[], chosen: string | number | null) =>
    options.find((o) => o.value === chosen)?.label;

  const sections = [
    {
      value: 'price',
      title: t('filter.price'),
      summary: label(priceOptions, value.price),
      content: (
        <RadioGroup
          legend={t('filter.price')}
          hideLegend
          options={priceOptions}
          value={value.price}
          onChange={(price) => set({ price })}
        />
      ),
    },
    ...(listType !== 'brand' && brandOptions.length
      ? [
          {
            value: 'brands',
            title: t('filter.brands'),
            summary: value.brands.length ? String(value.brands.length) : undefined,
            content: (
              <CheckboxGroup
                legend={t('filter.brands')}
                hideLegend
                options={brandOptions}
                value={value.brands}
                onChange={(brands) => set({ brands })}
              />
            ),
          },
        ]
      : []),
    ...(listType !== 'category' && categoryOptions.length
      ? [
          {
            value: 'categories',
            title: t('filter.categories'),
            summary: value.categories.length ? String(value.categories.length) : undefined,
            content: (
              <CheckboxGroup
                legend={t('filter.categories')}
                hideLegend
                options={categoryOptions}
                value={value.categories}
                onChange={(categories) => set({ categories })}
              />
            ),
          },
        ]
      : []),
    {
      value: 'age',
      title: t('filter.age'),
      summary: label(ageOptions, value.age),
      content: (
        <RadioGroup
          legend={t('filter.age')}
          hideLegend
          options={ageOptions}
          value={value.age}
          onChange={(age) => set({ age })}
        />
      ),
    },
    {
      value: 'gender',
      title: t('filter.gender'),
      summary: label(genderOptions, value.gender),
      content: (
        <RadioGroup
          legend={t('filter.gender')}
          hideLegend
          options={genderOptions}
          value={value.gender}
          onChange={(gender) => set({ gender })}
        />
      ),
    },
    ...(interestOptions.length
      ? [
          {
            value: 'interest',
            title: t('filter.interest'),
            summary: label(interestOptions, value.interest),
            content: (
              <RadioGroup
                legend={t('filter.interest')}
                hideLegend
                options={interestOptions}
                value={value.interest}
                onChange={(interest) => set({ interest })}
              />
            ),
          },
        ]
      : []),
    ...(intentionOptions.length
      ? [
          {
            value: 'intention',
            title: t('filter.intention'),
            summary: label(intentionOptions, value.intention),
            content: (
              <RadioGroup
                legend={t('filter.intention')}
                hideLegend
                options={intentionOptions}
                value={value.intention}
                onChange={(intention) => set({ intention })}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div>
      <Checks>
        <Checkbox
          label={t('filter.promo')}
          checked={value.promo}
          onChange={(event) => set({ promo: event.target.checked })}
        />
        <Checkbox
          label={t('filter.recommended')}
          checked={value.recommended}
          onChange={(event) => set({ recommended: event.target.checked })}
        />
      </Checks>
      <Accordion items={sections} defaultValue={defaultOpen} />
    </div>
  );
}
