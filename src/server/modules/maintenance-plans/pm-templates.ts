import type { TicketPriority } from '#contract/schemas/ticket.ts';

// Decision 034: the library of restaurant PM templates (written by us; docs/decisions/034 "pm-api").
// A typed list rather than a data file: the compiler checks every field, and there is nothing to
// parse at start-up. Intervals follow the usual codes and manufacturers' guidance: NFPA 96 (hood
// cleaning quarterly for a typical high-volume kitchen), NFPA 17A (wet-chemical suppression
// inspected every six months), ice machine makers (clean and sanitise at least every six months),
// and common practice for grease traps, coils, fryers, filters and dish machines. Each is a
// starting point: the plan made from it can be edited. Due at 06:00, before the store opens.

export interface PmTemplateDefinition {
  id: string;
  title: string;
  description: string;
  /** A category's name; a store plan's tickets are filed under it. */
  category: string;
  scope: 'category' | 'store';
  rrule: string;
  dueTime: string;
  leadDays: number;
  priority: TicketPriority;
  estimatedMinutes: number;
  checklist: string[];
}

const BEFORE_OPENING = '06:00';

export const PM_TEMPLATES: readonly PmTemplateDefinition[] = [
  {
    id: 'hood-duct-cleaning',
    title: 'Kitchen hood and duct cleaning',
    description:
      'Degrease the hood, filters, plenum, ducts and exhaust fan to bare metal (NFPA 96: quarterly for a high-volume kitchen). Usually a certified contractor; leave the dated service sticker on the hood.',
    category: 'HVAC',
    scope: 'store',
    rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1',
    dueTime: BEFORE_OPENING,
    leadDays: 14,
    priority: 'urgent',
    estimatedMinutes: 240,
    checklist: [
      'Cover cooking equipment and switch off the appliances under the hood',
      'Remove and soak the baffle filters',
      'Scrape and degrease the hood canopy and plenum',
      'Clean the duct runs through every access panel',
      'Clean the exhaust fan blades and check the belt and hinge kit',
      'Reinstall the filters and test the exhaust fan',
      'Photograph before and after; put the dated certificate sticker on the hood',
    ],
  },
  {
    id: 'hood-fire-suppression',
    title: 'Hood fire-suppression inspection',
    description:
      'Semi-annual inspection of the wet-chemical suppression system over the cooking line (NFPA 17A, UL 300) by a licensed fire-protection company.',
    category: 'Other',
    scope: 'store',
    rrule: 'FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=1',
    dueTime: BEFORE_OPENING,
    leadDays: 21,
    priority: 'urgent',
    estimatedMinutes: 90,
    checklist: [
      'Check nozzles are aimed at their appliances and capped against grease',
      'Replace the fusible links',
      'Check the agent cylinder pressure and its hydrostatic test date',
      'Test the manual pull station',
      'Confirm the gas shut-off valve closes when the system trips',
      'Check the K-class extinguisher is in place and charged',
      'Attach the new inspection tag and file the report',
    ],
  },
  {
    id: 'ice-machine-sanitise',
    title: 'Ice machine clean and sanitise',
    description:
      'Descale and sanitise the ice machine and bin. Every six months is what the major manufacturers (Manitowoc, Scotsman, Hoshizaki) set as the minimum; shorten it in hard-water areas or bakeries.',
    category: 'Ice Machine',
    scope: 'category',
    rrule: 'FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=1',
    dueTime: BEFORE_OPENING,
    leadDays: 7,
    priority: 'medium',
    estimatedMinutes: 120,
    checklist: [
      'Empty the bin and discard the ice',
      'Run the machine’s cleaning cycle with nickel-safe descaler',
      'Remove and scrub the water trough, distribution tube and curtains',
      'Run the sanitising cycle with an approved sanitiser',
      'Wipe and sanitise the bin, door and scoop holder',
      'Clean the air filter and condenser',
      'Discard the first batch of ice, then return to service',
    ],
  },
  {
    id: 'grease-trap-pump-out',
    title: 'Grease trap pump-out',
    description:
      'Pump out the grease interceptor before it passes a quarter full of grease and solids (the usual municipal rule); keep the hauler’s manifest for the inspector.',
    category: 'Plumbing',
    scope: 'store',
    rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
    dueTime: BEFORE_OPENING,
    leadDays: 5,
    priority: 'medium',
    estimatedMinutes: 60,
    checklist: [
      'Measure the grease and solids layer before pumping',
      'Pump the trap completely, not just the grease cap',
      'Scrape the walls and baffles',
      'Check the inlet and outlet tees and the lid gasket',
      'Refill with cold water',
      'File the hauler’s manifest with the measurement',
    ],
  },
  {
    id: 'condenser-coil-cleaning',
    title: 'Walk-in and reach-in condenser coil cleaning',
    description:
      'Clean the condenser coils of every refrigeration unit: dusty, greasy coils are the first cause of dead compressors in a kitchen.',
    category: 'Freezer',
    scope: 'category',
    rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15',
    dueTime: BEFORE_OPENING,
    leadDays: 7,
    priority: 'medium',
    estimatedMinutes: 45,
    checklist: [
      'Switch the unit off at its disconnect',
      'Brush the coil fins along their direction',
      'Vacuum or blow out the dust from the coil and fan',
      'Degrease the coil with a coil cleaner where greasy',
      'Check the condenser fan spins freely',
      'Switch back on and log the box temperature after 30 minutes',
    ],
  },
  {
    id: 'fryer-boil-out',
    title: 'Fryer boil-out',
    description:
      'Weekly boil-out of each fryer: carbon and polymerised oil shorten oil life and foul the thermostat probe.',
    category: 'Fryer',
    scope: 'category',
    rrule: 'FREQ=WEEKLY;BYDAY=MO',
    dueTime: BEFORE_OPENING,
    leadDays: 1,
    priority: 'low',
    estimatedMinutes: 60,
    checklist: [
      'Drain and filter the oil while warm, then let the vat cool',
      'Fill with water and boil-out solution to the fill line',
      'Simmer for 20 minutes and scrub the vat walls',
      'Drain, rinse twice and neutralise with vinegar water',
      'Dry the vat completely',
      'Check the high-limit and thermostat probes are clean',
      'Refill with oil',
    ],
  },
  {
    id: 'hvac-filter-change',
    title: 'HVAC filter change',
    description:
      'Change the return-air and make-up air filters: kitchen air loads filters with grease and flour quickly.',
    category: 'HVAC',
    scope: 'store',
    rrule: 'FREQ=MONTHLY;BYMONTHDAY=1',
    dueTime: BEFORE_OPENING,
    leadDays: 3,
    priority: 'low',
    estimatedMinutes: 45,
    checklist: [
      'Switch off the air handler',
      'Replace the return-air filters (note the size on the frame)',
      'Replace the make-up air unit filters',
      'Write the date on the new filters',
      'Check the condensate drain is clear',
      'Switch back on and check the airflow',
    ],
  },
  {
    id: 'water-filter-change',
    title: 'Water filter change',
    description:
      'Replace the water filter cartridges feeding the ice machines every six months (the cartridge makers’ limit), sooner if pressure drops.',
    category: 'Ice Machine',
    scope: 'category',
    rrule: 'FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=15',
    dueTime: BEFORE_OPENING,
    leadDays: 7,
    priority: 'medium',
    estimatedMinutes: 30,
    checklist: [
      'Close the inlet valve and relieve the pressure',
      'Replace the cartridges and the pre-filter',
      'Flush the new cartridges for the time the label gives',
      'Check for leaks at the head',
      'Write the date on the cartridges and reset the meter',
    ],
  },
  {
    id: 'dish-machine-delime',
    title: 'Dish machine deliming',
    description:
      'Weekly deliming of the dish machine: scale on the heating elements and wash arms lowers the rinse temperature below sanitising.',
    category: 'Other',
    scope: 'store',
    rrule: 'FREQ=WEEKLY;BYDAY=SU',
    dueTime: BEFORE_OPENING,
    leadDays: 1,
    priority: 'low',
    estimatedMinutes: 45,
    checklist: [
      'Drain the machine and remove the curtains and strainers',
      'Refill and add the deliming solution in the amount on its label',
      'Run the delime cycle',
      'Drain, refill and run two rinse cycles',
      'Clean the wash and rinse arms’ nozzles',
      'Check the final rinse reaches its sanitising temperature',
    ],
  },
  {
    id: 'door-gasket-inspection',
    title: 'Door gasket inspection',
    description:
      'Monthly check of walk-in and reach-in door gaskets: a torn gasket frosts the coil and wastes energy.',
    category: 'Freezer',
    scope: 'category',
    rrule: 'FREQ=MONTHLY;BYMONTHDAY=10',
    dueTime: BEFORE_OPENING,
    leadDays: 3,
    priority: 'low',
    estimatedMinutes: 20,
    checklist: [
      'Clean the gaskets with warm soapy water',
      'Look for tears, cracks and hardened sections',
      'Do the paper test at each corner and along the hinge side',
      'Check the door closes and latches by itself',
      'Check the heater strip on freezer doors is warm',
      'Order replacement gaskets where needed',
    ],
  },
];

export function findTemplate(id: string): PmTemplateDefinition | undefined {
  return PM_TEMPLATES.find((template) => template.id === id);
}
