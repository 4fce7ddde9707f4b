import { z } from 'zod';

import {
  CreateDispatchSchema,
  DispatchSchema,
  DispatchWithPortalLinkSchema,
} from '../schemas/dispatch.ts';
import { endpoints } from './endpoint.ts';

export const dispatchesEndpoints = endpoints({
  'GET /api/tickets/:id/dispatches': { response: z.array(DispatchSchema) },
  'POST /api/tickets/:id/dispatches': {
    body: CreateDispatchSchema,
    response: DispatchWithPortalLinkSchema,
  },
  'POST /api/dispatches/:id/renew-link': { response: DispatchWithPortalLinkSchema },
  'POST /api/dispatches/:id/revoke': { response: DispatchSchema },
  'POST /api/dispatches/:id/approve-invoice': { response: DispatchSchema },
  'POST /api/dispatches/:id/confirm-work': { response: DispatchSchema },
  'POST /api/dispatches/:id/mark-paid': { response: DispatchSchema },
});
