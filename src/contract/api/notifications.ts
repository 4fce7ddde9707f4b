import { z } from 'zod';

import { OkSchema } from '../schemas/common.ts';
import {
  FailedMailSchema,
  MarkNotificationsReadResultSchema,
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSettingsSchema,
  UnsubscribeSchema,
  UpdateNotificationSettingsSchema,
} from '../schemas/notification.ts';
import { endpoints } from './endpoint.ts';

/** The link's token and kind, or a mail provider's RFC 8058 one-click form (notification-mail.routes.ts). */
const UnsubscribeBodySchema = z.union([
  UnsubscribeSchema,
  z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
]);

export const notificationsEndpoints = endpoints({
  'POST /api/notifications/unsubscribe': {
    query: UnsubscribeSchema.partial(),
    body: UnsubscribeBodySchema,
    response: OkSchema,
  },
  'GET /api/notifications/failed-mail': { response: z.array(FailedMailSchema) },
  'GET /api/notifications': {
    query: NotificationListQuerySchema,
    response: NotificationListSchema,
  },
  'POST /api/notifications/read': {
    body: MarkNotificationsReadSchema,
    response: MarkNotificationsReadResultSchema,
  },
  'GET /api/me/notification-settings': { response: NotificationSettingsSchema },
  'PUT /api/me/notification-settings': {
    body: UpdateNotificationSettingsSchema,
    response: NotificationSettingsSchema,
  },
});
