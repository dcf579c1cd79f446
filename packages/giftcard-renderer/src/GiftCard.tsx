import {
  type CSSProperties,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

import {
  type CardElement,
  type EditParameterError,
  getMessage,
  parseEditParameter,
} from './edit-parameter';
import { type Labels, withDefaults } from './labels';
import { readingOrder } from './layout';
import {
  CardPicture,
  GiftIcon,
  ImageOverlay,
  MusicIcon,
  PauseIcon,
  PlayIcon,
  TextOverlay,
} from './overlays';
import { OPEN_DURATION_MS, StyleSheet } from './styles';

export type GiftCardState = 'closed' | 'opening' | 'open';

/** A music track (list_music): the card plays `url`. */
export interface Music {
  id: string;
  name: string;
  url: string;
}

export interface GiftCardProps {
  /** Card design image (the gift card's `image`). */
  image?: string;
  /** The gift card id; 0 means no design: no card graphic, and the card counts as open. */
  giftcardId?: number | string;
  /** The edit parameter: its JSON text as the server sends it, or parsed elements. */
  editParameter?: string | readonly CardElement[];
  /** The card's music; it starts only when the user taps to open (never autoplay). */
  music?: Pick<Music, 'url'> & Partial<Music>;
  /** Card name, read to screen readers with the card. */
  title?: string;
  /** What the design shows, for screen readers (the picture itself is described by this). */
  description?: string;
  /** Controlled state. Without it the card starts in `defaultState` and opens on tap. */
  state?: GiftCardState;
  /** Initial state when uncontrolled. Default 'closed'. */
  defaultState?: 'closed' | 'open';
  /**
   * Freezes the opening animation at this point (0..1) while the state is 'opening'; for
   * previews and deterministic screenshots.
   */
  animationProgress?: number;
  /** Called on every state change (closed -> opening -> open). */
  onStateChange?: (state: GiftCardState) => void;
  /**
   * Called once each time a closed card has opened (after the animation, or at once with reduced
   * motion); not when it mounts already open.
   */
  onOpen?: () => void;
  /** Called when the edit parameter is malformed; the card then shows no overlays. */
  onError?: (error: EditParameterError) => void;
  /** Show the message element's text under the open card. Default true. */
  showMessage?: boolean;
  /** Translated strings; English defaults for any left out. */
  labels?: Partial<Labels>;
  /** Class of the outer element. */
  className?: string;
  /** Style of the outer element. */
  style?: CSSProperties;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Whether the user asked for reduced motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION).matches,
    () => false,
  );
}

const EMPTY: readonly CardElement[] = [];

/**
 * Parses the edit parameter once per value; text that is not a list gives no elements and an
 * error, an invalid element is dropped with a console warning while the others draw.
 */
export function useCardElements(
  editParameter: string | readonly CardElement[] | undefined,
  /** Strict: any invalid element makes the whole parameter an error (the editor's reading). */
  strict = false,
) {
  return useMemo((): { elements: readonly CardElement[]; error?: EditParameterError } => {
    if (editParameter === undefined) return { elements: EMPTY };
    if (typeof editParameter !== 'string') return { elements: editParameter };
    const result = parseEditParameter(editParameter, { strict });
    if (result.warnings) {
      const dropped = result.warnings.map((issue) => `${issue.path} ${issue.message}`);
      console.warn(`GiftCard: skipped invalid card elements: ${dropped.join('; ')}`);
    }
    return result.ok ? { elements: result.value } : { elements: EMPTY, error: result.error };
  }, [editParameter, strict]);
}

