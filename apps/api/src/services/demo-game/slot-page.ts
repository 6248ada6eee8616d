import { type GameMode, SLOT_STAKES } from '@casino/api-contract';
import { escapeHtml } from '../../http/html';

/** Where the slot's own script and stylesheet are served (CSP allows only same-origin files, no inline code). */
export const SLOT_ASSET_PATH = '/play/assets';

/** Play money a demo round starts with: 1,000.00. */
export const DEMO_START_BALANCE = 100_000;

export type SlotPageInput = {
  mode: GameMode;
  gameName: string;
  provider: string;
  /** POST target of one spin. */
  spinUrl: string;
  balance: number;
  currency: string;
};

const major = (minor: number) => (minor / 100).toFixed(2);

/** The slot's page: everything it needs travels in data attributes, read by slot.js. */
export function slotPageHtml(p: SlotPageInput): string {
  const stakes = SLOT_STAKES.map(
    (s) => `<option value="${s}"${s === 100 ? ' selected' : ''}>${major(s)} ${escapeHtml(p.currency)}</option>`,
  ).join('');
  const modeText = p.mode === 'real' ? 'Real money' : 'Demo: play money';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.gameName)} · ${modeText}</title>
<link rel="stylesheet" href="${SLOT_ASSET_PATH}/slot.css">
<script src="${SLOT_ASSET_PATH}/slot.js" defer></script>
</head>
<body>
<main class="machine" data-mode="${p.mode}" data-spin-url="${escapeHtml(p.spinUrl)}" data-balance="${p.balance}"
  data-currency="${escapeHtml(p.currency)}">
  <header class="marquee">
    <h1>${escapeHtml(p.gameName)}</h1>
    <p class="provider">${escapeHtml(p.provider)}</p>
    <p class="mode mode-${p.mode}">${modeText}</p>
  </header>
  <div class="reels" role="img" aria-label="Reels: cherry, lemon, bell" id="reels">
    <span class="reel" data-symbol="cherry"></span><span class="reel" data-symbol="lemon"></span><span class="reel" data-symbol="bell"></span>
  </div>
  <dl class="meters">
    <div><dt>Balance</dt><dd id="balance">${major(p.balance)} ${escapeHtml(p.currency)}</dd></div>
    <div><dt>Last win</dt><dd id="last-win">0.00 ${escapeHtml(p.currency)}</dd></div>
  </dl>
  <form class="controls" id="spin-form">
    <label for="stake">Stake</label>
    <select id="stake" name="stake">${stakes}</select>
    <button type="submit" id="spin">Spin</button>
  </form>
  <p class="message" id="message" role="status" aria-live="polite"></p>
  <p class="paytable">Three of a kind pays 5× to 100× the stake; two cherries pay 2×.</p>
</main>
</body></html>`;
}

export const SLOT_CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:16px/1.4 Georgia,'Times New Roman',serif;background:radial-gradient(circle at 50% 0,#5b1a1a,#1a0606 70%);color:#fdf3d8;display:flex;align-items:center;justify-content:center;padding:12px}
.machine{width:min(100%,520px);background:linear-gradient(#7a1f1f,#3d0c0c);border:6px solid #d4a63a;border-radius:28px;padding:20px;box-shadow:0 0 0 4px #3d0c0c,0 18px 40px #000a;text-align:center}
.marquee h1{margin:0;font-size:1.6rem;letter-spacing:.06em;text-transform:uppercase;color:#ffd86b;text-shadow:0 2px 0 #7a4b00}
.provider{margin:2px 0 8px;color:#f0d9a8;font-style:italic}
.mode{display:inline-block;margin:0 0 12px;padding:2px 12px;border-radius:999px;font:600 .85rem/1.6 system-ui,sans-serif}
.mode-real{background:#ffd86b;color:#3d0c0c}.mode-demo{background:#1f5130;color:#e5ffe9}
.reels{display:flex;gap:10px;justify-content:center;background:#fff8e6;border:4px inset #d4a63a;border-radius:14px;padding:14px}
.reel{flex:1;display:flex;align-items:center;justify-content:center;min-height:84px;background:linear-gradient(#fff,#e9dcc0);border-radius:10px;padding:6px 0;box-shadow:inset 0 -6px 10px #0002}
.reel svg{width:clamp(48px,16vw,72px);height:auto}
.spinning .reel{animation:blur .25s linear infinite}
@keyframes blur{50%{transform:translateY(6px);filter:blur(2px)}}
@media (prefers-reduced-motion:reduce){.reel svg{width:clamp(48px,16vw,72px);height:auto}
.spinning .reel{animation:none;opacity:.6}}
.meters{display:flex;justify-content:space-around;margin:14px 0}
.meters dt{font:600 .75rem system-ui,sans-serif;text-transform:uppercase;letter-spacing:.1em;color:#f0d9a8}
.meters dd{margin:0;font-size:1.25rem;color:#fff}
.controls{display:flex;gap:10px;justify-content:center;align-items:center;flex-wrap:wrap;font-family:system-ui,sans-serif}
.controls select{min-height:44px;padding:0 10px;border-radius:8px;border:2px solid #d4a63a;background:#fff8e6;color:#3d0c0c;font-size:1rem}
.controls button{min-height:48px;min-width:120px;border:0;border-radius:999px;background:linear-gradient(#ffe27a,#d4a63a);color:#3d0c0c;font:800 1.1rem system-ui,sans-serif;text-transform:uppercase;cursor:pointer;box-shadow:0 4px 0 #7a4b00}
.controls button:disabled{opacity:.6;cursor:wait}
.controls :focus-visible{outline:3px solid #fff;outline-offset:3px}
.message{min-height:1.5em;margin:12px 0 4px;font:600 1rem system-ui,sans-serif}
.message.error{color:#ffb4a8}.message.win{color:#ffd86b}
.paytable{margin:0;font-size:.8rem;color:#f0d9a8}
`;

