/**
 * Every user-facing string of the renderer and the editor. The app passes translated labels;
 * the renderer itself carries only these English defaults (it does not depend on i18next).
 * `{name}` in a label is replaced by the music name.
 */
export interface Labels {
  /** The closed card's button. */
  tapToOpen: string;
  /** Announced while the card opens. */
  opening: string;
  playMusic: string;
  pauseMusic: string;
  /** Names the card for screen readers (followed by the card title, when given). */
  giftCard: string;
  /** Heading of the message shown under the open card. */
  message: string;
  /** Stands in for a card image that could not be loaded. */
  imageUnavailable: string;
  uploadPhoto: string;
  replace: string;
  remove: string;
  /** Shown when a chosen file is not an image. */
  imageOnly: string;
  /** Names the editor's text area when its element has no placeholder. */
  text: string;
  chooseMusic: string;
  /** The music button when music is chosen ({name}). */
  changeMusic: string;
  noMusic: string;
  playPreview: string;
  pausePreview: string;
  ok: string;
  cancel: string;
  close: string;
}

export const defaultLabels: Readonly<Labels> = {
  tapToOpen: 'Tap to open',
  opening: 'Opening the card',
  playMusic: 'Play music',
  pauseMusic: 'Pause music',
  giftCard: 'Gift card',
  message: 'Message',
  imageUnavailable: 'Image unavailable',
  uploadPhoto: 'Upload photo',
  replace: 'Replace',
  remove: 'Remove',
  imageOnly: 'Please choose an image file',
  text: 'Text',
  chooseMusic: 'Choose a music',
  changeMusic: 'Music: {name}',
  noMusic: 'No music',
  playPreview: 'Play {name}',
  pausePreview: 'Pause {name}',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
};

export function withDefaults(labels: Partial<Labels> | undefined): Labels {
  return { ...defaultLabels, ...labels };
}

/** Fills `{name}` in a label. */
export function format(label: string, values: { name: string }): string {
  return label.replaceAll('{name}', values.name);
}
