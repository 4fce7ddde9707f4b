import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ErrorBodySchema } from '#contract/schemas/common.ts';
import {
  MarkNotificationsReadResultSchema,
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSettingsSchema,
  UpdateNotificationSettingsSchema,
} from '#contract/schemas/notification.ts';

import { translateMessage } from '../../lib/translate-message.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { NotificationsService } from './notifications.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

// Decision 032: every signed-in user reads and marks their own notifications and sets their e-mail.
export function notificationsRoutes(deps: {
  notifications: NotificationsService;
}): FastifyPluginAsyncZod {
  const { notifications } = deps;
  return async function routes(app) {
    app.get(
      '/notifications',
      {
        config: { isCacheable: true },
        schema: {
          tags: ['notifications'],
          summary: "The caller's notifications, newest first, with their unread count",
          querystring: NotificationListQuerySchema,
          response: { 200: NotificationListSchema, ...errors },
        },
      },
      async (request) => {
        const list = await notifications.list(currentUser(request), request.query);
        // Issue 40: stored in English (the key), read in the person's language.
        const language = requestLanguage(request);
        return {
          ...list,
          items: list.items.map((item) => ({
            ...item,
            text: translateMessage(item.text, language),
          })),
        };
      },
    );

    app.post(
      '/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          summary: "Mark some (ids) or all of the caller's notifications read",
          body: MarkNotificationsReadSchema,
          response: { 200: MarkNotificationsReadResultSchema, ...errors },
        },
      },
      async (request) => notifications.markRead(currentUser(request), request.body),
    );

    app.get(
      '/me/notification-settings',
      {
        schema: {
          tags: ['notifications'],
          summary: "The caller's notification e-mail settings",
          response: { 200: NotificationSettingsSchema, ...errors },
        },
      },
      async (request) => notifications.getSettings(currentUser(request)),
    );

    app.put(
      '/me/notification-settings',
      {
        schema: {
          tags: ['notifications'],
          summary: "Change some of the caller's notification e-mail settings",
          body: UpdateNotificationSettingsSchema,
          response: { 200: NotificationSettingsSchema, ...errors },
        },
      },
      async (request) => notifications.updateSettings(currentUser(request), request.body),
    );
  };
}
