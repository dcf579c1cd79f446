/**
 * Puts text on the clipboard. The async Clipboard API exists only in secure contexts (https or
 * localhost); elsewhere, or when it refuses, a hidden textarea and the older copy command do it.
 * Rejects when neither works, so the caller can say so.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or no focus: try the older way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const focused = document.activeElement;
  document.body.append(area);
  area.focus();
  area.select();
  try {
    // execCommand is deprecated but is the only copy left where the Clipboard API is missing.
    if (!document.execCommand?.('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
    // Give focus back to the button that asked, for keyboard users.
    if (focused instanceof HTMLElement) focused.focus();
  }
}