/** Plain browser script (no build step): spins, updates the meters and tells the casino page the balance moved. */
export const SLOT_JS = `
(function () {
  var machine = document.querySelector('.machine');
  var form = document.getElementById('spin-form');
  var button = document.getElementById('spin');
  var stakeSelect = document.getElementById('stake');
  var reels = document.getElementById('reels');
  var balanceEl = document.getElementById('balance');
  var winEl = document.getElementById('last-win');
  var message = document.getElementById('message');
  var mode = machine.dataset.mode;
  var currency = machine.dataset.currency;
  var balance = Number(machine.dataset.balance);
  var svg = function (body) { return '<svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">' + body + '</svg>'; };
  var glyphs = {
    cherry: svg('<path d="M32 8c-4 14-14 22-18 30M32 8c4 14 10 22 14 28" stroke="#2f7d32" stroke-width="4" fill="none"/><circle cx="18" cy="44" r="11" fill="#d62828"/><circle cx="44" cy="42" r="11" fill="#b5171f"/>'),
    lemon: svg('<ellipse cx="32" cy="34" rx="24" ry="17" fill="#f7d325" stroke="#c9a400" stroke-width="3"/>'),
    bell: svg('<path d="M32 8c-12 0-18 10-18 22v10l-6 8h48l-6-8V30c0-12-6-22-18-22z" fill="#f0b429" stroke="#a86b00" stroke-width="3"/><circle cx="32" cy="54" r="5" fill="#a86b00"/>'),
    star: svg('<polygon points="32,5 40,24 60,24 44,37 50,58 32,45 14,58 20,37 4,24 24,24" fill="#ffcc00" stroke="#c78a00" stroke-width="3"/>'),
    seven: svg('<text x="32" y="54" text-anchor="middle" font-size="56" font-weight="900" font-family="Georgia,serif" fill="#d62828" stroke="#7a0000" stroke-width="2">7</text>')
  };
  Array.prototype.forEach.call(reels.children, function (reel) { reel.innerHTML = glyphs[reel.dataset.symbol]; });
  var money = function (minor) { return (minor / 100).toFixed(2) + ' ' + currency; };
  var say = function (text, kind) { message.textContent = text; message.className = 'message' + (kind ? ' ' + kind : ''); };

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var stake = Number(stakeSelect.value);
    if (stake > balance) {
      say('Your balance (' + money(balance) + ') is lower than the stake (' + money(stake) + '). Choose a smaller stake' + (mode === 'real' ? ' or make a deposit.' : '.'), 'error');
      return;
    }
    var body = mode === 'real' ? { stake: stake } : { stake: stake, balance: balance };
    button.disabled = true;
    reels.classList.add('spinning');
    say('Spinning...');
    fetch(machine.dataset.spinUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body)
    })
      .then(function (res) { return res.json().catch(function () { return { status: 'error', message: 'The game server answered ' + res.status }; }); })
      .then(function (answer) {
        if (!answer || answer.status !== 'success') throw new Error((answer && answer.message) || 'The spin failed');
        var r = answer.data;
        r.reels.forEach(function (symbol, i) {
          var reel = reels.children[i];
          reel.innerHTML = glyphs[symbol];
          reel.dataset.symbol = symbol;
        });
        reels.setAttribute('aria-label', 'Reels: ' + r.reels.join(', '));
        balance = r.balance;
        balanceEl.textContent = money(balance);
        winEl.textContent = money(r.win);
        say(r.win > 0 ? 'You won ' + money(r.win) + '!' : 'No win this time.', r.win > 0 ? 'win' : '');
        if (mode === 'real' && window.parent !== window) {
          window.parent.postMessage({ type: 'casino:balance-changed', balance: r.balance }, window.location.origin);
        }
      })
      .catch(function (error) { say(error.message, 'error'); })
      .then(function () { button.disabled = false; reels.classList.remove('spinning'); });
  });
})();
`;
