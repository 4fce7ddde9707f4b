import demoEquipment from './demo/equipment.json' with { type: 'json' };

// Decision 033: the demo chain's equipment register. Dates are relative to the demo's today so some
// warranties are always running and some always expired. Fryer 2 at Downtown has repeat repairs
// (its tickets are in demo-data.ts); units with an open equipment-down ticket start down. The
// units are data: demo/equipment.json.

interface DemoUnit {
  location: string;
  category: string;
  name: string;
  make: string;
  model: string;
  serial: string;
  /** Days before today it was installed. */
  installedDaysAgo: number;
  /** Days from today the warranty ends (negative: expired), or null for none on file. */
  warrantyEndsInDays: number | null;
  warrantyProvider: string | null;
  notes?: string;
}

export const DEMO_EQUIPMENT: DemoUnit[] = demoEquipment;
