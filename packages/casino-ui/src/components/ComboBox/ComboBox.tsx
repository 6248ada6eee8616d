import { Check, ChevronDown } from 'lucide-react';
import { forwardRef, type ReactNode, type RefObject, useRef } from 'react';
import {
  type AriaListBoxOptions,
  DismissButton,
  mergeProps,
  Overlay,
  useButton,
  useComboBox,
  useFilter,
  useFocusRing,
  useHover,
  useListBox,
  useObjectRef,
  useOption,
  usePopover,
} from 'react-aria';
import { type ComboBoxState, Item, type Node, useComboBoxState } from 'react-stately';
import { FieldControl, FieldFrame, fieldInput, hasErrorMessage } from '../../private/field';
import { useCasinoMessages } from '../../theme/i18n';
import { usePortalTarget } from '../../theme/portal';
import { SpinnerGlyph } from '../Spinner';
import {
  check,
  chevron,
  endSlot,
  leadingImage,
  listBox as listBoxClass,
  message,
  option as optionClass,
  optionDescription,
  optionImage,
  optionText,
  popover as popoverClass,
  toggle,
} from './ComboBox.css';
import { LIST_OFFSET } from './list-placement';
import { useListPlacement } from './use-list-placement';

/** One choice of a `ComboBox`. */
export type ComboBoxItem = {
  /** Key reported by `onSelectionChange` (country iso2, state id, phone code...). */
  id: string;
  /** Visible text; typing filters on it. */
  label: string;
  /**
   * Second line, such as a country's dialling code.
   * @default undefined
   */
  description?: string;
  /**
   * Small decorative image before the label, such as a country flag (a country's `flag_url`).
   * @default undefined
   */
  imageSrc?: string;
};

export type ComboBoxProps = {
  /** Visible label. */
  label: ReactNode;
  /** All choices; the list shows those whose label contains the typed text. */
  items: readonly ComboBoxItem[];
  /**
   * Chosen item id, or `null` for none, when controlled.
   * @default undefined
   */
  selectedKey?: string | null;
  /**
   * Starting id when uncontrolled.
   * @default null
   */
  defaultSelectedKey?: string | null;
  /**
   * Called with the chosen id, or `null` when the text is cleared. Fits react-hook-form's `Controller`.
   * @default undefined
   */
  onSelectionChange?: (key: string | null) => void;
  /**
   * Called when focus leaves the field.
   * @default undefined
   */
  onBlur?: () => void;
  /**
   * Items are being fetched (states after a country change, geo service calls, docs/product.md#calls): shows a "Loading..." row.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Text of the loading row.
   * @default 'Loading...'
   */
  loadingText?: string;
  /**
   * Text shown when no item matches the typed text.
   * @default 'No results'
   */
  emptyText?: string;
  /**
   * Accessible name of the button that opens the list.
   * @default 'Show suggestions'
   */
  openButtonLabel?: string;
  /**
   * Placeholder text of the input. Not a label.
   * @default undefined
   */
  placeholder?: string;
  /**
   * Help text under the field.
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * Error text under the field; marks it invalid and is announced.
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Name of a hidden input carrying the chosen id in a native form submission.
   * @default undefined
   */
  name?: string;
  /**
   * Marks the field required for assistive technology.
   * @default false
   */
  required?: boolean;
  /**
   * Blocks input and dims the field.
   * @default false
   */
  disabled?: boolean;
  /**
   * Autofill hint for the input, such as `country-name`.
   * @default 'off'
   */
  autoComplete?: string;
  /**
   * Id of the input.
   * @default generated
   */
  id?: string;
  /**
   * Extra class names for the wrapper.
   * @default undefined
   */
  className?: string;
};

/**
 * A text field with a filtered list, for long lists (country with its flag, state, city, phone code). Behaviour
 * from react-aria's combo box: type to filter, arrow keys to move, Enter to choose, Escape to close. The list
 * renders into the provider's element (`usePortalContainer`) so it keeps the brand. The ref goes to the `<input>`,
 * so react-hook-form's `Controller` can focus it; pass `selectedKey` and `onSelectionChange`.
 */
