import type { CorpusEntry } from './corpus-entry.ts';

// Fryers: vats, burners, pilots, thermostats, filtration, basket lifts, fryer computers.
export const FRYER_CORPUS: readonly CorpusEntry[] = [
  [
    'Grease fire in fryer 2',
    'Oil in the right vat caught fire during lunch, we used the suppression pull. Fryer is off.',
    'u',
  ],
  [
    'Fryer oil smoking and wont stop heating',
    'Vat 1 is past 400 and smoking, thermostat not cutting off. Turned gas off at the valve.',
    'u',
  ],
  [
    'hot oil leaking on floor under fryer',
    'drain valve wont close all the way, hot oil dripping onto the floor, crew almost slipped',
    'u',
  ],
  [
    'Gas smell by the fryers',
    'Strong gas smell behind the fry station when the burners kick on.',
    'u',
  ],
  [
    'Both fryers down',
    'Neither fryer will light. We cannot make fries or chicken, lunch in an hour.',
    'u',
  ],
  [
    'Flames coming out the flue',
    'Big flames shooting out of the fryer flue when it lights, then a loud bang.',
    'u',
  ],
  [
    'Henny Penny lid wont seal',
    'Pressure fryer lid does not lock and steam and oil spit out the side when pressurizing.',
    'u',
  ],
  [
    'Fryer boiled over',
    'Oil foamed over the top of vat 3 onto the burners and floor. Hot oil everywhere.',
    'u',
  ],
  [
    'sparks from fryer control box',
    'saw sparks and a pop from the box on the front of the Pitco, it smells burnt now',
    'u',
  ],
  [
    'Only fryer at drive thru store is dead',
    'Our one fryer will not turn on at all. No fries, no nuggets, drive thru is backing up.',
    'u',
  ],
  [
    'Fryer shocked a cook',
    'Cook got a shock touching the basket lift arm on the electric fryer.',
    'u',
  ],
  [
    'Fryer overheating oil black in an hour',
    'Temp reads 425 on a thermometer even though it is set to 350. Oil burning and smoking.',
    'u',
  ],
  [
    'hot oil spraying from fryer filter line',
    'Filter return line popped off and sprayed hot oil on the wall during filtering',
    'u',
  ],
  [
    'All three Frymasters out',
    'Power went out and now none of the fryers come back on. Chicken line shut down.',
    'u',
  ],
  ['la freidora huele a gas', 'La freidora de la izquierda huele mucho a gas cuando prende.', 'u'],
  ['Fryer 2 not heating', 'Left fryer stays at 200, oil never gets up to 350. Pilot is lit.', 'm'],
  [
    'Fryer slow to recover',
    'After a basket of fries it takes forever to come back to temp, fries are soggy at peak.',
    'm',
  ],
  [
    'fryer pilot keeps going out',
    'pilot light on vat 1 goes out every couple hours, we relight it and it goes out again',
    'm',
  ],
  [
    'Fryer wont light',
    'Right side fryer clicks but will not light, the other vat is fine so we are using that.',
    'm',
  ],
  [
    'Frymaster computer shows HELP HI-2',
    'The fryer controller is beeping and showing HELP HI-2, shuts the vat down.',
    'm',
  ],
  [
    'Fryer display says PROBE FAILURE',
    'Vat 2 computer flashes probe failure and will not heat.',
    'm',
  ],
  ['Filter pump not priming', 'Filter pump runs but no oil moves back into the vat.', 'm'],
  [
    'Filter pump hums and does nothing',
    'When we hit filter the motor just hums, no oil moving. Oil is getting dirty.',
    'm',
  ],
  ['Drain valve sticking', 'Drain handle on fryer 1 is really hard to open and close.', 'm'],
  [
    'Basket lift stuck',
    'Auto basket lift on the left fryer will not come up when the timer ends.',
    'm',
  ],
  ['fries coming out soggy', 'fries are greasy and soggy even with fresh oil, temp seems low', 'm'],
  [
    'Oil foaming a lot',
    'Fresh oil foams up way more than normal in vat 2 and spills near the top.',
    'm',
  ],
  [
    'High limit keeps tripping on fryer',
    'Fryer shuts off mid-service, reset button on the back gets it going again.',
    'm',
  ],
  [
    'Fryer oil temp off',
    'Set to 350 but a probe thermometer reads 320. Chicken coming out undercooked in the middle.',
    'm',
  ],
  [
    'Auto top off not filling',
    'The JIB oil top off is not adding oil to the vats anymore, light is on.',
    'm',
  ],
  [
    'fryer beeping non stop',
    'fryer 3 keeps beeping even after we press the button, cant figure out why',
    'm',
  ],
  ['Fryer timer not working', 'Cook timer buttons on the fryer dont start the countdown.', 'm'],
  [
    'Burner popping loud when lighting',
    'Fryer makes a loud pop every time the burners light, like delayed ignition.',
    'm',
  ],
  [
    'Fryer igniter clicking',
    'Igniter on the Pitco keeps clicking after the flame is already lit.',
    'm',
  ],
  [
    'Fryer shutting off randomly',
    'Fryer turns itself off a few times a shift, no error code.',
    'm',
  ],
  [
    'Oil takes 40 minutes to heat up',
    'Morning crew says fryer takes forever to heat at open.',
    'm',
  ],
  ['Fryer blower motor noisy', 'Combustion blower on fryer 2 is screeching when it runs.', 'm'],
  [
    'One of the three fryers is out',
    'Vat 3 wont heat. We are running on the other two for now.',
    'm',
  ],
  [
    'Pressure fryer not building pressure',
    'Henny Penny runs but pressure gauge stays at zero, chicken comes out dry.',
    'm',
  ],
  [
    'Fryer oil dripping from drain valve',
    'Slow drip of oil from the drain valve into the drain pan, we put a pan under it.',
    'm',
  ],
  [
    'fryr temp knob broke',
    'the thermostat knob on fryer 1 spins all the way around and doesnt change anything',
    'm',
  ],
  [
    'Fryer not holding temperature',
    'Temperature goes up and down 30 degrees while sitting idle.',
    'm',
  ],
  [
    'Filter pan leaking',
    'The filter pan under fryers leaks oil when we filter, O-ring looks bad.',
    'm',
  ],
  [
    'Fryer heating element not working',
    'Electric fryer left vat element does not glow, oil is cold.',
    'm',
  ],
  [
    'fryer keeps saying recovery',
    'computer stuck on RECOVERY and oil is at 300, wont go higher',
    'm',
  ],
  [
    'Fryer gas valve clicking off',
    'The gas valve shuts off after a few minutes of cooking and we have to relight.',
    'm',
  ],
  [
    'Fry station oil smells burnt quickly',
    'Oil turns dark and smells burnt after one day instead of four.',
    'm',
  ],
  [
    'Fryer thermostat needs calibration',
    'Temp dial says 350, actual 375, fries getting dark.',
    'm',
  ],
  [
    'Keating fryer wont stay lit',
    'Fryer lights then goes out after 10 seconds, thermopile maybe.',
    'm',
  ],
  [
    'Fryer melt cycle not ending',
    'Fryer stays in melt cycle forever in the morning and wont go to heat.',
    'm',
  ],
  ['Basket lift motor grinding', 'Grinding noise when the right basket lift goes down.', 'm'],
  ['Chicken fryer computer blank', 'Display on the chicken fryer is blank but the fans run.', 'm'],
  [
    'Fryer filter paper jammed',
    'Filter paper keeps folding and oil bypasses it, crumbs in the oil.',
    'm',
  ],
  ['Oil level sensor error', 'Fryer says low oil even when the vat is full, wont heat.', 'm'],
  ['freidora no calienta', 'La freidora numero 2 no calienta el aceite, se queda tibio.', 'm'],
  [
    'fries taking longer to cook',
    'Fries need 4 minutes instead of 3, crew says fryer feels weak.',
    'm',
  ],
  [
    'Fryer pilot wont stay lit when windy',
    'Back door open and the pilot on the end fryer blows out.',
    'm',
  ],
  [
    'Fryer drain line clogged with breading',
    'Oil drains super slow from vat 1, probably breading stuck in the drain.',
    'm',
  ],
  [
    'Fryer vat cracked',
    'Crack on the side of the vat on fryer 2, no leak yet but it is seeping a little.',
    'm',
  ],
  ['Fryer basket lift timer off', 'Baskets come up at 2:10 when set to 2:30.', 'm'],
  [
    'Fryer computer stuck in boil out mode',
    'Vat 2 controller is stuck on boil out and will not go back to cook mode.',
    'm',
  ],
  ['Fryer making a humming noise', 'Loud hum from inside the fryer cabinet while heating.', 'm'],
  [
    'Fryer ignition module fault light',
    'Red fault light on the ignition module, fryer wont come on.',
    'm',
  ],
  [
    'fryer heats way too slow in morning',
    'every morning fryers take an hour to be ready, after that ok',
    'm',
  ],
  [
    'Fryer oil filtration cart wheel broken',
    'Wheel snapped on the filter cart so it is hard to move, still works though.',
    'l',
  ],
  ['Fryer basket handle loose', 'Handle on one of the fry baskets wiggles, still usable.', 'l'],
  [
    'Fryer cabinet door hinge loose',
    'The door under fryer 2 hangs crooked and does not close flush.',
    'l',
  ],
  [
    'Dent in fryer side panel',
    'Someone hit the side of the fryer with a cart, just a dent, works fine.',
    'l',
  ],
  [
    'fryer labels worn off',
    'cant read the buttons on the fryer computer anymore, the labels rubbed off',
    'l',
  ],
  [
    'Basket hanger bent',
    'The rack that holds the fry baskets is bent a bit, baskets still hang.',
    'l',
  ],
  ['Fryer caster squeaks', 'Fryer wheel squeaks when we pull it out to clean.', 'l'],
  ['Missing knob cover on fryer', 'Plastic cap missing from the temp knob, cosmetic.', 'l'],
  ['Fryer vat cover scratched', 'The stainless cover for fryer 3 is scratched up, no rush.', 'l'],
  [
    'Splash guard rusty',
    'Splash guard between fryer and grill has rust spots, cosmetic only.',
    'l',
  ],
  [
    'Fryer front panel sticker peeling',
    'Brand sticker on the fryer is peeling off, not urgent.',
    'l',
  ],
  [
    'fry dump station caster loose',
    'caster on the fry dump wobbles, whenever you get a chance',
    'l',
  ],
  [
    'Fryer cleaning brush holder broken',
    'The clip that holds the fryer brush on the side broke off.',
    'l',
  ],
  ['Fryer drain pan handle loose', 'Handle on the oil drain pan is loose, still works.', 'l'],
  [
    'Fryer light on control flickers',
    'The little green ready light on fryer 1 flickers but it cooks fine.',
    'l',
  ],
  [
    'Fryer basket mesh frayed',
    'One basket has a small frayed spot in the mesh, still holds fries.',
    'l',
  ],
  ['Fryer top cap missing screw', 'A screw is missing on the top trim of the fryer bank.', 'l'],
];
