import { publishBottomInset } from '../../private/bottom-inset';
import { sideColumnMaxHeight } from '../../theme/layout';

/** The attribute on the shell's elements that make room for the bottom inset, valued by what each one sizes. */
const TARGET_ATTRIBUTE = 'data-casino-bottom-inset';

/**
 * Keeps `inset` (a CSS length such as `168px`) of room below the shell's footer and ends its sticky side column above
 * it, while the host app fixes something of its own over the bottom of the viewport (a cookie banner); `null` gives the
 * room back. It writes the two elements' own styles, so a new inset restyles them alone, where a custom property set
 * on the root restyles the whole document (`BOTTOM_INSET_PROPERTY`, still honoured when this sets nothing).
 */
export function setAppShellBottomInset(inset: string | null, scope: ParentNode = document): void {
  // Toasts, which float over the page's bottom edge too, stand above it (Toast.tsx).
  publishBottomInset(inset);
  for (const element of scope.querySelectorAll<HTMLElement>(`[${TARGET_ATTRIBUTE}]`)) {
    const sized = element.getAttribute(TARGET_ATTRIBUTE) === 'side-column' ? 'max-height' : 'padding-bottom';
    if (inset === null) element.style.removeProperty(sized);
    else element.style.setProperty(sized, sized === 'max-height' ? sideColumnMaxHeight(inset) : inset);
  }
}
