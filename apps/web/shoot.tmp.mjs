import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4351';
const [, , route = '/user/promotions', width = '1440', name = 'shot', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.request.post(`${base}/api/auth/login`, { data: { email: 'demo@casino.test', password: 'Demo1234!' } });
await page.goto(base + route);
await page.waitForTimeout(1500);
if (action === 'menu') { await page.getByRole('button', { name: 'Account' }).click(); await page.waitForTimeout(300); }
if (action === 'edit') { await page.getByRole('button', { name: 'Edit details' }).click(); await page.waitForTimeout(300); }
await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: action !== 'menu' });
await browser.close();
