import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { uiText } from '../../stories/text';
import {
  Body,
  BottomSheet,
  Footer,
  Modal,
  ModalContent,
  type ModalContentProps,
  SheetContent,
} from './Modal';

/** Modal.Content's own props (the docs page's controls), the Root's callback and the body's length. */
interface Args extends Pick<
  ModalContentProps,
  'hideTitle' | 'description' | 'showClose' | 'closeLabel'
> {
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Twenty paragraphs instead of two: the body scrolls. */
  long?: boolean;
}

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <p key={i}>
      {i + 1}. Present the e-voucher at the counter before ordering. One voucher per transaction.
    </p>
  ));

const meta = {
  title: 'Kit/Modal',
  // A docs page for the compound parts: Modal.Content's props, then the parts it holds and
  // BottomSheet's panel (the rest, Root, Trigger and Close, are Radix Dialog's own).
  component: ModalContent,
  subcomponents: {
    'Modal.Body': Body,
    'Modal.Footer': Footer,
    'BottomSheet.Content': SheetContent,
  },
  tags: ['autodocs'],
  args: { onOpenChange: fn(), title: 'How to redeem' },
  // An open dialog covers its viewport: on the docs page each story gets a frame of its own,
  // where its play opens it.
  parameters: { docs: { story: { inline: false, height: '560px' } } },
  render: ({ onOpenChange, long, ...content }) => (
    <Modal.Root onOpenChange={onOpenChange}>
      <Modal.Trigger asChild>
        <Button>Open</Button>
      </Modal.Trigger>
      <Modal.Content {...content}>
        <Modal.Body>{paragraphs(long ? 20 : 2)}</Modal.Body>
        <Modal.Footer>
          <Modal.Close asChild>
            <Button>OK</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger only. */
export const Closed: Story = {};

/** Open: focus moves inside, Escape closes and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'How to redeem' });
    await expect(dialog).toBeVisible();
    // The kit's own Close, in the interface language.
    await expect(
      within(dialog).getByRole('button', { name: uiText('common.close') }),
    ).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
  },
};

/** Tab stays inside the open modal (focus trap) and the page behind cannot scroll. */
export const FocusTrapAndScrollLock: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // The page under it does not scroll (locked once the dialog has been drawn).
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
  },
};

export const LongContent: Story = {
  args: { long: true, title: 'Terms & Conditions' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
  },
};

/** The title can be visually hidden but is still the dialog's name. */
export const HiddenTitle: Story = {
  args: { hideTitle: true, title: 'Video' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await expect(await screen.findByRole('dialog', { name: 'Video' })).toBeVisible();
  },
};

/** BottomSheet: the same API, sliding up from the bottom of the column. */
export const Sheet: Story = {
  args: { title: 'Choose Location' },
  render: ({ onOpenChange, title }) => (
    <BottomSheet.Root onOpenChange={onOpenChange}>
      <BottomSheet.Trigger asChild>
        <Button>Open</Button>
      </BottomSheet.Trigger>
      <BottomSheet.Content title={title}>
        <BottomSheet.Body>{paragraphs(3)}</BottomSheet.Body>
        <BottomSheet.Footer>
          <BottomSheet.Close asChild>
            <Button>Apply</Button>
          </BottomSheet.Close>
        </BottomSheet.Footer>
      </BottomSheet.Content>
    </BottomSheet.Root>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose Location' });
    await expect(sheet).toHaveAttribute('data-kind', 'sheet');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const SheetOpen: Story = {
  ...Sheet,
  args: { title: 'Language' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Language' });
  },
};
