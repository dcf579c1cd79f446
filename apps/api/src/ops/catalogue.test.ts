import { describe, expect, it } from 'vitest';

import { parseCatalogue, parseCsv } from './catalogue';
import { OpsRefusal } from './registry';

const HEADER =
  'sku,category,brand,country,original_price,discounted_price,stock,stock_mode,name_eng';

describe('given a catalogue CSV', () => {
  it('should read quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b, ""c""\nd"\r\n1,2\n')).toEqual([
      ['a', 'b, "c"\nd'],
      ['1', '2'],
    ]);
  });

  it('should refuse a file with five kinds of bad rows whole, one problem per row and field', () => {
    const csv = [
      HEADER,
      'A-1,Coffee,Bean Co,,10,8,5,generated,Good',
      'A-2,Coffee,Bean Co,,10,12,5,generated,Dearer when discounted',
      'A-3,Coffee,Bean Co,,10,8,5,generated,',
      'A-4,Coffee,Bean Co,,10,8,many,generated,Bad stock',
      'A-5,Coffee,Bean Co,,10,8,5,borrowed,Bad mode',
      'A-1,Coffee,Bean Co,,10,8,5,generated,Twice',
    ].join('\n');
    let refusal: OpsRefusal | undefined;
    try {
      parseCatalogue({ name: 'bad.csv', text: csv });
    } catch (error) {
      refusal = error as OpsRefusal;
    }
    expect(refusal).toBeInstanceOf(OpsRefusal);
    expect(refusal!.message).toContain('nothing was imported');
    expect(refusal!.problems.map((p) => [p.row, p.field])).toEqual([
      [2, 'discounted_price'],
      [3, 'name_eng'],
      [4, 'stock'],
      [5, 'stock_mode'],
      [6, 'sku'],
    ]);
    expect(refusal!.problems[0]!.message).toBe('above original_price');
    expect(refusal!.problems[4]!.message).toBe('"A-1" is also on row 1');
  });

  it('should take a good file as products with their languages', () => {
    const { products } = parseCatalogue({
      name: 'good.csv',
      text: `${HEADER},name_cn\nA-1,Coffee,Bean Co,Singapore,10.50,8,5,pool,Latte,拿铁\n`,
    });
    expect(products).toMatchObject([
      { sku: 'A-1', original_price: 10.5, discounted_price: 8, stock: 5, stock_mode: 'pool' },
    ]);
    expect(products[0]!.cn?.name).toBe('拿铁');
  });
});
