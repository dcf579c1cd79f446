import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import {
  handlers,
  MEMBER_ID,
  mockData,
  mockFailure,
  mockHttpError,
  mockResponse,
} from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { landsOnLogin } from '../../../testing/story-checks';
import { t } from '../../../../../../.storybook/i18n';

const member = { member_id: MEMBER_ID, country_id: '3' };

const meta = {
  title: 'Screens/Profile/Profile Edit',
  component: RouteStory,
  args: { path: '/profile-edit', member },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(t('profile.edit.name'))).toHaveValue('Mei Tan');
    await expect(canvas.getByLabelText(t('profile.edit.phone'))).toHaveAttribute('readonly');
  },
};

/** A member without a registered country chooses one; empty dates show as empty. */
export const NoCountryYet: Story = {
  parameters: {
    msw: {
      handlers: [
        mockResponse('detail_profile', {
          success: true,
          message: '',
          table: {
            ...mockData.profile,
            name: '',
            email: '',
            gender: '',
            dob: '0000-00-00',
            country_id: '0',
            country: '',
            profile_picture: '',
            billing_address: '',
            billing_postcode: '',
            billing_state: '',
            billing_country_id: '',
            shipping_address: '',
            shipping_postcode: '',
            shipping_state: '',
            shipping_country_id: '',
          },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('combobox', { name: t('profile.edit.registeredCountry') }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(t('profile.edit.dob'))).toHaveValue('');
  },
};

export const SameAsBilling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = await canvas.findByRole('region', { name: t('profile.edit.billing') });
    const shipping = canvas.getByRole('region', { name: t('profile.edit.shipping') });
    await userEvent.clear(within(billing).getByLabelText(t('profile.edit.address')));
    await userEvent.type(
      within(billing).getByLabelText(t('profile.edit.address')),
      '9 Jalan Ampang',
    );
    await userEvent.click(within(shipping).getByRole('checkbox'));
    await expect(within(shipping).getByLabelText(t('profile.edit.address'))).toHaveValue(
      '9 Jalan Ampang',
    );
  },
};

export const Updated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('profile.edit.save') }));
    await expect(await canvas.findByRole('alertdialog')).toHaveTextContent(
      t('profile.edit.updated'),
    );
  },
};

/** An emptied Name is an error on the field; nothing is saved. */
export const NameEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(t('profile.edit.name'));
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: t('profile.edit.save') }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(t('profile.edit.nameRequired'));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

export const UpdateFailed: Story = {
  parameters: {
    msw: {
      handlers: [mockFailure('update_profile', 'The photo must be at most 5 MB.'), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('profile.edit.save') }));
    const dialog = await canvas.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('profile.edit.failed'));
    await expect(dialog).toHaveTextContent('The photo must be at most 5 MB.');
  },
};

export const PhotoNotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText(t('profile.edit.photo'), { selector: 'input' });
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alertdialog')).toHaveTextContent(
      t('profile.edit.photoInvalid'),
    );
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockHttpError('detail_profile'), ...handlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('serverError.title') }),
    ).toBeVisible();
  },
};

/** /profile-edit is behind login: a guest lands on the login screen. */
export const Guest: Story = {
  args: { member: undefined },
  // The login screen is another feature's: its own stories hold its picture.
  parameters: { chromatic: { disableSnapshot: true } },
  play: landsOnLogin,
};
