import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { canChangeSettings } from '#contract/policies/settings.ts';
import { ErrorBodySchema } from '#contract/schemas/common.ts';
import { LanguageSettingsSchema } from '#contract/schemas/language.ts';
import { TimeSettingsInputSchema, TimeSettingsSchema } from '#contract/schemas/time-settings.ts';

import { currentUser, requirePermission } from '../../plugins/session.ts';
import type { LanguageSettingsService } from './language-settings.service.ts';
import { SETTINGS_FORBIDDEN } from './time-settings.service.ts';
import type { TimeSettingsService } from './time-settings.service.ts';

const tags = ['settings'];

export function settingsRoutes(deps: {
  timeSettings: TimeSettingsService;
  languageSettings: LanguageSettingsService;
}): FastifyPluginAsyncZod {
  const { timeSettings, languageSettings } = deps;
  return async function routes(app) {
    app.get(
      '/settings/time',
      {
        schema: {
          tags,
          summary: "The chain's time rules: breaks, break rule, rounding, overtime, pay periods",
          description:
            'Every signed-in user reads them (the time clock shows whether breaks are paid).',
          response: { 200: TimeSettingsSchema, 401: ErrorBodySchema },
        },
      },
      async () => timeSettings.get(),
    );

    app.put(
      '/settings/time',
      {
        // Non-admins are refused before their body is even read.
        preValidation: requirePermission(canChangeSettings, SETTINGS_FORBIDDEN),
        schema: {
          tags,
          summary: "Change the chain's time rules (admin)",
          description:
            'Applies to breaks that end afterwards and to flags; minutes already stored on sessions ' +
            'are never rewritten (decision 035).',
          body: TimeSettingsInputSchema,
          response: {
            200: TimeSettingsSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => timeSettings.update(currentUser(request), request.body),
    );

    app.get(
      '/settings/language',
      {
        schema: {
          tags,
          summary: "The language new users start in (null: their browser's)",
          response: { 200: LanguageSettingsSchema, 401: ErrorBodySchema },
        },
      },
      async () => languageSettings.get(),
    );

    app.put(
      '/settings/language',
      {
        preValidation: requirePermission(canChangeSettings, SETTINGS_FORBIDDEN),
        schema: {
          tags,
          summary: 'Set the language new users start in (admin); existing users keep theirs',
          body: LanguageSettingsSchema,
          response: {
            200: LanguageSettingsSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => languageSettings.update(currentUser(request), request.body),
    );
  };
}
