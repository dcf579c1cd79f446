import { afterEach, describe, expect, it, vi } from 'vitest';

import { copyText } from './clipboard';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function setClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('given text to copy', () => {
  it('should use the Clipboard API where there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await copyText('hello');
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('should fall back to the copy command without the Clipboard API (plain http)', async () => {
    setClipboard(undefined);
    let selected = '';
    const execCommand = vi.fn(() => {
      const area = document.querySelector('textarea')!;
      selected = area.value.slice(area.selectionStart, area.selectionEnd);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await copyText('invite link');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('invite link');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('should reject when the Clipboard API refuses and the copy command fails', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await expect(copyText('x')).rejects.toThrow('copy refused');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
