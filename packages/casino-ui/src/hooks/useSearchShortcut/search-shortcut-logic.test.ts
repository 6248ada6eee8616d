import { isEditableTarget, isSearchShortcut, type ShortcutKeyEvent } from './search-shortcut-logic';

function element(html: string, selector: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found = host.querySelector(selector);
  if (!found) throw new Error(`no ${selector} in ${html}`);
  return found;
}

const press = (overrides: Partial<ShortcutKeyEvent>): ShortcutKeyEvent => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  target: document.body,
  ...overrides,
});

describe('isSearchShortcut', () => {
  it.each([
    ['Ctrl + k', press({ ctrlKey: true }), true],
    ['Cmd + k', press({ metaKey: true }), true],
    ['Ctrl + K (Caps Lock or Shift)', press({ ctrlKey: true, shiftKey: true, key: 'K' }), true],
    ['k alone', press({}), false],
    ['Ctrl + j', press({ ctrlKey: true, key: 'j' }), false],
    ['Ctrl + Alt + k', press({ ctrlKey: true, altKey: true }), false],
    ['Ctrl + k already handled', press({ ctrlKey: true, defaultPrevented: true }), false],
    ['Ctrl + k in a text input', press({ ctrlKey: true, target: element('<input>', 'input') }), false],
    ['Cmd + k in a textarea', press({ metaKey: true, target: element('<textarea></textarea>', 'textarea') }), false],
    [
      'Ctrl + k in contenteditable',
      press({ ctrlKey: true, target: element('<div contenteditable="true"><b>x</b></div>', 'b') }),
      false,
    ],
    [
      'Ctrl + k in an opted-in input',
      press({ ctrlKey: true, target: element('<input data-search-shortcut>', 'input') }),
      true,
    ],
    ['Ctrl + k on a checkbox', press({ ctrlKey: true, target: element('<input type="checkbox">', 'input') }), true],
    ['Ctrl + k on a button', press({ ctrlKey: true, target: element('<button>Go</button>', 'button') }), true],
  ])('%s → %s', (_, event, expected) => {
    expect(isSearchShortcut(event)).toBe(expected);
  });
});

describe('isEditableTarget', () => {
  it.each([
    ['no target', null, false],
    ['search input', element('<input type="search">', 'input'), true],
    ['email input', element('<input type="email">', 'input'), true],
    ['radio', element('<input type="radio">', 'input'), false],
    ['select', element('<select><option>a</option></select>', 'select'), true],
    ['contenteditable="false"', element('<div contenteditable="false"><i>x</i></div>', 'i'), false],
    ['link', element('<a href="/">x</a>', 'a'), false],
    ['input inside an opted-in wrapper', element('<div data-search-shortcut><input></div>', 'input'), false],
  ])('%s → %s', (_, target, expected) => {
    expect(isEditableTarget(target)).toBe(expected);
  });
});
