// Issue 18: the demo chain's equipment register. Dates are relative to the demo's today so some
// warranties are always running and some always expired. Fryer 2 at Downtown has repeat repairs
// (its tickets are in demo-data.ts); units with an open equipment-down ticket start down.

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

const PITCO = 'Pitco, 800-258-3708';
const TRUE = 'True Manufacturing, 800-325-6152';
const HOSHIZAKI = 'Hoshizaki America, 800-438-6087';
const KOLPAK = 'Kolpak, 800-826-7036';
const RHEEM = 'Rheem, 800-432-8373';

export const DEMO_EQUIPMENT: DemoUnit[] = [
  // Downtown
  {
    location: 'Downtown',
    category: 'Fryer',
    name: 'Fryer 1',
    make: 'Pitco',
    model: 'SG14-S',
    serial: 'G14-118204',
    installedDaysAgo: 1900,
    warrantyEndsInDays: -1150,
    warrantyProvider: PITCO,
  },
  {
    location: 'Downtown',
    category: 'Fryer',
    name: 'Fryer 2',
    make: 'Pitco',
    model: 'SG14-S',
    serial: 'G14-133871',
    installedDaysAgo: 420,
    warrantyEndsInDays: 310,
    warrantyProvider: PITCO,
    notes: 'Left well. Thermostat replaced once under warranty.',
  },
  {
    location: 'Downtown',
    category: 'Freezer',
    name: 'Walk-in Freezer',
    make: 'Kolpak',
    model: 'KF7-0810-FR',
    serial: 'KP-77120-F',
    installedDaysAgo: 2600,
    warrantyEndsInDays: -1500,
    warrantyProvider: KOLPAK,
  },
  {
    location: 'Downtown',
    category: 'Freezer',
    name: 'Walk-in Cooler',
    make: 'Kolpak',
    model: 'KF7-0810-CR',
    serial: 'KP-77121-C',
    installedDaysAgo: 2600,
    warrantyEndsInDays: -1500,
    warrantyProvider: KOLPAK,
  },
  {
    location: 'Downtown',
    category: 'Freezer',
    name: 'Reach-in Freezer',
    make: 'True',
    model: 'T-49F-HC',
    serial: 'TR-9034417',
    installedDaysAgo: 700,
    warrantyEndsInDays: 395,
    warrantyProvider: TRUE,
  },
  {
    location: 'Downtown',
    category: 'Ice Machine',
    name: 'Ice Machine',
    make: 'Hoshizaki',
    model: 'KM-515MAJ',
    serial: 'HZ-L01822',
    installedDaysAgo: 300,
    warrantyEndsInDays: 795,
    warrantyProvider: HOSHIZAKI,
  },
  {
    location: 'Downtown',
    category: 'Plumbing',
    name: 'Water Heater',
    make: 'Rheem',
    model: 'PROG50-38N',
    serial: 'RH-0419A33',
    installedDaysAgo: 1400,
    warrantyEndsInDays: 425,
    warrantyProvider: RHEEM,
  },
  // Mall Location
  {
    location: 'Mall Location',
    category: 'Freezer',
    name: 'Walk-in Cooler',
    make: 'Kolpak',
    model: 'KF7-0608-CR',
    serial: 'KP-80311-C',
    installedDaysAgo: 1200,
    warrantyEndsInDays: -100,
    warrantyProvider: KOLPAK,
  },
  {
    location: 'Mall Location',
    category: 'Grill',
    name: 'Flat Top Grill',
    make: 'Vulcan',
    model: 'VCCG36-AC',
    serial: 'VU-5528190',
    installedDaysAgo: 800,
    warrantyEndsInDays: -70,
    warrantyProvider: 'Vulcan, 800-814-2028',
  },
  {
    location: 'Mall Location',
    category: 'Fryer',
    name: 'Fryer 1',
    make: 'Pitco',
    model: 'SSH55',
    serial: 'SH-602215',
    installedDaysAgo: 200,
    warrantyEndsInDays: 530,
    warrantyProvider: PITCO,
  },
  {
    location: 'Mall Location',
    category: 'Ice Machine',
    name: 'Ice Machine',
    make: 'Hoshizaki',
    model: 'KM-660MAJ',
    serial: 'HZ-M44109',
    installedDaysAgo: 1600,
    warrantyEndsInDays: null,
    warrantyProvider: null,
  },
  // Highway 101
  {
    location: 'Highway 101',
    category: 'Fryer',
    name: 'Fryer 1',
    make: 'Pitco',
    model: 'SG14-S',
    serial: 'G14-120977',
    installedDaysAgo: 1500,
    warrantyEndsInDays: -750,
    warrantyProvider: PITCO,
  },
  {
    location: 'Highway 101',
    category: 'Fryer',
    name: 'Fryer 2',
    make: 'Pitco',
    model: 'SG14-S',
    serial: 'G14-120978',
    installedDaysAgo: 1500,
    warrantyEndsInDays: -750,
    warrantyProvider: PITCO,
  },
  {
    location: 'Highway 101',
    category: 'Ice Machine',
    name: 'Ice Machine',
    make: 'Hoshizaki',
    model: 'KM-515MAJ',
    serial: 'HZ-K93020',
    installedDaysAgo: 500,
    warrantyEndsInDays: 600,
    warrantyProvider: HOSHIZAKI,
  },
  {
    location: 'Highway 101',
    category: 'Plumbing',
    name: 'Water Heater',
    make: 'Rheem',
    model: 'PROG40-38N',
    serial: 'RH-1120B07',
    installedDaysAgo: 2200,
    warrantyEndsInDays: -400,
    warrantyProvider: RHEEM,
  },
  // North Side
  {
    location: 'North Side',
    category: 'Freezer',
    name: 'Prep Cooler',
    make: 'True',
    model: 'TSSU-60-16',
    serial: 'TR-8820153',
    installedDaysAgo: 900,
    warrantyEndsInDays: 200,
    warrantyProvider: TRUE,
    notes: 'Compressor warranty runs 5 years; cabinet 3.',
  },
  {
    location: 'North Side',
    category: 'Freezer',
    name: 'Reach-in Cooler',
    make: 'True',
    model: 'T-23-HC',
    serial: 'TR-8820178',
    installedDaysAgo: 900,
    warrantyEndsInDays: 200,
    warrantyProvider: TRUE,
  },
  {
    location: 'North Side',
    category: 'HVAC',
    name: 'Rooftop Unit 1',
    make: 'Carrier',
    model: '48FC-05',
    serial: 'CA-2317G104',
    installedDaysAgo: 3000,
    warrantyEndsInDays: -1200,
    warrantyProvider: null,
  },
  // Airport
  {
    location: 'Airport',
    category: 'Grill',
    name: 'Charbroiler',
    make: 'Vulcan',
    model: 'VACB36',
    serial: 'VU-6610021',
    installedDaysAgo: 450,
    warrantyEndsInDays: 280,
    warrantyProvider: 'Vulcan, 800-814-2028',
  },
  {
    location: 'Airport',
    category: 'Fryer',
    name: 'Fryer 1',
    make: 'Frymaster',
    model: 'MJ45E',
    serial: 'FM-1907AB33',
    installedDaysAgo: 1300,
    warrantyEndsInDays: -570,
    warrantyProvider: 'Frymaster, 800-551-8633',
  },
  {
    location: 'Airport',
    category: 'Ice Machine',
    name: 'Ice Machine',
    make: 'Hoshizaki',
    model: 'F-801MAJ',
    serial: 'HZ-P20017',
    installedDaysAgo: 100,
    warrantyEndsInDays: 995,
    warrantyProvider: HOSHIZAKI,
  },
];
