import {
  recoveryCodesSchema,
  signedInDeviceSchema,
  signedOutCountSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '../entities/security';
import { disableTwoStepBodySchema, enableTwoStepBodySchema } from '../two-step';
import { z } from '../zod';
import { type EndpointDefinition, idParams, nothing } from './definition';

/** The profile's Security part: two-step sign-in and the player's signed-in devices. */
export const securityEndpoints = {
  twoStepStatus: { method: 'GET', path: '/me/two-step', auth: 'user', response: twoStepStatusSchema },
  startTwoStepSetup: { method: 'POST', path: '/me/two-step/setup', auth: 'user', response: twoStepSetupSchema },
  enableTwoStep: {
    method: 'POST',
    path: '/me/two-step/enable',
    auth: 'user',
    body: enableTwoStepBodySchema,
    response: recoveryCodesSchema,
  },
  disableTwoStep: {
    method: 'POST',
    path: '/me/two-step/disable',
    auth: 'user',
    body: disableTwoStepBodySchema,
    response: nothing,
  },
  signedInDevices: { method: 'GET', path: '/me/sessions', auth: 'user', response: z.array(signedInDeviceSchema) },
  signOutDevice: { method: 'DELETE', path: '/me/sessions/:id', auth: 'user', params: idParams, response: nothing },
  signOutOtherDevices: {
    method: 'POST',
    path: '/me/sessions/sign-out-others',
    auth: 'user',
    response: signedOutCountSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
