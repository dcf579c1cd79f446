import { render, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { ConfirmDialog } from '../components/ConfirmDialog/ConfirmDialog';
import { Modal } from '../components/Modal/Modal';
import { createTheme, cssVarName, theme, themeToCssVariables } from './theme';
import { UiProvider } from './UiProvider';

const primary = cssVarName('colors', 'primary');
const gap = cssVarName('space', 'space400');

function Nested({ children }: { children: ReactNode }) {
  return (
    <UiProvider globalStyle={false} theme={{ colors: { primary: '#00aa00' } }}>
      <p>Inside</p>
      {children}
    </UiProvider>
  );
}

function scopeBox(): HTMLElement | null {
  return screen.getByText('Inside').closest<HTMLElement>('[data-ui-theme-scope]');
}

describe("the theme's CSS variables", () => {
  it('with the global style, are declared for :root and no box is added around the children', () => {
    const declarations = themeToCssVariables(createTheme({ colors: { primary: '#aa0000' } }));
    expect(declarations).toContain(`${primary}: #aa0000;`);
    expect(declarations).toContain(`${gap}: ${theme.space.space400}px;`);
    render(
      <UiProvider theme={{ colors: { primary: '#aa0000' } }}>
        <p>Inside</p>
      </UiProvider>,
    );
    expect(scopeBox()).toBeNull();
  });

  it("without the global style, are set on a box around a provider's children", () => {
    render(<Nested>{null}</Nested>);
    const scope = scopeBox();
    expect(scope?.style.display).toBe('contents');
    expect(scope?.style.getPropertyValue(primary)).toBe('#00aa00');
    expect(scope?.style.getPropertyValue(gap)).toBe(`${theme.space.space400}px`);
  });

  it('without the global style, go with a dialog portalled out of that box', () => {
    render(
      <Nested>
        <Modal.Root open onOpenChange={() => {}}>
          <Modal.Content title="Terms">
            <Modal.Body>Read them</Modal.Body>
          </Modal.Content>
        </Modal.Root>
      </Nested>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    expect(scopeBox()?.contains(dialog)).toBe(false);
    expect(dialog.style.getPropertyValue(primary)).toBe('#00aa00');
  });

  it('without the global style, go with a confirmation portalled out of that box', () => {
    render(
      <Nested>
        <ConfirmDialog open onOpenChange={() => {}} title="Remove?" onConfirm={() => {}} />
      </Nested>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove?' });
    expect(scopeBox()?.contains(dialog)).toBe(false);
    expect(dialog.style.getPropertyValue(primary)).toBe('#00aa00');
  });
});