export const ComboBox = /* @__PURE__ */ forwardRef<HTMLInputElement, ComboBoxProps>(
  function ComboBox(props, forwardedRef) {
    const m = useCasinoMessages().comboBox;
    const {
      label,
      items,
      selectedKey,
      defaultSelectedKey,
      onSelectionChange,
      onBlur,
      isLoading = false,
      loadingText = m.loading,
      emptyText = m.empty,
      openButtonLabel = m.openButton,
      placeholder,
      hint,
      errorMessage,
      name,
      required = false,
      disabled = false,
      autoComplete = 'off',
      id,
      className,
    } = props;
    const hasError = hasErrorMessage(errorMessage);
    const { contains } = useFilter({ sensitivity: 'base' });
    const state = useComboBoxState<ComboBoxItem>({
      label,
      // `defaultItems`, not `items`: react-stately filters only lists it owns. A new array (states fetched for another
      // country) still rebuilds the list.
      defaultItems: items,
      children: (item) => (
        <Item key={item.id} textValue={item.label}>
          {item.label}
        </Item>
      ),
      selectedKey,
      defaultSelectedKey,
      onSelectionChange: (key) => onSelectionChange?.(key === null ? null : String(key)),
      defaultFilter: contains,
      // Open even with nothing to show, so "No results" and "Loading..." can be seen.
      allowsEmptyCollection: true,
      isDisabled: disabled,
      isRequired: required,
      isInvalid: hasError,
      validationBehavior: 'aria',
    });

    const inputRef = useObjectRef(forwardedRef);
    const buttonRef = useRef<HTMLButtonElement>(null);
    const listBoxRef = useRef<HTMLUListElement>(null);
    const popoverRef = useRef<HTMLDivElement>(null);
    const controlRef = useRef<HTMLDivElement>(null);

    const { labelProps, inputProps, listBoxProps, buttonProps, descriptionProps, errorMessageProps } = useComboBox(
      {
        label,
        placeholder,
        description: hint,
        errorMessage,
        isInvalid: hasError,
        isDisabled: disabled,
        isRequired: required,
        id,
        onBlur: () => onBlur?.(),
        inputRef,
        buttonRef,
        listBoxRef,
        popoverRef,
      },
      state,
    );
    const { buttonProps: toggleProps } = useButton(buttonProps, buttonRef);
    const { focusProps: toggleFocusProps, isFocusVisible: toggleFocusVisible } = useFocusRing();
    const { hoverProps: toggleHoverProps, isHovered: toggleHovered } = useHover({ isDisabled: disabled });
    const selected = state.selectedItem?.value ?? null;

    return (
      <FieldFrame
        label={label}
        labelProps={{ ...labelProps, htmlFor: inputProps.id }}
        hint={hint}
        errorMessage={errorMessage}
        hintProps={descriptionProps}
        errorProps={errorMessageProps}
        className={className}
      >
        <FieldControl ref={controlRef} isInvalid={hasError} isDisabled={disabled} isTextInput>
          {selected?.imageSrc ? (
            <img className={leadingImage} src={selected.imageSrc} alt="" width={20} height={15} />
          ) : null}
          <input {...inputProps} autoComplete={autoComplete} ref={inputRef} className={fieldInput} />
          <span className={endSlot}>
            {isLoading ? <SpinnerGlyph size="sm" /> : null}
            <button
              {...mergeProps(toggleProps, toggleFocusProps, toggleHoverProps)}
              ref={buttonRef}
              // After the spread: react-aria's own English label must give way to the translated one.
              aria-label={openButtonLabel}
              className={toggle}
              data-open={state.isOpen || undefined}
              data-hovered={toggleHovered || undefined}
              data-focus-visible={toggleFocusVisible || undefined}
              data-disabled={disabled || undefined}
            >
              <ChevronDown className={chevron} size={18} aria-hidden="true" />
            </button>
          </span>
          {name ? (
            <input type="hidden" name={name} value={state.selectedKey === null ? '' : String(state.selectedKey)} />
          ) : null}
        </FieldControl>
        {/* Portalled (ComboBoxPopover): where it sits here changes only which React parents see its events. */}
        {state.isOpen ? (
          <ComboBoxPopover state={state} triggerRef={controlRef} popoverRef={popoverRef}>
            <ComboBoxListBox
              listBoxProps={listBoxProps}
              listBoxRef={listBoxRef}
              state={state}
              isLoading={isLoading}
              loadingText={loadingText}
              emptyText={emptyText}
            />
          </ComboBoxPopover>
        ) : null}
      </FieldFrame>
    );
  },
);