function isNoDesign(giftcardId: number | string | undefined): boolean {
  return giftcardId !== undefined && Number(giftcardId) === 0;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/**
 * The gift card as the recipient sees it: the design with its text and image overlays, closed
 * until tapped, then opening (1700 ms) and open, with its music and message.
 */
export function GiftCard({
  image,
  giftcardId,
  editParameter,
  music,
  title,
  description,
  state: controlledState,
  defaultState = 'closed',
  animationProgress,
  onStateChange,
  onOpen,
  onError,
  showMessage = true,
  labels: labelOverrides,
  className,
  style,
}: GiftCardProps) {
  const labels = withDefaults(labelOverrides);
  const noDesign = isNoDesign(giftcardId);
  const reducedMotion = usePrefersReducedMotion();
  const { elements, error } = useCardElements(editParameter);
  const [ownState, setOwnState] = useState<GiftCardState>(defaultState);
  const state: GiftCardState = noDesign ? 'open' : (controlledState ?? ownState);
  const open = state === 'open';

  const audioRef = useRef<HTMLAudioElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const [playing, setPlaying] = useState(false);
  // A card that mounts open was never opened: onOpen waits for it to close and open again.
  const openedRef = useRef(open);
  const ids = useId();

  // Callbacks are read through refs: a new inline function must not re-fire them.
  const callbacks = useRef({ onError, onOpen });
  useEffect(() => {
    callbacks.current = { onError, onOpen };
  });

  useEffect(() => {
    if (error) callbacks.current.onError?.(error);
  }, [error]);

  const change = useCallback(
    (next: GiftCardState) => {
      if (controlledState === undefined) setOwnState(next);
      onStateChange?.(next);
    },
    [controlledState, onStateChange],
  );

  // onOpen fires once per opening, whichever way the card got there.
  useEffect(() => {
    if (open && !noDesign && !openedRef.current) {
      openedRef.current = true;
      callbacks.current.onOpen?.();
    }
    if (!open) openedRef.current = false;
  }, [open, noDesign]);

  // An animation that is not frozen finishes after the opening time.
  useEffect(() => {
    if (state !== 'opening' || animationProgress !== undefined) return undefined;
    // With reduced motion there is nothing to watch: open on the next tick.
    const timer = setTimeout(() => change('open'), reducedMotion ? 0 : OPEN_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state, animationProgress, reducedMotion, change]);

  // Focus follows the card when it opens from its own button, so keyboard users are not lost.
  const focusAfterOpen = useRef(false);
  useEffect(() => {
    if (open && focusAfterOpen.current) {
      focusAfterOpen.current = false;
      rootRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  const playMusic = () => {
    const audio = audioRef.current;
    if (!audio) return;
    try {
      // Called only from a tap handler: browsers allow sound started by a user gesture.
      const started = audio.play();
      setPlaying(true);
      started?.catch(() => setPlaying(false));
    } catch {
      setPlaying(false);
    }
  };

  const handleTap = () => {
    if (state !== 'closed') return;
    focusAfterOpen.current = true;
    if (music?.url) playMusic();
    change(reducedMotion ? 'open' : 'opening');
  };

  const toggleMusic = () => {
    if (playing) {
      audioRef.current?.pause();
      setPlaying(false);
    } else playMusic();
  };

  const message = getMessage(elements);
  const overlays = readingOrder(
    elements.filter((element) => element.type !== 'message' && element.type !== 'music'),
  );
  const captionId = `${ids}-caption`;
  const frozen = state === 'opening' && animationProgress !== undefined;
  const coverStyle: CSSProperties | undefined = frozen
    ? { transform: `rotateY(${(-180 * clamp01(animationProgress)).toFixed(2)}deg)` }
    : undefined;

  return (
    <figure
      ref={rootRef}
      className={className ? `ugc-root ${className}` : 'ugc-root'}
      style={style}
      data-state={state}
      aria-labelledby={captionId}
      aria-busy={state === 'opening' || undefined}
      tabIndex={-1}
    >
      <StyleSheet />
      <figcaption id={captionId} className="ugc-visually-hidden">
        {[title ? `${labels.giftCard}: ${title}` : labels.giftCard, description]
          .filter(Boolean)
          .join('. ')}
      </figcaption>
      {!noDesign && (
        <div className="ugc-stage">
          <CardPicture src={image} alt="" />
          <div className="ugc-layer" inert={!open}>
            {overlays.map(({ element, layer }) =>
              element.type === 'image' || element.type === 'sticker' ? (
                element.content === '' ? null : (
                  <ImageOverlay
                    key={element.key}
                    element={element}
                    layer={layer}
                    src={element.content}
                    unavailableLabel={labels.imageUnavailable}
                  />
                )
              ) : element.content === '' ? null : (
                <TextOverlay key={element.key} element={element} layer={layer} />
              ),
            )}
          </div>
          {state === 'closed' && (
            <button type="button" className="ugc-cover" onClick={handleTap}>
              <span className="ugc-seal">
                <GiftIcon />
              </span>
              <span className="ugc-tap">{labels.tapToOpen}</span>
            </button>
          )}
          {state === 'opening' && (
            <div
              className="ugc-cover"
              aria-hidden="true"
              data-animate={frozen ? undefined : 'true'}
              style={coverStyle}
            >
              <span className="ugc-seal">
                <GiftIcon />
              </span>
            </div>
          )}
        </div>
      )}
      <p className="ugc-visually-hidden" role="status">
        {state === 'opening' ? labels.opening : ''}
      </p>
      {music?.url && (
        <audio ref={audioRef} src={music.url} preload="none" loop onPause={() => setPlaying(false)}>
          <track kind="captions" />
        </audio>
      )}
      {open && ((showMessage && message !== '') || music?.url) && (
        <div className="ugc-below">
          {music?.url && (
            <div className="ugc-music">
              <button type="button" className="ugc-button" onClick={toggleMusic}>
                {playing ? <PauseIcon /> : <PlayIcon />}
                {playing ? labels.pauseMusic : labels.playMusic}
              </button>
              {music.name ? (
                <span className="ugc-music-name">
                  <MusicIcon />
                  {music.name}
                </span>
              ) : null}
            </div>
          )}
          {showMessage && message !== '' && (
            <section aria-labelledby={`${ids}-message`}>
              <p id={`${ids}-message`} className="ugc-message-heading">
                {labels.message}
              </p>
              <p className="ugc-message">{message}</p>
            </section>
          )}
        </div>
      )}
    </figure>
  );
}
