import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockResponse } from '@ugift/api-client/mocks';

import { setupMockBackend } from '../../../testing/mock-backend';
import { currentLocation, renderRoute } from '../../../testing/render-route';
import { rendererEnglishOn } from '../../../testing/renderer-english';
import { success } from '../../../testing/replies';
import { member } from '../../../testing/data';
import { cardOf, groups } from '../testing/fixtures';

const { server, callsOf } = setupMockBackend();

const listOf = (table: typeof groups) => mockResponse('list_giftcard', { ...success, table });
const card = () => mockResponse('detail_giftcard', { ...success, table: cardOf() });
const noMusic = () => mockResponse('list_music', { ...success, table: [] });
const emptyBasket = () => mockResponse('detail_basket', { ...success, table: null });
const saved = () => mockResponse('giftcard_to_basket', success);

describe('given /checkout-cardselection', () => {
  it('groups the cards, marks the editable ones and puts the chosen one in the basket', async () => {
    server.use(listOf(groups), saved(), card(), noMusic());
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
    expect(callsOf('giftcard_to_basket')[0]?.fields.giftcard_id).toBe('7');
  });

  it('lists every card, editable or not, when there is no type parameter', async () => {
    server.use(listOf(groups));
    await renderRoute('/checkout-cardselection', { member });
    expect(await screen.findByRole('button', { name: /Birthday cake/ })).toBeInTheDocument();
    const list = callsOf('list_giftcard')[0]!;
    expect(list.fields).not.toHaveProperty('filter_by_editable');
    expect(list.fields).toMatchObject({ group_by_categories: 'true', order_by: 'ASC' });
    // The marker sits on the editable cards only.
    const cake = screen.getByRole('button', { name: /Birthday cake/ });
    expect(cake).not.toHaveTextContent('Editable');
    expect(screen.getByRole('button', { name: /Birthday balloons/ })).toHaveTextContent('Editable');
  });

  it('uses the type parameter as the editable filter, like /gift-card', async () => {
    server.use(
      mockResponse('list_giftcard', (fields) => ({
        ...success,
        table: groups
          .map((group) => ({
            ...group,
            giftcards: group.giftcards.filter(
              (card) =>
                !fields.filter_by_editable || card.is_editable === fields.filter_by_editable,
            ),
          }))
          .filter((group) => group.giftcards.length > 0),
      })),
    );
    await renderRoute('/checkout-cardselection?type=Yes', { member });
    expect(await screen.findByRole('button', { name: /Thank you flowers/ })).toBeInTheDocument();
    expect(callsOf('list_giftcard')[0]?.fields.filter_by_editable).toBe('Yes');
    expect(screen.queryByRole('button', { name: /Birthday cake/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Editable')).toHaveLength(2);
  });

  it('starts with the card chosen on /gift-card-product (gid) selected', async () => {
    server.use(listOf(groups));
    await renderRoute('/checkout-cardselection', { member, storage: { gid: '9' } });
    expect(await screen.findByRole('button', { name: /Thank you flowers/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeEnabled();
  });

  it('skips to the confirmation', async () => {
    server.use(listOf(groups), emptyBasket());
    const { router } = await renderRoute('/checkout-cardselection', { member });
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/checkout-confirmation'));
  });
});

describe('given /checkout-cardcustomization', () => {
  it('saves the edited card with giftcard_to_basket and goes to the confirmation', async () => {
    server.use(card(), noMusic(), saved(), emptyBasket());
    const { router } = await renderRoute('/checkout-cardcustomization?id=7', { member });
    expect(await screen.findByText('Customisation')).toHaveAttribute('aria-current', 'step');
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(message, 'Hello{Enter}there');
    expect(message).toHaveValue('Hellothere');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/checkout-confirmation'));
    const sent = callsOf('giftcard_to_basket')[0]!;
    expect(sent.fields.giftcard_id).toBe('7');
    // The message travels hex-encoded (UTF-8) inside the edit parameter.
    expect(sent.fields.giftcard_edit_parameter).toContain(
      Buffer.from('Hellothere').toString('hex'),
    );
  });

  it("shows the card editor in Japanese: none of the renderer's English labels", async () => {
    // The mocked backend's own music list (no noMusic()): the editor shows its music button.
    server.use(card(), emptyBasket());
    await renderRoute('/checkout-cardcustomization?id=7', { member, language: 'jp' });
    expect(await screen.findByRole('button', { name: '音楽を選ぶ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'メッセージ' })).toBeInTheDocument();
    expect(rendererEnglishOn()).toEqual([]);
  });
});
