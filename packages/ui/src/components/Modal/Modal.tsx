import * as Dialog from '@radix-ui/react-dialog';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactNode,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { css, keyframes, styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { usePortalContainer } from '../../theme/portal';
import { useScopedThemeStyle } from '../../theme/ThemeScope';
import { VisuallyHiddenText } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { hitArea, pressable } from '../../theme/interaction';
import { useFocusReturn } from './focus-return';
import { useScrollLock } from './scroll-lock';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;
const slideUp = keyframes`
  from { transform: translate(-50%, 100%); }
  to { transform: translate(-50%, 0); }
`;

const OverlayBox = styled.div`
  position: fixed;
  inset: 0;
  background: var(--ug-colors-overlay);
  z-index: var(--ug-z-indices-overlay);
  &[data-state='open'] {
    animation: ${fadeIn} var(--ug-motion-normal) var(--ug-motion-easing);
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`;

/**
 * The dimmed page behind an open dialog or sheet, inside its Dialog.Portal. Not Radix's
 * Dialog.Overlay: the page is locked by useScrollLock (see scroll-lock.ts for why). A tap on it
 * is outside the dialog's content, which closes the dialog (Radix's DismissableLayer); it takes
 * pointer events, which the open dialog takes from the rest of the page.
 */
export const Overlay = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function Overlay(props, ref) {
    useScrollLock();
    const scope = useScopedThemeStyle();
    return (
      <OverlayBox
        data-state="open"
        {...props}
        ref={ref}
        style={{ ...scope, pointerEvents: 'auto', ...props.style }}
      />
    );
  },
);

/* eslint-disable no-restricted-syntax -- sizes.sheetMaxHeight is a share of the viewport's height
   (vh), not the px its variable says. */
const sheetMaxHeight = css`
  max-height: ${({ theme }) => theme.sizes.sheetMaxHeight}vh;
`;
/* eslint-enable no-restricted-syntax */

const panel = css`
  position: fixed;
  left: 50%;
  z-index: var(--ug-z-indices-modal);
  display: flex;
  flex-direction: column;
  background: var(--ug-colors-surface);
  color: var(--ug-colors-text);
  box-shadow: var(--ug-shadows-lg);
  overflow: hidden;
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`;

const CenteredPanel = styled(Dialog.Content)`
  ${panel}
  top: 50%;
  transform: translate(-50%, -50%);
  width: calc(100% - var(--ug-space-space800));
  max-width: calc(var(--ug-layout-column-max-width) - var(--ug-space-space800));
  ${sheetMaxHeight}
  border-radius: var(--ug-radii-lg);
  &[data-state='open'] {
    animation: ${popIn} var(--ug-motion-normal) var(--ug-motion-easing);
  }
`;

const SheetPanel = styled(Dialog.Content)`
  ${panel}
  bottom: 0;
  transform: translateX(-50%);
  width: 100%;
  max-width: var(--ug-layout-column-max-width);
  ${sheetMaxHeight}
  border-radius: var(--ug-radii-xl) var(--ug-radii-xl) 0 0;
  &[data-state='open'] {
    animation: ${slideUp} var(--ug-motion-slow) var(--ug-motion-easing);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ug-space-space200);
  padding: var(--ug-space-space400) var(--ug-space-space400) 0;
`;

const Title = styled(Dialog.Title)`
  flex: 1;
  margin: 0;
  font-size: var(--ug-font-sizes-lg);
  font-weight: var(--ug-font-weights-bold);
  line-height: var(--ug-line-heights-tight);
`;

const Description = styled(Dialog.Description)`
  margin: 0;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-md);
`;

const CloseButton = styled(Dialog.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--ug-sizes-control-small);
  height: var(--ug-sizes-control-small);
  margin: calc(-1 * var(--ug-space-space200)) calc(-1 * var(--ug-space-space200))
    calc(-1 * var(--ug-space-space200)) 0;
  border: 0;
  border-radius: var(--ug-radii-round);
  background: transparent;
  color: var(--ug-colors-text-muted);
  cursor: pointer;
  ${hitArea}
  ${pressable}
`;

const BodyBox = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: var(--ug-space-space400);
`;

/**
 * Scrollable middle part of a modal or sheet. It is a Tab stop only while its content overflows
 * (so keyboards can scroll it), and then named by the dialog's title: an always-focusable,
 * unnamed div was every modal's first Tab stop.
 */
