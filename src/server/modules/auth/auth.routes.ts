import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema, OkSchema } from '#contract/schemas/common.ts';
import {
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordInputSchema,
  ForgotPasswordResultSchema,
  LoginInputSchema,
  LoginOptionsSchema,
  SessionUserSchema,
} from '#contract/schemas/auth.ts';
import {
  ChangePasswordInputSchema,
  ResetPasswordInputSchema,
} from '#contract/schemas/password-inputs.ts';

import type { AppConfig } from '../../config.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import {
  clearSessionCookie,
  currentUser,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/session.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';
import { SESSION_ABSOLUTE_MS } from './auth.service.ts';

export function authRoutes(deps: {
  auth: AuthService;
  users: Pick<UsersService, 'adoptSignInLanguage'>;
  config: AppConfig;
}): FastifyPluginAsyncZod {
  return async function routes(app) {
    app.post(
      '/login',
      {
        config: { isPublic: true, allowedBeforePasswordChange: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign in; sets the session cookie',
          security: [],
          body: LoginInputSchema,
          response: {
            200: SessionUserSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const result = await deps.auth.login(request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          previousToken: request.cookies[SESSION_COOKIE],
        });
        setSessionCookie(reply, deps.config, result.token, SESSION_ABSOLUTE_MS);
        // Issue 40: someone who never chose a language keeps the one they signed in with.
        if (result.user.language) return result.user;
        const language = requestLanguage(request);
        await deps.users.adoptSignInLanguage(result.user.id, language);
        return { ...result.user, language };
      },
    );

    app.post(
      '/logout',
      {
        config: { isPublic: true, allowedBeforePasswordChange: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign out; ends the server session',
          security: [],
          response: { 200: OkSchema },
        },
      },
      async (request, reply) => {
        await deps.auth.logout(request.cookies[SESSION_COOKIE]);
        clearSessionCookie(reply, deps.config);
        return { ok: true as const };
      },
    );

    app.get(
      '/me',
      {
        config: { allowedBeforePasswordChange: true },
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          response: { 200: SessionUserSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        // Issue 40: the language in force, never null (their choice, else the browser's).
        return { ...user, language: user.language ?? requestLanguage(request) };
      },
    );

    app.post(
      '/change-password',
      {
        config: { allowedBeforePasswordChange: true },
        schema: {
          tags: ['auth'],
          summary:
            'Change your own password (current + new); ends your other sessions, keeps this one',
          body: ChangePasswordInputSchema,
          response: {
            200: SessionUserSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        deps.auth.changePassword(
          currentUser(request),
          request.cookies[SESSION_COOKIE],
          request.body,
        ),
    );

    app.get(
      '/login-options',
      {
        config: { isPublic: true },
        schema: {
          tags: ['auth'],
          summary: "What the login screen offers: 'Forgot password?' when e-mail is configured",
          security: [],
          response: { 200: LoginOptionsSchema },
        },
      },
      async () => ({ forgotPassword: deps.auth.isForgotPasswordEnabled() }),
    );

    app.post(
      '/forgot-password',
      {
        config: { isPublic: true },
        schema: {
          tags: ['auth'],
          summary:
            'E-mail a single-use link (30 minutes) to choose a new password; the same answer whether or not an account matches',
          security: [],
          body: ForgotPasswordInputSchema,
          response: {
            200: ForgotPasswordResultSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        await deps.auth.requestPasswordReset(request.body, request.ip);
        return { message: FORGOT_PASSWORD_ANSWER };
      },
    );

    app.post(
      '/reset-password',
      {
        config: { isPublic: true },
        schema: {
          tags: ['auth'],
          summary: 'Choose a new password with a forgot-password link; ends every session',
          security: [],
          body: ResetPasswordInputSchema,
          response: { 200: OkSchema, 400: ErrorBodySchema },
        },
      },
      async (request) => {
        await deps.auth.resetPasswordWithToken(request.body);
        return { ok: true as const };
      },
    );
  };
}
