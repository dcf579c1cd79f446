import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

import type { Music } from './GiftCard';
import { type Labels, format, withDefaults } from './labels';
import { PauseIcon, PlayIcon } from './overlays';
import { StyleSheet } from './styles';

export interface MusicPickerProps {
  /** Tracks to choose from (list_music). */
  musics: readonly Music[];
  /** The music chosen so far ('' for none). */
  selectedId: string;
  /** OK: the chosen music id ('' for no music). */
  onSelect: (musicId: string) => void;
  /** Closed without choosing (Cancel, the close button, Escape or the backdrop). */
  onClose: () => void;
  /** Translated strings; English defaults for any left out. */
  labels?: Partial<Labels>;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled])';

/**
 * The 'Choose a music' dialog: a list of tracks, each with a play/pause preview, one selected
 * at a time; OK confirms. Rendered while open (mount it to open it).
 */
export function MusicPicker({
  musics,
  selectedId,
  onSelect,
  onClose,
  labels: overrides,
}: MusicPickerProps) {
  const labels = withDefaults(overrides);
  const [pending, setPending] = useState(selectedId);
  const [previewing, setPreviewing] = useState<string | undefined>(undefined);
  const audioRef = useRef<HTMLAudioElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const titleId = `${ids}-title`;

  useEffect(() => {
    const dialog = dialogRef.current;
    const checked = dialog?.querySelector<HTMLInputElement>('input:checked');
    (checked ?? dialog?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  }, []);

  // Stops the preview when the dialog goes away.
  useEffect(() => {
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  const togglePreview = (music: Music) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (previewing === music.id) {
      audio.pause();
      setPreviewing(undefined);
      return;
    }
    // Started from the click, so browsers allow the sound.
    audio.src = music.url;
    setPreviewing(music.id);
    try {
      audio.play()?.catch(() => setPreviewing(undefined));
    } catch {
      setPreviewing(undefined);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keeps focus inside the modal dialog.
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = dialogRef.current?.ownerDocument.activeElement ?? null;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const rows: { id: string; name: string; music?: Music }[] = [
    { id: '', name: labels.noMusic },
    ...musics.map((music) => ({ id: music.id, name: music.name, music })),
  ];

  return (
    <div
      className="ugc-root ugc-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
      role="presentation"
    >
      <StyleSheet />
      <div
        ref={dialogRef}
        className="ugc-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="ugc-dialog-header">
          <h2 id={titleId} className="ugc-dialog-title">
            {labels.chooseMusic}
          </h2>
          <button
            type="button"
            className="ugc-button ugc-icon-button"
            aria-label={labels.close}
            onClick={onClose}
          >
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className="ugc-music-list" role="radiogroup" aria-labelledby={titleId}>
          {rows.map((row) => {
            const inputId = `${ids}-music-${row.id || 'none'}`;
            const isPreviewing = previewing === row.id && row.music !== undefined;
            return (
              <div
                key={row.id || 'none'}
                className="ugc-music-row"
                data-selected={pending === row.id}
              >
                <label htmlFor={inputId}>
                  <input
                    id={inputId}
                    type="radio"
                    name={`${ids}-music`}
                    value={row.id}
                    checked={pending === row.id}
                    onChange={() => setPending(row.id)}
                  />
                  {row.name}
                </label>
                {row.music && (
                  <button
                    type="button"
                    className="ugc-button ugc-icon-button"
                    aria-label={format(isPreviewing ? labels.pausePreview : labels.playPreview, {
                      name: row.name,
                    })}
                    onClick={() => togglePreview(row.music!)}
                  >
                    {isPreviewing ? <PauseIcon /> : <PlayIcon />}
                  </button>
                )}
              </div>
            );
          })}
        </div>
        {/* Its src is set in the click handler: a src set by React would restart the load. */}
        <audio ref={audioRef} preload="none" onEnded={() => setPreviewing(undefined)}>
          <track kind="captions" />
        </audio>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" className="ugc-button" onClick={onClose}>
            {labels.cancel}
          </button>
          <button
            type="button"
            className="ugc-button"
            data-variant="primary"
            onClick={() => onSelect(pending)}
          >
            {labels.ok}
          </button>
        </div>
      </div>
    </div>
  );
}
