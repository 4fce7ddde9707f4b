import { z } from 'zod';

import { TicketPhotoSchema, TicketSchema } from '../schemas/ticket.ts';
import { endpoints } from './endpoint.ts';

export const photosEndpoints = endpoints({
  'GET /api/tickets/:id/photos': { response: z.array(TicketPhotoSchema) },
  'POST /api/tickets/:id/photos': { upload: 'multipart', response: TicketSchema },
});