type ComboBoxPopoverProps = {
  state: ComboBoxState<ComboBoxItem>;
  triggerRef: RefObject<HTMLDivElement | null>;
  popoverRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
};

function ComboBoxPopover({ state, triggerRef, popoverRef, children }: ComboBoxPopoverProps) {
  const target = usePortalTarget();
  const container = target ?? null;
  const placement = useListPlacement(triggerRef, container);
  // Non-modal: focus stays in the input while the visitor types. The side and height are ours (the 200 px rule of docs/product.md#dialogs-and-widgets,
  // capped to stay on screen and inside a dialog); react-aria's own flipping and height would let a long list (66
  // states) grow past the viewport.
  const { popoverProps } = usePopover(
    {
      triggerRef,
      popoverRef,
      isNonModal: true,
      placement: placement.direction === 'up' ? 'top start' : 'bottom start',
      shouldFlip: false,
      offset: LIST_OFFSET,
      maxHeight: placement.maxHeight,
    },
    state,
  );
  if (target === undefined) return null;
  return (
    <Overlay portalContainer={container ?? undefined}>
      <div
        {...popoverProps}
        ref={popoverRef}
        className={popoverClass}
        data-direction={placement.direction}
        style={{ ...popoverProps.style, width: placement.width, maxHeight: placement.maxHeight }}
      >
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

type ComboBoxListBoxProps = {
  listBoxProps: AriaListBoxOptions<ComboBoxItem>;
  listBoxRef: RefObject<HTMLUListElement | null>;
  state: ComboBoxState<ComboBoxItem>;
  isLoading: boolean;
  loadingText: string;
  emptyText: string;
};

function ComboBoxListBox({ listBoxProps, listBoxRef, state, isLoading, loadingText, emptyText }: ComboBoxListBoxProps) {
  const { listBoxProps: props } = useListBox(listBoxProps, state, listBoxRef);
  return (
    <>
      <ul {...props} ref={listBoxRef} className={listBoxClass} aria-busy={isLoading || undefined}>
        {[...state.collection].map((node) => (
          <ComboBoxOption key={node.key} node={node} state={state} />
        ))}
      </ul>
      {/* Outside the list box: it is not a choice. A status, so screen readers hear it while typing. */}
      {isLoading ? (
        <div role="status" className={message}>
          <SpinnerGlyph size="sm" />
          {loadingText}
        </div>
      ) : state.collection.size === 0 ? (
        <div role="status" className={message}>
          {emptyText}
        </div>
      ) : null}
    </>
  );
}

function ComboBoxOption({ node, state }: { node: Node<ComboBoxItem>; state: ComboBoxState<ComboBoxItem> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isFocused, isSelected, isDisabled } = useOption({ key: node.key }, state, ref);
  const item = node.value;
  return (
    <li
      {...optionProps}
      // The name comes from the whole visible text ("Ireland +353"), so speech input can say what is seen
      // (WCAG 2.5.3); react-aria would name it by the label alone.
      aria-labelledby={undefined}
      aria-describedby={undefined}
      ref={ref}
      className={optionClass}
      data-focused={isFocused || undefined}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      {item?.imageSrc ? <img className={optionImage} src={item.imageSrc} alt="" width={20} height={15} /> : null}
      <span className={optionText}>
        <span>{item?.label ?? node.textValue}</span>
        {item?.description ? <span className={optionDescription}>{item.description}</span> : null}
      </span>
      <Check className={check} size={16} aria-hidden="true" />
    </li>
  );
}
