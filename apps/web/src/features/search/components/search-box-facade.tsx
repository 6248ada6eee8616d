import { Search } from 'lucide-react';
import { type ComponentProps, type ComponentType, useEffect, useId, useRef, useState } from 'react';
import type { GameSearchBox as GameSearchBoxType } from './game-search-box';
import * as styles from './search-box-facade.css';

type Props = { label: string; placeholder: string };
type TextSelection = { start: number; end: number; direction?: 'forward' | 'backward' | 'none' };

const selectionOf = (input: HTMLElement | null): TextSelection | null =>
  input instanceof HTMLInputElement && input.selectionStart !== null && input.selectionEnd !== null
    ? { start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection ?? undefined }
    : null;

/** The real box's module: the popover, its positioning and the search query (about 15 KiB gzip, docs/architecture.md#byte-budgets). */
const loadGameSearchBox = () => import('./game-search-box').then((module) => module.GameSearchBox);

/**
 * The game search box as the first page paints it: an input that looks and reads like the real one, whose code
 * arrives when the visitor reaches for it (pointer over it prefetches, focus loads). What they typed meanwhile and
 * their focus carry over to the real box, which then shows results as usual.
 */
export function GameSearchField({ label, placeholder }: Props) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [RealBox, setRealBox] = useState<ComponentType<ComponentProps<typeof GameSearchBoxType>> | null>(null);
  const focusedRef = useRef(false);
  const selectionRef = useRef<TextSelection | null>(null);

  const load = () => {
    void loadGameSearchBox().then((component) => {
      // The real box takes this input's place: the caret or the selection goes over with the text, so a visitor who
      // selected the term to type over it when the code arrived still types over it.
      selectionRef.current = selectionOf(document.getElementById(inputId));
      setRealBox(() => component);
    });
  };

  // A prerendered box can be typed in before the page's code has hydrated it: React then keeps the text in the box
  // but not in its state, and the focus came without an onFocus. Both are taken over once the code runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration.
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    if (input.value !== '') setDraft(input.value);
    if (document.activeElement === input) {
      focusedRef.current = true;
      load();
    }
  }, []);

  useEffect(() => {
    if (!RealBox || !focusedRef.current) return;
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    const { start, end, direction } = selectionRef.current ?? { start: input.value.length, end: input.value.length };
    input.setSelectionRange(start, end, direction);
  }, [RealBox, inputId]);

  if (RealBox) return <RealBox label={label} placeholder={placeholder} id={inputId} initialTerm={draft} />;
  return (
    <div className={styles.root}>
      <div className={styles.control} onPointerEnter={load}>
        <Search size={18} aria-hidden="true" className={styles.icon} />
        <input
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onFocus={() => {
            focusedRef.current = true;
            load();
          }}
          onBlur={() => {
            focusedRef.current = false;
          }}
        />
      </div>
    </div>
  );
}
