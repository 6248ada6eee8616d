/**
 * The hosted card frame's script, served as a file from the simulator's own origin (its CSP allows no inline
 * script). It runs in the frame only, so the card number stays on the provider's origin: the parent page gets the
 * detected brand while typing and, at the end, a token with the brand and last four digits.
 */
export const FRAME_SCRIPT = `(() => {
  'use strict';
  const config = JSON.parse(document.getElementById('frame-config').textContent);
  const form = document.getElementById('card-form');
  const challenge = document.getElementById('challenge-form');
  const done = document.getElementById('done');
  const status = document.getElementById('status');
  const fields = ['number', 'expiry', 'cvc', 'holder'];
  const post = (message) => window.parent.postMessage(message, config.parentOrigin);

  // Brand by prefix, only to show the right icon; the simulator checks the number itself (card-validator).
  const brandOf = (digits) => {
    if (/^4/.test(digits)) return 'visa';
    const two = Number(digits.slice(0, 2));
    const four = Number(digits.slice(0, 4));
    if ((two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720)) return 'mastercard';
    return null;
  };
  let lastBrand = undefined;
  const number = document.getElementById('number');
  number.addEventListener('input', () => {
    const digits = number.value.replace(/\\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    const brand = brandOf(digits);
    if (brand !== lastBrand) {
      lastBrand = brand;
      document.getElementById('brand').textContent = brand ? (brand === 'visa' ? 'Visa' : 'Mastercard') : '';
      post({ type: 'casino-card-brand', brand });
    }
  });
  const expiry = document.getElementById('expiry');
  expiry.addEventListener('input', () => {
    const digits = expiry.value.replace(/\\D/g, '').slice(0, 4);
    expiry.value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
  });

  const showErrors = (errors) => {
    let first = null;
    for (const name of fields) {
      const input = document.getElementById(name);
      const error = document.getElementById(name + '-error');
      const message = errors[name] || '';
      error.textContent = message;
      input.setAttribute('aria-invalid', message ? 'true' : 'false');
      if (message && !first) first = input;
    }
    if (first) first.focus();
  };

  const send = async (url, body) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  };

  const finish = (answer) => {
    form.hidden = true;
    challenge.hidden = true;
    done.hidden = false;
    done.focus();
    post({ type: 'casino-card-token', token: answer.token, brand: answer.brand, last4: answer.last4 });
  };

  let busy = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    status.textContent = config.texts.checking;
    try {
      const data = Object.fromEntries(fields.map((name) => [name, document.getElementById(name).value]));
      const answer = await send('/frame/tokens', { session: config.session, ...data });
      status.textContent = '';
      if (answer.errors) return showErrors(answer.errors);
      showErrors({});
      if (answer.challenge) {
        form.hidden = true;
        challenge.hidden = false;
        challenge.dataset.token = answer.token;
        document.getElementById('code').focus();
        post({ type: 'casino-card-challenge' });
        return;
      }
      finish(answer);
    } catch {
      status.textContent = config.texts.failed;
    } finally {
      busy = false;
    }
  });

  challenge.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    try {
      const code = document.getElementById('code').value;
      const answer = await send('/frame/tokens/' + encodeURIComponent(challenge.dataset.token) + '/confirm', { code });
      const error = document.getElementById('code-error');
      if (answer.error) {
        error.textContent = answer.error;
        document.getElementById('code').setAttribute('aria-invalid', 'true');
        return;
      }
      finish(answer);
    } catch {
      status.textContent = config.texts.failed;
    } finally {
      busy = false;
    }
  });

  document.getElementById('again').addEventListener('click', () => {
    form.reset();
    done.hidden = true;
    form.hidden = false;
    lastBrand = undefined;
    post({ type: 'casino-card-reset' });
    number.focus();
  });
  post({ type: 'casino-card-ready' });
})();
`;
