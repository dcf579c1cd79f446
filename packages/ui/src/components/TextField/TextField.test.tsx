import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithUi } from '../../testing/render';
import { Checkbox } from '../Checkbox/Checkbox';
import { PasswordField } from '../PasswordField/PasswordField';
import { PhoneField } from '../PhoneField/PhoneField';
import { TextField } from './TextField';

/** The element an aria-describedby points at (one id), or null. */
function describer(control: HTMLElement): HTMLElement | null {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
}

describe('given the kit form-field pattern', () => {
  it('should leave a field without hint or error undescribed and valid', () => {
    renderWithUi(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('should describe a field by its hint, without marking it invalid', () => {
    renderWithUi(<TextField label="Name" hint="As on your ID" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(describer(input)).toHaveTextContent('As on your ID');
    expect(input).toHaveAccessibleDescription('As on your ID');
  });

  it('should mark a field with an error invalid, the error under it and in place of the hint', () => {
    renderWithUi(<TextField label="Name" hint="As on your ID" error="Please enter your name." />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = describer(input);
    expect(message).toHaveTextContent('Please enter your name.');
    expect(message).toBeVisible();
    expect(screen.queryByText('As on your ID')).not.toBeInTheDocument();
  });

  it('should give every field its own message id', () => {
    renderWithUi(
      <>
        <TextField label="First" error="First is wrong" />
        <TextField label="Second" error="Second is wrong" />
      </>,
    );
    expect(screen.getByLabelText('First')).toHaveAccessibleDescription('First is wrong');
    expect(screen.getByLabelText('Second')).toHaveAccessibleDescription('Second is wrong');
  });

  it('should carry the pattern through PasswordField', () => {
    renderWithUi(<PasswordField error="Please enter your password." />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your password.');
  });

  it('should describe the phone number and its country-code picker by the same error', () => {
    renderWithUi(
      <PhoneField
        countries={[{ code: '65', name: 'Singapore' }]}
        countryCode="65"
        onCountryCodeChange={() => {}}
        value="12"
        onChange={() => {}}
        error="Please enter a valid phone number."
      />,
    );
    const input = screen.getByLabelText('Phone number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(screen.getByRole('button', { name: /^Country code/ })).toHaveAccessibleDescription(
      'Please enter a valid phone number.',
    );
  });

  it('should carry the pattern through Checkbox', () => {
    renderWithUi(<Checkbox label="I agree" error="Please accept the terms." />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms.');
  });
});
