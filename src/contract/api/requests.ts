import { TicketEquipmentSchema } from '../schemas/equipment-ref.ts';
import {
  ApproveRequestInputSchema,
  DeclineRequestInputSchema,
  PublicEquipmentSchema,
  PublicRequestCreatedSchema,
  RequestListQuerySchema,
  RequestListSchema,
} from '../schemas/maintenance-request.ts';
import { TicketSchema } from '../schemas/ticket.ts';
import { endpoints, NoContentSchema } from './endpoint.ts';

export const maintenanceRequestsEndpoints = endpoints({
  'GET /api/public/equipment/:shortCode': { response: PublicEquipmentSchema },
  'POST /api/public/requests': { upload: 'multipart', response: PublicRequestCreatedSchema },
  'GET /api/requests/units/:shortCode': { response: TicketEquipmentSchema },
  'GET /api/requests': { query: RequestListQuerySchema, response: RequestListSchema },
  'POST /api/requests/:id/approve': { body: ApproveRequestInputSchema, response: TicketSchema },
  'POST /api/requests/:id/decline': { body: DeclineRequestInputSchema, response: NoContentSchema },
});
