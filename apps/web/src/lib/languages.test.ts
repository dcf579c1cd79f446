import { describe, expect, it } from 'vitest';

import { isLanguage, localisedField, localisedName } from './languages';

const product = {
  name: 'Fallback name',
  multiple_languages: {
    en: { name: 'Coffee voucher', description: 'A cup of coffee' },
    cn: { name: '咖啡券', description: '' },
    jp: { name: '', description: '' },
  },
};

describe('localisedName', () => {
  it('should take the name in the chosen language', () => {
    expect(localisedName(product, 'eng')).toBe('Coffee voucher');
    expect(localisedName(product, 'cn')).toBe('咖啡券');
  });

  it('should fall back to English when the chosen language is blank or missing', () => {
    expect(localisedName(product, 'jp')).toBe('Coffee voucher');
    expect(localisedName({ multiple_languages: { en: { name: 'Only English' } } }, 'cn')).toBe(
      'Only English',
    );
  });

  it("should fall back to the record's own name when there is no English either", () => {
    expect(localisedName({ name: 'Plain', multiple_languages: null }, 'jp')).toBe('Plain');
    expect(localisedName({ multiple_languages: {} }, 'eng')).toBe('');
  });

  it('should read product_name in basket and order lines', () => {
    const line = {
      product_name: 'Line',
      multiple_languages: { en: { product_name: 'Spa day' }, jp: { product_name: 'スパの日' } },
    };
    expect(localisedName(line, 'jp')).toBe('スパの日');
    expect(localisedName(line, 'cn')).toBe('Spa day');
  });
});

describe('localisedField', () => {
  it('should map eng to the en entry', () => {
    expect(localisedField(product.multiple_languages, 'description', 'eng')).toBe(
      'A cup of coffee',
    );
    expect(localisedField(product.multiple_languages, 'description', 'cn')).toBe('A cup of coffee');
  });
});

describe('isLanguage', () => {
  it('should accept only the three offered languages', () => {
    expect(['eng', 'cn', 'jp'].every(isLanguage)).toBe(true);
    expect(isLanguage('en')).toBe(false);
    expect(isLanguage('bm')).toBe(false);
  });
});
