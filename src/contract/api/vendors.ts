import { z } from 'zod';

import { OkSchema } from '../schemas/common.ts';
import {
  VendorInputSchema,
  VendorListQuerySchema,
  VendorSchema,
  VendorSettingsSchema,
} from '../schemas/vendor.ts';
import { endpoints } from './endpoint.ts';

export const vendorsEndpoints = endpoints({
  'GET /api/vendors': { query: VendorListQuerySchema, response: z.array(VendorSchema) },
  'POST /api/vendors': { body: VendorInputSchema, response: VendorSchema },
  'GET /api/vendors/:id': { response: VendorSchema },
  'PUT /api/vendors/:id': { body: VendorInputSchema, response: VendorSchema },
  'DELETE /api/vendors/:id': { response: OkSchema },
  'GET /api/settings/vendors': { response: VendorSettingsSchema },
  'PUT /api/settings/vendors': { body: VendorSettingsSchema, response: VendorSettingsSchema },
});
