import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import {
  handlers,
  merchantCodeIn as codeIn,
  merchantFixtures,
  merchantHandlers,
  type MerchantMocks,
  merchantRateLimited as rateLimited,
  merchantUnknownCode as unknownCode,
} from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { setMerchantKey } from '../lib/merchant-key';
import { t } from '../../../../../../.storybook/i18n';

const { key: MERCHANT_KEY, identity: merchant, code: validCode } = merchantFixtures;

/** An outlet's staff: sign in with the merchant key, check a code, redeem it at an outlet. */
const meta = {
  title: 'Screens/Merchant/Merchant',
  component: RouteStory,
  args: { path: '/merchant' },
  parameters: { msw: { handlers: [...merchantHandlers(), ...handlers] } },
  // Signed in: the key of this tab (sessionStorage), as after a sign-in.
  beforeEach: () => {
    setMerchantKey(MERCHANT_KEY);
    return () => setMerchantKey(null);
  },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const mocked = (mocks: MerchantMocks) => ({
  msw: { handlers: [...merchantHandlers(mocks), ...handlers] },
});
const signedOut = () => setMerchantKey(null);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types a code and checks it. */
const checkCode = async (canvasElement: HTMLElement, code = validCode.code) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(t('merchant.check.code')), code);
  await userEvent.click(canvas.getByRole('button', { name: t('merchant.check.submit') }));
};

const expectStatus = async (canvasElement: HTMLElement, status: string) => {
  const result = await within(canvasElement).findByRole('region', {
    name: (name) => name.includes(validCode.product.name),
  });
  await expect(within(result).getByText(t(`merchant.status.${status}`))).toBeVisible();
  return result;
};

export const SignIn: Story = {
  beforeEach: signedOut,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(t('merchant.signIn.key'))).toHaveAttribute(
      'type',
      'password',
    );
    await expect(canvas.getByRole('button', { name: t('merchant.signIn.submit') })).toBeDisabled();
    // Not a shopper's page: no tab bar.
    await expect(canvas.queryByRole('navigation', { name: /tab/i })).toBeNull();
  },
};

export const WrongKey: Story = {
  beforeEach: signedOut,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(t('merchant.signIn.key')), 'ugm_not-a-key');
    await userEvent.click(canvas.getByRole('button', { name: t('merchant.signIn.submit') }));
    await expect(await canvas.findByText(t('merchant.errors.wrongKey'))).toBeVisible();
    const field = canvas.getByLabelText(t('merchant.signIn.key'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(t('merchant.errors.wrongKey'));
  },
};

/** Signed in: the outlet and brand, sign out, and the code to check. */
export const CodeEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(merchant.name)).toBeVisible();
    await expect(canvas.getByText(merchant.brand)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('merchant.signOut') })).toBeVisible();
    await expect(canvas.getByLabelText(t('merchant.check.code'))).toBeVisible();
    // No BarcodeDetector in this browser: no scan button, the code is typed.
    await expect(canvas.queryByRole('button', { name: t('merchant.scan.open') })).toBeNull();
  },
};

/**
 * A browser with a QR BarcodeDetector and a camera: `detected` is what the detector reads, and
 * the camera is a canvas's stream (or refused). Undone after the story.
 */
const withCamera =
  ({ detected, refused = false }: { detected?: string; refused?: boolean } = {}) =>
  () => {
    const scope = globalThis as unknown as Record<string, unknown>;
    const media = navigator.mediaDevices;
    const { enumerateDevices, getUserMedia } = media;
    scope.BarcodeDetector = class {
      static getSupportedFormats = async () => ['qr_code'];
      detect = async () => (detected ? [{ rawValue: detected }] : []);
    };
    media.enumerateDevices = async () => [{ kind: 'videoinput' } as MediaDeviceInfo];
    media.getUserMedia = async () => {
      if (refused) throw new DOMException('Permission denied', 'NotAllowedError');
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      canvas.getContext('2d')?.fillRect(0, 0, 64, 64);
      return canvas.captureStream();
    };
    return () => {
      delete scope.BarcodeDetector;
      Object.assign(media, { enumerateDevices, getUserMedia });
    };
  };

/** Where the browser has a QR BarcodeDetector and a camera, a scan button beside Check. */
export const CodeEntryWithCamera: Story = {
  beforeEach: withCamera(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('merchant.scan.open') }),
    ).toBeVisible();
  },
};

/** The camera sees the voucher's QR code: the code is filled in and checked. */
export const ScannedCode: Story = {
  beforeEach: withCamera({ detected: validCode.code }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('merchant.scan.open') }));
    await expectStatus(canvasElement, 'valid');
    await expect(canvas.getByLabelText(t('merchant.check.code'))).toHaveValue(validCode.code);
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The camera refused (no permission): the dialog says to type the code. */
export const CameraRefused: Story = {
  beforeEach: withCamera({ refused: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('merchant.scan.open') }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: t('merchant.scan.title'),
    });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      t('merchant.scan.failed'),
    );
  },
};

export const CheckValid: Story = {
  play: async ({ canvasElement }) => {
    await checkCode(canvasElement);
    await expectStatus(canvasElement, 'valid');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SGD 10.00')).toBeVisible();
    await expect(canvas.getByLabelText(t('merchant.redeem.outlet'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('merchant.redeem.submit') })).toBeDisabled();
  },
};

export const CheckUsed: Story = {
  parameters: mocked({ check: () => codeIn('used') }),
  play: async ({ canvasElement }) => {
    await checkCode(canvasElement);
    const result = await expectStatus(canvasElement, 'used');
    await expect(within(result).getByText('Orchard Road')).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('button', { name: t('merchant.redeem.submit') }),
    ).toBeNull();
  },
};

export const CheckExpired: Story = {
  parameters: mocked({ check: () => codeIn('expired') }),
  play: async ({ canvasElement }) => {
    await checkCode(canvasElement);
    await expectStatus(canvasElement, 'expired');
  },
};

export const CheckVoid: Story = {
  parameters: mocked({ check: () => codeIn('void') }),
  play: async ({ canvasElement }) => {
    await checkCode(canvasElement);
    await expectStatus(canvasElement, 'void');
  },
};

export const UnknownCode: Story = {
  parameters: mocked({ check: () => unknownCode() }),
  play: async ({ canvasElement }) => {
    await checkCode(canvasElement, 'NOSUCHCODE');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t('merchant.errors.unknownCode'),
    );
  },
};

/** The outlet chosen, Redeem asks first. */
export const ConfirmRedeem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkCode(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByLabelText(t('merchant.redeem.outlet')),
      'Raffles Place',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('merchant.redeem.submit') }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: t('merchant.confirm.title'),
    });
    await expect(within(dialog).getByText(/Raffles Place/)).toBeVisible();
  },
};

export const Redeemed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkCode(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByLabelText(t('merchant.redeem.outlet')),
      'Raffles Place',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('merchant.redeem.submit') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('merchant.confirm.ok') }));
    await expect(
      await canvas.findByText(t('merchant.redeemed', { outlet: 'Raffles Place' })),
    ).toBeVisible();
    await expectStatus(canvasElement, 'used');
    await expect(canvas.getByRole('button', { name: t('merchant.another') })).toBeVisible();
  },
};

/** Too many unknown codes: checking waits for the window to end, and says how long. */
export const RateLimited: Story = {
  parameters: mocked({ check: () => rateLimited(840) }),
  play: async ({ canvasElement }) => {
    await checkCode(canvasElement, 'GUESS0001');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      t('merchant.errors.rateLimitedMinutes', { minutes: 14 }),
    );
  },
};
