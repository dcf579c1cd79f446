import { describe, expect, it } from 'vitest';

import { editableFilter } from './giftcard-filter';

describe('editableFilter', () => {
  it('should read Yes and No in their usual spellings', () => {
    expect(editableFilter('Yes')).toBe('Yes');
    expect(editableFilter(' true ')).toBe('Yes');
    expect(editableFilter('1')).toBe('Yes');
    expect(editableFilter('no')).toBe('No');
    expect(editableFilter('FALSE')).toBe('No');
    expect(editableFilter('0')).toBe('No');
  });

  it('should leave the list unfiltered for anything else', () => {
    expect(editableFilter(null)).toBeUndefined();
    expect(editableFilter(undefined)).toBeUndefined();
    expect(editableFilter('')).toBeUndefined();
    expect(editableFilter('list_category')).toBeUndefined();
  });
});
