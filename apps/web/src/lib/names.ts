import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * Names are auto-capitalised (docs/product.md#validation): the first letter of each word (after a space, hyphen or apostrophe). One rule
 * for every form where a player types their name: sign-up and the profile.
 */
export const capitalizeName = (value: string) =>
  value.replace(/(^|[\s'-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase());

/** A react-hook-form registration whose input capitalises the name as the player types, keeping the caret. */
export function capitalizingName<Name extends string>(field: UseFormRegisterReturn<Name>): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      const caret = input.selectionStart;
      input.value = capitalizeName(input.value);
      if (caret !== null) input.setSelectionRange(caret, caret);
      return field.onChange(event);
    },
  };
}
