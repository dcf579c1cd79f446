import { beforeAll, describe, expect, it } from 'vitest';

import { ALICE, BEN, bind, onEachDatabase, type Json, type TestApi } from '../helpers';

describe('the evoucher group', () => {
  onEachDatabase((getApi) => {
    let api: TestApi;
    let alice: string;
    let ben: string;
    const { call } = bind(getApi);

    beforeAll(async () => {
      api = getApi();
      alice = await api.login(ALICE.phone, ALICE.password);
      ben = await api.login(BEN.phone, BEN.password);
    });

    it('lists active, received and used vouchers, by keywords', async () => {
      const active = (await call(alice, 'list_evoucher', { filter_by_status: 'active' }))
        .table as Json[];
      const all = active.flatMap((g) => g.order_evouchers);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((v) => v.status === 'Active')).toBe(true);
      const used = (await call(alice, 'list_evoucher', { filter_by_status: 'used' }))
        .table as Json[];
      expect(used.flatMap((g) => g.order_evouchers).every((v) => v.status !== 'Active')).toBe(true);
      const name = active[0]!.product_name as string;
      const found = (await call(alice, 'list_evoucher', { filter_by_keywords: name.split(' ')[0] }))
        .table as Json[];
      expect(found.map((g) => g.product_name)).toContain(name);
      const none = (await call(alice, 'list_evoucher', { filter_by_keywords: 'zzzz-no-such' }))
        .table;
      expect(none).toEqual([]);
    });

    it('details the vouchers of an order product with terms, how to redeem and outlets', async () => {
      const group = (await call(alice, 'list_evoucher', { filter_by_status: 'active' })).table[0];
      const detail = await call(alice, 'detail_evoucher', { order_product_id: group.id });
      expect(detail.table.length).toBeGreaterThan(0);
      expect(detail.terms_and_conditions).not.toBe('');
      expect(detail.redeem_howto).not.toBe('');
      expect(Array.isArray(detail.applicable_outlets)).toBe(true);
      expect((await call(alice, 'refresh_evoucher', { order_product_id: group.id })).success).toBe(
        true,
      );
      expect(
        (await call(alice, 'detail_evoucher', { order_product_id: group.id })).table,
      ).toHaveLength(detail.table.length);
    });

    it('marks a voucher used once, by its owner only', async () => {
      const group = (await call(alice, 'list_evoucher', { filter_by_status: 'active' })).table[0];
      const voucher = group.order_evouchers[0];
      expect(
        (await call(ben, 'mark_evoucher_used', { order_evoucher_id: voucher.id })).success,
      ).toBe(false);
      expect(
        (await call(alice, 'mark_evoucher_used', { order_evoucher_id: voucher.id })).success,
      ).toBe(true);
      expect(
        (await call(alice, 'mark_evoucher_used', { order_evoucher_id: voucher.id })).message,
      ).toBe('This voucher is already used.');
      const detail = await call(alice, 'detail_evoucher', { order_product_id: group.id });
      const marked = detail.table.find((v: Json) => v.id === voucher.id);
      expect(marked.status).toBe('Used');
      expect(marked.mark_used_date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    });
  });
});
