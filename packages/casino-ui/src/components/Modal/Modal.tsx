import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { mergeRefs } from 'react-aria';
import { isInsideLayerAboveModals } from '../../private/layer-outside';
import { useCasinoMessages } from '../../theme/i18n';
import { PortalContainerContext, usePortalTarget } from '../../theme/portal';
import { Button } from '../Button';
import { body, close, description, footer, type modalSizes, overlay, panel, title } from './Modal.css';

export type ModalSize = (typeof modalSizes)[number];

export type ModalRootProps = Dialog.DialogProps;

/** Holds the open state. Controlled with `open` + `onOpenChange`, or uncontrolled with `defaultOpen`. */
function Root(props: ModalRootProps) {
  return <Dialog.Root {...props} />;
}

export type ModalTriggerProps = ComponentPropsWithoutRef<typeof Dialog.Trigger>;

/** Opens the modal. Use `asChild` to make a `Button` the trigger. */
const Trigger = /* @__PURE__ */ forwardRef<HTMLButtonElement, ModalTriggerProps>(function ModalTrigger(props, ref) {
  return <Dialog.Trigger ref={ref} {...props} />;
});

export type ModalContentProps = Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'forceMount'> & {
  /**
   * Width from 640 px up: `sm` 400 px, `md` 560 px, `lg` 800 px. Below 640 px the panel is a full-width bottom sheet.
   * @default 'md'
   */
  size?: ModalSize;
  /**
   * Element to render into. Overlays inherit their theme from where they are rendered.
   * @default the nearest CasinoUIProvider's root, else document.body
   */
  container?: HTMLElement | null;
  /**
   * Where focus goes when the modal closes. Radix returns focus to a `Modal.Trigger`; a modal opened from app state
   * has none, so focus would fall to the page body.
   * @default the element that had focus when the modal opened
   */
  returnFocusTo?: HTMLElement | null;
};

/**
 * The overlay and the panel. Escape and a click outside close it, focus stays inside while open and goes back to
 * the trigger on close (all Radix Dialog). Give it a `Modal.Title`, and a `Modal.Description` or
 * `aria-describedby={undefined}`.
 */