export const Body = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function Body(props, forwarded) {
    const ref = useRef<HTMLDivElement>(null);
    useImperativeHandle(forwarded, () => ref.current as HTMLDivElement);
    const [scrolls, setScrolls] = useState(false);
    const [labelledBy, setLabelledBy] = useState<string | undefined>();
    useEffect(() => {
      const element = ref.current;
      if (!element) return undefined;
      const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
      measure();
      setLabelledBy(
        element.closest('[role="dialog"]')?.getAttribute('aria-labelledby') ?? undefined,
      );
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      if (element.firstElementChild) observer.observe(element.firstElementChild);
      return () => observer.disconnect();
    }, []);
    return (
      <BodyBox
        ref={ref}
        {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-labelledby': labelledBy } : {})}
        {...props}
      />
    );
  },
);

const DescriptionBox = styled.div`
  padding: var(--ug-space-space200) var(--ug-space-space400) 0;
`;

/** Action row at the bottom of a modal or sheet. */
export const Footer = styled.div`
  display: flex;
  gap: var(--ug-space-space300);
  padding: 0 var(--ug-space-space400) var(--ug-space-space400);
  & > * {
    flex: 1;
  }
`;

export interface ModalContentProps extends Omit<
  ComponentPropsWithoutRef<typeof Dialog.Content>,
  'title'
> {
  /** Required: every dialog is named by its title. */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Optional description under the title (aria-describedby). */
  description?: ReactNode;
  /**
   * Show the × close button.
   * @default true
   */
  showClose?: boolean;
  /** Accessible name of the close button (default from i18n 'common.close'). */
  closeLabel?: string;
  /** Container of the portal (default: UiProvider's portalContainer, else document.body). */
  container?: HTMLElement | null;
  /** The body: Modal.Body, then Modal.Footer for actions. */
  children?: ReactNode;
}

function makeContent(Panel: typeof CenteredPanel, kind: 'modal' | 'sheet') {
  function Content({
    title,
    hideTitle,
    description,
    showClose = true,
    closeLabel,
    container,
    children,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  }: ModalContentProps) {
    const { t } = useUiText();
    const defaultContainer = usePortalContainer();
    const focus = useFocusReturn({ onOpenAutoFocus, onCloseAutoFocus });
    const scope = useScopedThemeStyle();
    return (
      <Dialog.Portal container={container ?? defaultContainer}>
        <Overlay />
        <Panel
          data-kind={kind}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...rest}
          style={scope ? { ...scope, ...rest.style } : rest.style}
          {...focus}
        >
          <Header>
            {hideTitle ? (
              <VisuallyHiddenText as={Dialog.Title}>{title}</VisuallyHiddenText>
            ) : (
              <Title>{title}</Title>
            )}
            {showClose ? (
              <CloseButton aria-label={closeLabel ?? t('common.close')}>
                <Icon name="close" />
              </CloseButton>
            ) : null}
          </Header>
          {description ? (
            <DescriptionBox>
              <Description>{description}</Description>
            </DescriptionBox>
          ) : null}
          {children}
        </Panel>
      </Dialog.Portal>
    );
  }
  return Content;
}

/**
 * Modal.Content: the centred panel of an open modal, inside Modal.Root (Radix Dialog's Root, with
 * `open`/`onOpenChange` or a Modal.Trigger). It is named by its required title, has a × close
 * button, and holds Modal.Body (scrolls) then Modal.Footer (actions; Modal.Close closes). Focus is
 * trapped, scroll locked, Escape closes, and focus goes back to what opened it.
 */
export const ModalContent = makeContent(CenteredPanel, 'modal');

/** BottomSheet.Content: the same as Modal.Content, sliding up from the bottom of the column. */
export const SheetContent = makeContent(SheetPanel, 'sheet');

/**
 * A centred modal dialog (Radix Dialog): focus trapped, scroll locked, Escape closes, and focus
 * back on the element that opened it when it closes.
 * `<Modal.Root open onOpenChange><Modal.Trigger/><Modal.Content title="...">...</Modal.Content></Modal.Root>`
 */
export const Modal = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Close: Dialog.Close,
  Content: ModalContent,
  Body,
  Footer,
};

/** A sheet sliding up from the bottom of the column; same API as Modal. */
export const BottomSheet = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Close: Dialog.Close,
  Content: SheetContent,
  Body,
  Footer,
};
