import {
  type CSSProperties,
  type ChangeEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

import {
  type CardElement,
  type EditParameterError,
  type ImageElement,
  type TextElement,
  serializeEditParameter,
} from './edit-parameter';
import { type Music, useCardElements } from './GiftCard';
import { type Labels, format, withDefaults } from './labels';
import { editableBoxStyle, overlayBoxStyle, readingOrder, textStyle } from './layout';
import { MusicPicker } from './MusicPicker';
import { CardPicture, ImageIcon, ImageOverlay, MusicIcon } from './overlays';
import { StyleSheet } from './styles';

/** What the editor yields: ready for giftcard_to_basket. */
export interface GiftCardEditorValue {
  /** The edited elements (text decoded; photo slots keep their key). */
  elements: CardElement[];
  /** The new edit parameter's JSON text (text contents hex-encoded). */
  editParameter: string;
  /**
   * Photos the user chose, by image element key: send each as a multipart file under its key;
   * the server stores it and writes its URL into the element's content.
   */
  files: Record<string, File>;
}

export interface GiftCardEditorProps {
  /** Card design image. */
  image?: string;
  /** The card's edit parameter (JSON text or parsed). Read once: give a new `key` to start over. */
  editParameter: string | readonly CardElement[];
  /** Tracks offered by the music picker (list_music). No picker without tracks. */
  musics?: readonly Music[];
  /** Called after every edit with the new edit parameter and the chosen files. */
  onChange?: (value: GiftCardEditorValue) => void;
  /** Called when the edit parameter is malformed; the editor then has no fields. */
  onError?: (error: EditParameterError) => void;
  /** Card name, for screen readers. */
  title?: string;
  /** Open the music picker at once (for previews). */
  defaultMusicPickerOpen?: boolean;
  /** Translated strings; English defaults for any left out. */
  labels?: Partial<Labels>;
  /** Class of the outer element. */
  className?: string;
  /** Style of the outer element. */
  style?: CSSProperties;
}

/** Whether a file may go in a photo slot: image files only (spec section 5). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

function previewUrlOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revoke(url: string | undefined) {
  if (url && url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') {
    URL.revokeObjectURL(url);
  }
}

function PhotoSlot({
  element,
  layer,
  previewUrl,
  labels,
  onFile,
  onRemove,
  onRejected,
}: {
  element: ImageElement;
  layer: number;
  previewUrl: string | undefined;
  labels: Labels;
  onFile: (file: File) => void;
  onRemove: () => void;
  onRejected: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const name = element.placeholder || labels.uploadPhoto;
  const shown = previewUrl ?? element.content;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (isImageFile(file)) onFile(file);
    else onRejected();
  };
  return (
    <div
      className="ugc-slot"
      style={{ ...overlayBoxStyle(element), zIndex: layer }}
      data-key={element.key}
      role="group"
      aria-label={name}
    >
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={name}
        data-testid={`file-${element.key}`}
        onChange={choose}
      />
      {shown ? (
        <>
          <ImageOverlay
            element={{ ...element, xpos: 0, ypos: 0, width: 1, height: 1 }}
            layer={0}
            src={shown}
            unavailableLabel={labels.imageUnavailable}
          />
          <div className="ugc-slot-actions">
            <button type="button" className="ugc-chip" onClick={() => inputRef.current?.click()}>
              {labels.replace}
            </button>
            <button type="button" className="ugc-chip" onClick={onRemove}>
              {labels.remove}
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="ugc-chip"
          onClick={() => inputRef.current?.click()}
          style={{ display: 'inline-flex', alignItems: 'center', gap: '1cqw' }}
        >
          <span style={{ width: '1.2em', height: '1.2em', display: 'inline-flex' }}>
            <ImageIcon />
          </span>
          {labels.uploadPhoto}
        </button>
      )}
    </div>
  );
}

function TextArea({
  element,
  layer,
  label,
  onText,
}: {
  element: TextElement;
  layer: number;
  label: string;
  onText: (text: string) => void;
}) {
  return (
    <textarea
      className="ugc-text ugc-overlay-input"
      style={{ ...textStyle(element), ...editableBoxStyle(element), zIndex: layer }}
      data-key={element.key}
      aria-label={label}
      placeholder={element.placeholder}
      value={element.content}
      onChange={(event) => onText(event.target.value)}
    />
  );
}

/**
 * The sender's card editor: text areas over the design, photo slots (image files only), the
 * message (Enter blocked) and the music picker. Yields the new edit parameter and the files.
 */
export function GiftCardEditor({
  image,
  editParameter,
  musics = [],
  onChange,
  onError,
  title,
  defaultMusicPickerOpen = false,
  labels: overrides,
  className,
  style,
}: GiftCardEditorProps) {
  const labels = withDefaults(overrides);
  // The editor reads strictly (issue 46): it reports a malformed parameter instead of editing
  // what is left of it and saving that back.
  const parsed = useCardElements(editParameter, true);
  const [elements, setElements] = useState<CardElement[]>(() => [...parsed.elements]);
  const [files, setFiles] = useState<Record<string, File>>({});
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [rejected, setRejected] = useState<string | undefined>(undefined);
  const [pickerOpen, setPickerOpen] = useState(defaultMusicPickerOpen);
  const musicButtonRef = useRef<HTMLButtonElement>(null);
  const ids = useId();

  // Read through a ref: a new inline onError must not re-report the same error.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (parsed.error) onErrorRef.current?.(parsed.error);
  }, [parsed.error]);

  // Object URLs of previews are released with the editor.
  const previewsRef = useRef(previews);
  useEffect(() => {
    previewsRef.current = previews;
  }, [previews]);
  useEffect(() => () => Object.values(previewsRef.current).forEach(revoke), []);

  const emit = (nextElements: CardElement[], nextFiles: Record<string, File>) => {
    onChange?.({
      elements: nextElements,
      editParameter: serializeEditParameter(nextElements),
      files: nextFiles,
    });
  };

  const setContent = (key: string, content: string, nextFiles = files) => {
    const next = elements.map((element) =>
      element.key === key ? ({ ...element, content } as CardElement) : element,
    );
    setElements(next);
    emit(next, nextFiles);
  };

  const choosePhoto = (key: string, file: File) => {
    setRejected(undefined);
    revoke(previews[key]);
    setPreviews({ ...previews, [key]: previewUrlOf(file) });
    const nextFiles = { ...files, [key]: file };
    setFiles(nextFiles);
    emit(elements, nextFiles);
  };

  const removePhoto = (key: string) => {
    revoke(previews[key]);
    const { [key]: _preview, ...otherPreviews } = previews;
    const { [key]: _file, ...otherFiles } = files;
    setPreviews(otherPreviews);
    setFiles(otherFiles);
    setContent(key, '', otherFiles);
  };

  const chooseMusic = (musicId: string) => {
    setPickerOpen(false);
    musicButtonRef.current?.focus();
    const existing = elements.find((element) => element.type === 'music');
    if (existing) {
      setContent(existing.key, musicId);
      return;
    }
    if (musicId === '') return;
    // A design without a music element gets one, so the choice travels with the card.
    const next: CardElement[] = [
      ...elements,
      {
        type: 'music',
        key: 'music',
        content: musicId,
        placeholder: '',
        xpos: 0,
        ypos: 0,
        width: 0,
        height: 0,
        fontfamily: '',
        fontcolor: '',
        fontsize: null,
        size: null,
      },
    ];
    setElements(next);
    emit(next, files);
  };

  const message = elements.find((element) => element.type === 'message');
  const musicId = elements.find((element) => element.type === 'music')?.content ?? '';
  const chosenMusic = musics.find((music) => music.id === musicId);
  const overlays = readingOrder(
    elements.filter((element) => element.type !== 'message' && element.type !== 'music'),
  );

  let overlayNodes: ReactNode[] = overlays.map(({ element, layer }) => {
    switch (element.type) {
      case 'image':
        return (
          <PhotoSlot
            key={element.key}
            element={element}
            layer={layer}
            previewUrl={previews[element.key] || undefined}
            labels={labels}
            onFile={(file) => choosePhoto(element.key, file)}
            onRemove={() => removePhoto(element.key)}
            onRejected={() => setRejected(element.key)}
          />
        );
      case 'sticker':
        return (
          <ImageOverlay
            key={element.key}
            element={element}
            layer={layer}
            src={element.content}
            unavailableLabel={labels.imageUnavailable}
          />
        );
      default:
        return (
          <TextArea
            key={element.key}
            element={element as TextElement}
            layer={layer}
            label={element.placeholder || labels.text}
            onText={(text) => setContent(element.key, text)}
          />
        );
    }
  });
  if (parsed.error) overlayNodes = [];

  return (
    <div className={className ? `ugc-root ${className}` : 'ugc-root'} style={style}>
      <StyleSheet />
      <div
        className="ugc-stage"
        role="group"
        aria-label={title ? `${labels.giftCard}: ${title}` : labels.giftCard}
      >
        <CardPicture src={image} alt="" />
        <div className="ugc-layer">{overlayNodes}</div>
      </div>
      <div className="ugc-below">
        {rejected !== undefined && (
          <p className="ugc-error" role="alert">
            {labels.imageOnly}
          </p>
        )}
        {message && (
          <div className="ugc-field">
            <label className="ugc-field-label" htmlFor={`${ids}-message`}>
              {labels.message}
            </label>
            <textarea
              id={`${ids}-message`}
              className="ugc-input"
              rows={3}
              placeholder={message.placeholder}
              value={message.content}
              onKeyDown={(event) => {
                // The message is one paragraph: Enter never adds a line (spec section 5).
                if (event.key === 'Enter') event.preventDefault();
              }}
              onChange={(event) =>
                setContent(message.key, event.target.value.replace(/[\r\n]+/g, ' '))
              }
            />
          </div>
        )}
        {musics.length > 0 && (
          <div>
            <button
              ref={musicButtonRef}
              type="button"
              className="ugc-button"
              aria-haspopup="dialog"
              onClick={() => setPickerOpen(true)}
            >
              <MusicIcon />
              {chosenMusic
                ? format(labels.changeMusic, { name: chosenMusic.name })
                : labels.chooseMusic}
            </button>
          </div>
        )}
      </div>
      {pickerOpen && (
        <MusicPicker
          musics={musics}
          selectedId={musicId}
          labels={labels}
          onSelect={chooseMusic}
          onClose={() => {
            setPickerOpen(false);
            musicButtonRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