const Content = /* @__PURE__ */ forwardRef<HTMLDivElement, ModalContentProps>(function ModalContent(
  {
    size = 'md',
    container,
    returnFocusTo,
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onInteractOutside,
    className,
    children,
    ...rest
  },
  ref,
) {
  const providerContainer = usePortalTarget();
  // Lists opened inside the modal (a combo box's) render inside its panel: the panel is the dialog (aria-modal hides
  // everything outside it, and its scroll lock swallows the wheel outside it), and the list stays within its box.
  const [panelElement, setPanelElement] = useState<HTMLDivElement | null>(null);
  const panelRef = useMemo(() => mergeRefs<HTMLDivElement>(ref, setPanelElement), [ref]);
  const focusedAtOpen = useRef<Element | null>(null);
  // Runs as the modal opens, before Radix moves focus inside: what has focus now is what opened it.
  const rememberOpener = (event: Event) => {
    focusedAtOpen.current = document.activeElement;
    onOpenAutoFocus?.(event);
  };
  const restoreFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = returnFocusTo ?? focusedAtOpen.current;
    if (target instanceof HTMLElement && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
  // Escape in a field whose list is open (a combo box) closes that list only: the field handles it itself. Radix
  // hears the key first, on the document, and would close the whole dialog and lose what was typed.
  const closeUnlessPopupOpen = (event: KeyboardEvent) => {
    onEscapeKeyDown?.(event);
    if (event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true')
      event.preventDefault();
  };
  // A toast's buttons (Dismiss) belong to a layer above the modal, not to the page behind it.
  const closeUnlessAboveModals: NonNullable<ModalContentProps['onInteractOutside']> = (event) => {
    onInteractOutside?.(event);
    if (isInsideLayerAboveModals(event.target)) event.preventDefault();
  };
  const target = container ?? providerContainer;
  if (target === undefined) return null;
  return (
    <Dialog.Portal container={target}>
      <Dialog.Overlay className={overlay} />
      <Dialog.Content
        ref={panelRef}
        className={clsx(panel({ size }), className)}
        onOpenAutoFocus={rememberOpener}
        onCloseAutoFocus={restoreFocus}
        onEscapeKeyDown={closeUnlessPopupOpen}
        onInteractOutside={closeUnlessAboveModals}
        {...rest}
      >
        <PortalContainerContext.Provider value={panelElement ?? providerContainer}>
          {children}
        </PortalContainerContext.Provider>
      </Dialog.Content>
    </Dialog.Portal>
  );
});

export type ModalTitleProps = ComponentPropsWithoutRef<typeof Dialog.Title>;

/** The modal's name, announced when it opens. Renders an `h2`. */
const Title = /* @__PURE__ */ forwardRef<HTMLHeadingElement, ModalTitleProps>(function ModalTitle(
  { className, ...rest },
  ref,
) {
  return <Dialog.Title ref={ref} className={clsx(title, className)} {...rest} />;
});

export type ModalDescriptionProps = ComponentPropsWithoutRef<typeof Dialog.Description>;

/** One sentence under the title, announced after it. */
const Description = /* @__PURE__ */ forwardRef<HTMLParagraphElement, ModalDescriptionProps>(function ModalDescription(
  { className, ...rest },
  ref,
) {
  return <Dialog.Description ref={ref} className={clsx(description, className)} {...rest} />;
});

export type ModalCloseProps = {
  /**
   * Accessible name of the icon button.
   * @default 'Close'
   */
  label?: string;
  /**
   * Your own closing control (for example a "Cancel" `Button`) instead of the icon button; it closes the modal
   * when pressed.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Extra class names for the icon button.
   * @default undefined
   */
  className?: string;
};

/** Closes the modal: an icon button in the top corner, or the control passed as `children`. */
const Close = /* @__PURE__ */ forwardRef<HTMLButtonElement, ModalCloseProps>(function ModalClose(
  { label: labelProp, children, className },
  ref,
) {
  const messages = useCasinoMessages();
  const label = labelProp ?? messages.modal.close;
  if (children) {
    return <Dialog.Close asChild>{children}</Dialog.Close>;
  }
  // Through Button (react-aria) rather than Radix's own button: react-aria turns Enter and Space into the onClick
  // Radix listens to, and reports pressed/hovered/focus-visible for styling.
  return (
    <Dialog.Close asChild>
      <Button ref={ref} variant="ghost" aria-label={label} className={clsx(close, className)}>
        <X size={20} aria-hidden="true" />
      </Button>
    </Dialog.Close>
  );
});

export type ModalBodyProps = HTMLAttributes<HTMLDivElement>;

/**
 * The content. Scrolls on its own so the title and footer stay in view; while it overflows it takes keyboard focus
 * so keyboard users can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable).
 */
const Body = /* @__PURE__ */ forwardRef<HTMLDivElement, ModalBodyProps>(function ModalBody(
  { className, ...rest },
  ref,
) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const overflows = useOverflow(element);
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      setElement(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return <div ref={setRefs} className={clsx(body, className)} tabIndex={overflows ? 0 : undefined} {...rest} />;
});

/** Whether an element's content is taller than its box, kept up to date as either changes size. */
function useOverflow(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

export type ModalFooterProps = HTMLAttributes<HTMLDivElement>;

/** The actions row, aligned to the end. Put the main action last. */
const Footer = /* @__PURE__ */ forwardRef<HTMLDivElement, ModalFooterProps>(function ModalFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={clsx(footer, className)} {...rest} />;
});

/**
 * A dialog built from parts, on Radix Dialog:
 * `Modal.Root > Modal.Trigger + Modal.Content > Modal.Close, Modal.Title, Modal.Description, Modal.Body, Modal.Footer`.
 */
export const Modal = { Root, Trigger, Content, Title, Description, Close, Body, Footer };

export {
  Body as ModalBody,
  Close as ModalClose,
  Content as ModalContent,
  Description as ModalDescription,
  Footer as ModalFooter,
  Root as ModalRoot,
  Title as ModalTitle,
  Trigger as ModalTrigger,
};
