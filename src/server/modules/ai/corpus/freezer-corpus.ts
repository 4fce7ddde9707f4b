import type { CorpusEntry } from './corpus-entry.ts';

// Cold storage of any kind: walk-in coolers and freezers, reach-ins, prep coolers and make tables,
// their doors, gaskets, fans, condensers and compressors (architecture §7).
export const FREEZER_CORPUS: readonly CorpusEntry[] = [
  [
    'Walk-in cooler at 47 degrees',
    'Walk-in thermometer reads 47F this morning, product feels warm. Moved dairy to reach-ins.',
    'u',
  ],
  [
    'Walk in freezer thawing',
    'Freezer is at 35 and the ice cream is soft, boxes are sweating.',
    'u',
  ],
  [
    'Prep cooler not cold',
    'Sandwich prep cooler on the line reads 50 degrees, had to pull the meats and cheese.',
    'u',
  ],
  [
    'reach in fridge warm',
    'reach in by the grill is at 48F since open, food is in the danger zone',
    'u',
  ],
  [
    'Walk-in cooler compressor dead',
    'Condensing unit on the roof is silent and the walk-in is climbing, 44 now.',
    'u',
  ],
  [
    'Freezer completely down',
    'Reach-in freezer not running at all, everything inside is thawing.',
    'u',
  ],
  [
    'Walk-in freezer alarm going off at 28F',
    'Temp alarm on the walk-in freezer, display reads 28 and rising, product softening.',
    'u',
  ],
  [
    'Make table rail warm',
    'The cold rail on the pizza make table reads 52F, toppings are warm.',
    'u',
  ],
  [
    'Cooler smells like ammonia and is warm',
    'Chemical smell near the walk-in condenser and box is at 45.',
    'u',
  ],
  [
    'True reach-in at 55',
    'The True cooler by drive thru reads 55 degrees, we threw out the salads.',
    'u',
  ],
  [
    'Lowboy under the grill at 46',
    'Lowboy cooler below the flat top is at 46 degrees with raw burgers inside.',
    'u',
  ],
  [
    'walkin door wont close',
    'walk in cooler door does not shut, it pops back open and the box is at 44 now',
    'u',
  ],
  [
    'Walk-in freezer door frozen open',
    'Freezer door will not latch, ice on the frame, temp rising to 20.',
    'm',
  ],
  [
    'Walk in freezer door frozen shut',
    'Ice buildup on the frame, door hard to open in the morning.',
    'm',
  ],
  [
    'Reach-in freezer door not sealing',
    'Gasket torn at the bottom corner, frost building up inside.',
    'm',
  ],
  [
    'Walk-in cooler fan iced over',
    'Evaporator fan covered in ice, cooler holding at 39 but climbing slowly.',
    'm',
  ],
  [
    'Prep cooler compressor short cycling',
    'Sandwich prep cooler turns on and off every minute, temps hovering at 40.',
    'm',
  ],
  [
    'Walk in cooler leaking water',
    'Water dripping from the evaporator onto the floor inside the walk-in, temp is fine.',
    'm',
  ],
  [
    'Condensate line frozen in freezer',
    'Ice forming under the evaporator in the walk-in freezer, drain pan overflowing ice.',
    'm',
  ],
  [
    'Reach in cooler making loud noise',
    'Loud rattling from the compressor of the reach-in by the fryers.',
    'm',
  ],
  [
    'Freezer has heavy frost buildup',
    'Thick frost on the walls and coil of the reach-in freezer, still at 0.',
    'm',
  ],
  [
    'Walk-in door gasket torn',
    'Rubber seal on the walk-in cooler door is ripped along the hinge side.',
    'm',
  ],
  [
    'Walk-in door closer broken',
    'Self-closing hinge on the walk-in no longer pulls the door shut.',
    'm',
  ],
  ['Cooler running constantly', 'Reach-in never shuts off, compressor runs all day, temp 38.', 'm'],
  [
    'Prep table cooler at 40 and climbing',
    'Make table reads 40, was 36 yesterday, condenser looks dusty.',
    'm',
  ],
  ['Freezer temp reading 12 degrees', 'Reach-in freezer should be at 0 but it reads 12F.', 'm'],
  ['Walk-in thermometer broken', 'Digital display outside the walk-in cooler shows dashes.', 'm'],
  [
    'Condenser fan not spinning on reach-in',
    'Fan by the compressor is not spinning, unit feels hot.',
    'm',
  ],
  [
    'walkin freezer defrost not working',
    'coil in the walk-in freezer is a block of ice, defrost never happens',
    'm',
  ],
  [
    'Beverage cooler not cold enough',
    'Drink cooler at the front is 42, sodas warm. Only canned drinks inside.',
    'm',
  ],
  [
    'Reach-in door hinge broken',
    'Top hinge on the reach-in cooler door snapped, door sags and barely seals.',
    'm',
  ],
  [
    'Freezer door heater out',
    'Condensation and ice around the freezer door frame, heater strip not warm.',
    'm',
  ],
  [
    'Traulsen cooler ice on back wall',
    'Ice building on the back wall of the Traulsen reach-in.',
    'm',
  ],
  [
    'Walk-in cooler humming loudly',
    'Evaporator fan motor in the walk-in is noisy and vibrating.',
    'm',
  ],
  [
    'Make table lid hinge broken',
    'The lid on the sandwich unit will not stay up, falls onto the pans.',
    'm',
  ],
  [
    'Undercounter fridge drawer wont close',
    'Drawer cooler under the grill does not close all the way, track bent.',
    'm',
  ],
  ['Ice cream freezer frosting up', 'Dipping cabinet frost is thick, lids hard to open.', 'm'],
  [
    'walk in floor cracked',
    'floor panel in the walk-in freezer is cracked and sinking near the door',
    'm',
  ],
  ['Cooler temp swinging', 'Walk-in goes from 34 to 41 during the day, evens out at night.', 'm'],
  [
    'Freezer compressor tripping',
    'Reach-in freezer compressor clicks on and off, temp slowly rising to 10.',
    'm',
  ],
  ['Refrigeration line frosted', 'Copper line going into the walk-in is covered in frost.', 'm'],
  [
    'Walk-in door not latching',
    'Latch on the walk-in freezer is broken, door has to be pushed shut.',
    'm',
  ],
  [
    'Strip curtain torn in walk in',
    'Plastic strip curtain in the walk-in cooler has several strips torn off.',
    'm',
  ],
  [
    'Drink cooler door glass fogging',
    'The glass doors on the grab and go cooler fog up all day.',
    'm',
  ],
  ['congelador no enfria', 'El congelador pequeno esta a 15 grados y hace ruido.', 'm'],
  [
    'prep cooler water pooling',
    'water collecting in the bottom of the prep cooler under the pans',
    'm',
  ],
  [
    'Freezer fan not running',
    'Inside fan on the reach-in freezer is not spinning when the door is closed.',
    'm',
  ],
  [
    'Walk-in door frame heater failed',
    'Walk-in cooler door frame heater is not warm, door sweats and sticks, cooler still cold.',
    'm',
  ],
  [
    'Reach in freezer icing drawer',
    'Drawer freezer under the fryer has ice forming on the drawers.',
    'm',
  ],
  [
    'Condenser coil dirty',
    'Condenser on the reach-in is caked with grease and dust, unit running hot.',
    'm',
  ],
  [
    'Cooler thermostat stuck',
    'Cannot change the setpoint on the walk-in controller, buttons do nothing.',
    'm',
  ],
  ['Delfield prep unit loud', 'Delfield sandwich cooler compressor very loud, still cold.', 'm'],
  [
    'Freezer door handle broken',
    'Handle fell off the reach-in freezer, opening it with the edge of the door.',
    'm',
  ],
  [
    'Walk-in cooler plastic shelf cracked',
    'Shelf in walk-in cracked, food moved to another shelf.',
    'l',
  ],
  [
    'Dent in walk-in door',
    'Pallet jack dented the outside of the walk-in door, door closes fine.',
    'l',
  ],
  [
    'Reach-in kick plate loose',
    'Bottom grill panel on the reach-in cooler is loose and rattles.',
    'l',
  ],
  [
    'Walk-in cooler door handle scratched',
    'Handle is scratched and the paint is worn, works fine.',
    'l',
  ],
  ['Cooler door sticker faded', 'The temp log sticker on the reach-in door faded, cosmetic.', 'l'],
  [
    'Freezer caster wheel squeaky',
    'Reach-in freezer wheel squeaks when we pull it out to clean behind.',
    'l',
  ],
  [
    'Walk-in exterior panel scuffed',
    'Outside panel of the walk-in freezer is scuffed and stained, no rush.',
    'l',
  ],
  [
    'Prep cooler cutting board warped',
    'Cutting board on the make table is warped a little, still usable.',
    'l',
  ],
  [
    'Reach-in cooler shelf clip missing',
    'One shelf clip missing in the reach-in, shelf slightly tilted.',
    'l',
  ],
  [
    'walk in door kick plate dented',
    'kick plate on the bottom of the walk in door is dented, cosmetic',
    'l',
  ],
  [
    'Cooler door trim loose',
    'Trim strip on the beverage cooler door is coming loose, low priority.',
    'l',
  ],
  [
    'Walk in cooler threshold worn',
    'Metal threshold at the walk-in entrance is worn and scratched.',
    'l',
  ],
  ['Freezer label peeling', 'Manufacturer label peeling off the reach-in freezer.', 'l'],
  [
    'Prep cooler pan divider bent',
    'Divider bar in the sandwich unit is bent, pans still fit.',
    'l',
  ],
  [
    'Reach-in door squeaks',
    'Reach-in cooler door squeaks when opened, whenever you have time.',
    'l',
  ],
  [
    'Walk-in cooler lock hasp loose',
    'The padlock hasp on the walk-in door is loose, door still closes and seals.',
    'l',
  ],
  ['cooler side panel rust', 'some rust on the side panel of the lowboy, cosmetic only', 'l'],
  [
    'Freezer door gasket slightly dirty',
    'Gasket on the reach-in freezer is discolored, still seals fine.',
    'l',
  ],
  [
    'Reach in cooler temp at 43',
    'Cooler by the pizza station at 43 degrees after the lunch rush, milk and cheese inside.',
    'u',
  ],
  ['Walk in cooler not cooling', 'Walk-in reads 45F, fans running but air is not cold.', 'u'],
  ['nevera caliente', 'La nevera del walk in esta a 50 grados, la carne esta tibia.', 'u'],
  ['Freezer at 40 degrees', 'Chest freezer reads 40, fries and nuggets thawed overnight.', 'u'],
];
