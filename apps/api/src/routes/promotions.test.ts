import type { ActivePromotion } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../db/seed/demo-player-seed';
import { createTestApp } from '../testing/test-app';

describe('activating and cancelling promotions', () => {
  it('given the demo player, when they activate a promotion and cancel it, then the active list follows', async () => {
    const b = createTestApp().browser();
    await b.login(DEMO_PLAYER.email, DEMO_PLAYER.password);

    const activated = await b.post<ActivePromotion>('/api/me/promotions/weekly-cashback/activate');
    expect(activated.body.data).toMatchObject({ alias: 'weekly-cashback', status: 'active' });
    expect((await b.post('/api/me/promotions/weekly-cashback/activate')).status).toBe(409);
    expect((await b.get<ActivePromotion[]>('/api/promotions/active')).body.data).toHaveLength(2);

    const cancel = await b.post(`/api/me/promotions/histories/${activated.body.data.historyId}/cancel`);
    expect(cancel.body).toEqual({ status: 'success', data: null, message: '' });
    const active = (await b.get<ActivePromotion[]>('/api/promotions/active')).body.data;
    expect(active.map((p) => p.alias)).toEqual(['welcome-bonus']);

    expect((await b.post(`/api/me/promotions/histories/${activated.body.data.historyId}/cancel`)).status).toBe(404);
    expect((await b.post('/api/me/promotions/no-such-promo/activate')).status).toBe(404);
  });

  it('needs a login', async () => {
    expect((await createTestApp().browser().post('/api/me/promotions/welcome-bonus/activate')).status).toBe(401);
  });
});
