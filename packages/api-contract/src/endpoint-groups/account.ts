import {
  accountConfirmBodySchema,
  changePasswordBodySchema,
  credentialAvailabilitySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  validateCredentialBodySchema,
} from '../auth';
import { loginAnswerSchema } from '../entities/security';
import { userSchema } from '../entities/user';
import { updateProfileBodySchema } from '../profile-update';
import { loginSecondStepBodySchema } from '../two-step';
import { type EndpointDefinition, nothing } from './definition';

/** Signing in and up, passwords, and the player's own account. */
export const accountEndpoints = {
  /** Starts the session, or answers a challenge when the account has two-step sign-in on (no cookie is set then). */
  login: { method: 'POST', path: '/auth/login', auth: 'none', body: loginBodySchema, response: loginAnswerSchema },
  /** Completes a login that answered a challenge: a code, then the session starts. */
  loginSecondStep: {
    method: 'POST',
    path: '/auth/login/two-step',
    auth: 'none',
    body: loginSecondStepBodySchema,
    response: userSchema,
  },
  register: { method: 'POST', path: '/auth/register', auth: 'none', body: registerBodySchema, response: userSchema },
  forgotPassword: {
    method: 'POST',
    path: '/auth/password/forgot',
    auth: 'none',
    body: forgotPasswordBodySchema,
    response: nothing,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/password/reset',
    auth: 'none',
    body: resetPasswordBodySchema,
    response: nothing,
  },
  validateCredential: {
    method: 'POST',
    path: '/users/validate/credential',
    auth: 'none',
    body: validateCredentialBodySchema,
    response: credentialAvailabilitySchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/me/profile',
    auth: 'user',
    body: updateProfileBodySchema,
    response: userSchema,
  },
  sendEmailVerification: {
    method: 'POST',
    path: '/me/email/verification-notification',
    auth: 'user',
    response: nothing,
  },
  confirmAccount: {
    method: 'POST',
    path: '/users/account/confirm',
    auth: 'none',
    body: accountConfirmBodySchema,
    response: nothing,
  },
  changePassword: {
    method: 'POST',
    path: '/me/password/change',
    auth: 'user',
    body: changePasswordBodySchema,
    response: nothing,
  },
} as const satisfies Record<string, EndpointDefinition>;
