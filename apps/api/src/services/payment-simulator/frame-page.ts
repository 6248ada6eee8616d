import type { CardFrameStyle } from '@casino/api-contract';
import { escapeHtml } from '../../http/html';
import { TEST_CHALLENGE_CODE } from '../cashier/test-cards';

/** What the frame says; the simulator plays a third-party provider, so its texts are its own, in English. */
export const FRAME_TEXTS = {
  checking: 'Checking your card…',
  failed: 'The payment provider could not be reached. Try again.',
};

const FIELD = (id: string, label: string, attrs: string) => `<div class="field">
  <label for="${id}">${label}</label>
  <input id="${id}" name="${id}" ${attrs} aria-describedby="${id}-error" aria-invalid="false" required>
  <p class="error" id="${id}-error" role="alert"></p>
</div>`;

// Keep the JSON safe inside a <script type="application/json">: no "</script>" can close it early.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page's style as custom properties. Values come only from readCardFrameStyle, so each is a plain colour, length
 * or font list (no "<", ";", "{" or double quote can pass it); HTML escaping would break the font's quotes, since a
 * <style> element's text is not decoded.
 */
function styleVariables(style: Partial<CardFrameStyle>): string {
  const entries = Object.entries(style).filter(([key]) => key !== 'scheme');
  const variables = entries.map(([key, value]) => `--${key}: ${value};`).join(' ');
  const scheme = style.scheme ? `color-scheme: ${style.scheme};` : 'color-scheme: light dark;';
  return `:root { ${scheme} ${variables} }`;
}

export function framePage(session: string, parentOrigin: string, style: Partial<CardFrameStyle> = {}): string {
  const config = { session, parentOrigin, texts: FRAME_TEXTS };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style>
${styleVariables(style)}
:root { font: 16px/1.4 var(--font, system-ui, sans-serif); }
body { margin: 0; padding: 4px; color: var(--text, CanvasText); background: var(--background, Canvas); }
.field { margin-bottom: 10px; } .row { display: flex; gap: 12px; } .row .field { flex: 1; }
label { display: block; font-weight: 600; margin-bottom: 4px; font-size: 14px; }
input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 10px; font: inherit;
  border: 1px solid var(--border, #767676); border-radius: var(--radius, 8px); background: var(--field, Field);
  color: var(--text, FieldText); }
input:focus-visible, button:focus-visible { outline: 2px solid var(--focus, Highlight); outline-offset: 2px; }
input[aria-invalid="true"] { border-color: var(--danger, var(--danger-unstyled, #c62828)); }
.error { margin: 4px 0 0; min-height: 1em; color: var(--danger, var(--danger-unstyled, #c62828)); font-size: 14px; }
@media (prefers-color-scheme: dark) { :root { --danger-unstyled: #ff8a80; } }
button { min-height: 44px; padding: 8px 16px; font: inherit; font-weight: 600; border-radius: var(--radius, 8px);
  border: 0; background: var(--primary, #1a56db); color: var(--onPrimary, #fff); cursor: pointer; }
.brand { font-size: 14px; min-height: 1em; margin: 0 0 4px; }
.secure { font-size: 13px; margin: 8px 0 0; color: var(--muted, inherit); }
</style></head>
<body>
<script type="application/json" id="frame-config">${jsonForScript(config)}</script>
<form id="card-form" novalidate>
  ${FIELD('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 5678 9012 3456"')}
  <p class="brand" id="brand" aria-live="polite"></p>
  <div class="row">
    ${FIELD('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY"')}
    ${FIELD('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
  </div>
  ${FIELD('holder', 'Name on card', 'autocomplete="cc-name"')}
  <button type="submit">Use this card</button>
  <p class="secure" id="status" role="status"></p>
  <p class="secure">Card details are handled by the payment provider and never reach the casino.</p>
</form>
<form id="challenge-form" hidden novalidate>
  <h1 style="font-size:18px;margin:0 0 8px">Confirm with your bank</h1>
  <p>Your bank asks for an extra confirmation. Enter the code it sent you (test code: ${escapeHtml(TEST_CHALLENGE_CODE)}).</p>
  ${FIELD('code', 'Confirmation code', 'inputmode="numeric" autocomplete="one-time-code" maxlength="8"')}
  <button type="submit">Confirm</button>
</form>
<div id="done" hidden tabindex="-1">
  <p><strong>Card accepted.</strong> Finish the deposit in the casino window.</p>
  <button type="button" id="again">Use another card</button>
</div>
<script src="/frame.js"></script>
</body></html>`;
}
