import { Search } from 'lucide-react';
import { type ComponentProps, type ComponentType, useEffect, useId, useRef, useState } from 'react';
import type { GameSearchBox as GameSearchBoxType } from './game-search-box';
import * as styles from './search-box-facade.css';

type Props = { label: string; placeholder: string };

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

  const load = () => {
    void loadGameSearchBox().then((component) => setRealBox(() => component));
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
    input.setSelectionRange(input.value.length, input.value.length);
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
