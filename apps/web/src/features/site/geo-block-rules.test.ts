import { describe, expect, it } from 'vitest';
import { isOpenToBlockedVisitors } from './geo-block-rules';

describe('isOpenToBlockedVisitors', () => {
  it.each([
    ['/en/terms-and-conditions', true],
    ['/de/responsible-gaming', true],
    ['/en/help-desk/', true],
    ['/support', true],
    ['/reset-password', true],
    ['/account/confirm', true],
    ['/', false],
    ['/games/phantom-riches', false],
    ['/categories/slots', false],
    ['/en/not-a-page', false],
    ['/english/about', false],
    ['/en/about/extra', false],
    ['/user/cashier', false],
  ])('%s → %s', (pathname, open) => {
    expect(isOpenToBlockedVisitors(pathname)).toBe(open);
  });
});
