import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setupApiServer } from '../../../testing/api-server';
import { currentLocation, renderRoute } from '../../../testing/render-route';
import { cardOf, groups, member, ok } from '../testing/fixtures';
import { done } from '../../../testing/api-handler';

// The first visit of a lazy route compiles its chunk: allow for it.
configure({ asyncUtilTimeout: 8000 });

const { mock } = setupApiServer();

describe('given /checkout-cardselection', () => {
  it('groups the cards, marks the editable ones and puts the chosen one in the basket', async () => {
    const calls = mock({
      list_giftcard: () => ok({ table: groups }),
      giftcard_to_basket: () => done(),
      detail_giftcard: () => ok({ table: cardOf() }),
      list_music: () => ok({ table: [] }),
    });
    const { router } = await renderRoute('/checkout-cardselection', { member });
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText('Card Selection')).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByText('Editable')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Birthday balloons/ }));
    expect(screen.getByRole('button', { name: /Birthday balloons/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/checkout-cardcustomization?id=7'));
    expect(calls.find((c) => c.option === 'giftcard_to_basket')?.fields.giftcard_id).toBe('7');
  });

  it('lists every card, editable or not, when there is no type parameter', async () => {
    const calls = mock({ list_giftcard: () => ok({ table: groups }) });
    await renderRoute('/checkout-cardselection', { member });
    expect(await screen.findByRole('button', { name: /Birthday cake/ })).toBeInTheDocument();
    const list = calls.find((c) => c.option === 'list_giftcard')!;
    expect(list.fields).not.toHaveProperty('filter_by_editable');
    expect(list.fields).toMatchObject({ group_by_categories: 'true', order_by: 'ASC' });
    // The marker sits on the editable cards only.
    const cake = screen.getByRole('button', { name: /Birthday cake/ });
    expect(cake).not.toHaveTextContent('Editable');
    expect(screen.getByRole('button', { name: /Birthday balloons/ })).toHaveTextContent('Editable');
  });

  it('uses the type parameter as the editable filter, like /gift-card', async () => {
    const calls = mock({
      list_giftcard: (fields) =>
        ok({
          table: groups
            .map((group) => ({
              ...group,
              giftcards: group.giftcards.filter(
                (card) =>
                  !fields.filter_by_editable || card.is_editable === fields.filter_by_editable,
              ),
            }))
            .filter((group) => group.giftcards.length > 0),
        }),
    });
    await renderRoute('/checkout-cardselection?type=Yes', { member });
    expect(await screen.findByRole('button', { name: /Thank you flowers/ })).toBeInTheDocument();
    expect(calls.find((c) => c.option === 'list_giftcard')?.fields.filter_by_editable).toBe('Yes');
    expect(screen.queryByRole('button', { name: /Birthday cake/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Editable')).toHaveLength(2);
  });

  it('starts with the card chosen on /gift-card-product (gid) selected', async () => {
    mock({ list_giftcard: () => ok({ table: groups }) });
    await renderRoute('/checkout-cardselection', { member, storage: { gid: '9' } });
    expect(await screen.findByRole('button', { name: /Thank you flowers/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeEnabled();
  });

  it('skips to the confirmation', async () => {
    mock({ list_giftcard: () => ok({ table: groups }), detail_basket: () => ok({ table: null }) });
    const { router } = await renderRoute('/checkout-cardselection', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/checkout-confirmation'));
  });
});

describe('given /checkout-cardcustomization', () => {
  it('saves the edited card with giftcard_to_basket and goes to the confirmation', async () => {
    const calls = mock({
      detail_giftcard: () => ok({ table: cardOf() }),
      list_music: () => ok({ table: [] }),
      giftcard_to_basket: () => done(),
      detail_basket: () => ok({ table: null }),
    });
    const { router } = await renderRoute('/checkout-cardcustomization?id=7', { member });
    expect(await screen.findByText('Customisation')).toHaveAttribute('aria-current', 'step');
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Hello{Enter}there');
    expect(message).toHaveValue('Hellothere');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/checkout-confirmation'));
    const saved = calls.find((c) => c.option === 'giftcard_to_basket')!;
    expect(saved.fields.giftcard_id).toBe('7');
    // The message travels hex-encoded (UTF-8) inside the edit parameter.
    expect(saved.fields.giftcard_edit_parameter).toContain(
      Buffer.from('Hellothere').toString('hex'),
    );
  });
});
