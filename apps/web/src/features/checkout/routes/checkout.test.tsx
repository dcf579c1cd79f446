import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { currentLocation, renderRoute } from '../../../testing/render-route';
import { cardOf, groups, member, ok } from '../testing/fixtures';
import { apiHandler, done, type Reply } from '../testing/mock-api';

// The first visit of a lazy route compiles its chunk: allow for it.
configure({ asyncUtilTimeout: 8000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mock(replies: Record<string, Reply>) {
  const calls: { option: string; fields: Record<string, string>; files: string[] }[] = [];
  const recorded: Record<string, Reply> = {};
  for (const [option, reply] of Object.entries(replies)) {
    recorded[option] = (fields, files) => {
      calls.push({ option, fields, files: Object.keys(files) });
      return reply(fields, files);
    };
  }
  server.use(apiHandler(recorded));
  return calls;
}

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
