import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { mergeProps, useFocusRing, useHover } from 'react-aria';
import { input, segment, text } from './segments.css';

type SegmentOptionProps = {
  inputRef?: Ref<HTMLInputElement>;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  disabled?: boolean;
  children: ReactNode;
};

/** One segment of a segmented radio group: a native radio (arrow keys, forms) under a label drawn as the segment. */
export function SegmentOption({ inputRef, inputProps, disabled, children }: SegmentOptionProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled });
  return (
    <label
      {...hoverProps}
      className={segment}
      data-hovered={isHovered || undefined}
      data-disabled={disabled || undefined}
    >
      <input
        {...mergeProps(inputProps, focusProps)}
        ref={inputRef}
        type="radio"
        className={input}
        data-focus-visible={isFocusVisible || undefined}
      />
      <span className={text}>{children}</span>
    </label>
  );
}
