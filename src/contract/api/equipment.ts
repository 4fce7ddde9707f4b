import {
  CreateEquipmentInputSchema,
  EquipmentHistoryQuerySchema,
  EquipmentHistorySchema,
  EquipmentImportQuerySchema,
  EquipmentImportResultSchema,
  EquipmentLabelsQuerySchema,
  EquipmentLabelsSchema,
  EquipmentListQuerySchema,
  EquipmentListSchema,
  EquipmentSchema,
  UpdateEquipmentInputSchema,
} from '../schemas/equipment.ts';
import { endpoints } from './endpoint.ts';

export const equipmentEndpoints = endpoints({
  'POST /api/equipment/import': {
    query: EquipmentImportQuerySchema,
    upload: 'text/csv',
    response: EquipmentImportResultSchema,
  },
  'GET /api/equipment': { query: EquipmentListQuerySchema, response: EquipmentListSchema },
  'POST /api/equipment': { body: CreateEquipmentInputSchema, response: EquipmentSchema },
  'GET /api/equipment/labels': {
    query: EquipmentLabelsQuerySchema,
    response: EquipmentLabelsSchema,
  },
  'GET /api/equipment/:id': { response: EquipmentSchema },
  'PUT /api/equipment/:id': { body: UpdateEquipmentInputSchema, response: EquipmentSchema },
  'DELETE /api/equipment/:id': { response: EquipmentSchema },
  'GET /api/equipment/:id/history': {
    query: EquipmentHistoryQuerySchema,
    response: EquipmentHistorySchema,
  },
  'POST /api/equipment/:id/photo': { upload: 'multipart', response: EquipmentSchema },
});
