// Troubleshooting guides: at least five symptoms per category, four to six steps each, each with a
// safety warning and the point where staff stop and call a licensed professional. They feed the
// analysis panel's steps, the chat's troubleshooting answers and the insights' solutions and
// prevention (architecture §7).

export interface TroubleshootingGuide {
  id: string;
  /** One of the default categories (product rules §9). */
  category: string;
  symptom: string;
  /** Other words staff use for this symptom; searched with the symptom. */
  keywords: string;
  safety: string;
  steps: string[];
  callAPro: string;
  /** Typical time for a technician to repair, in minutes. */
  repairMinutes: readonly [number, number];
  /** The lasting fix when the symptom keeps coming back (insights). */
  solution: string;
  prevention: string[];
}

export const GUIDES: readonly TroubleshootingGuide[] = [
  // Fryer
  {
    id: 'fryer-not-heating',
    category: 'Fryer',
    symptom: 'Fryer not heating or slow to reach temperature',
    keywords:
      'oil cold low temperature slow recovery soggy fries pilot lit burner weak heat up takes long',
    safety:
      'Never reach into a vat or move a fryer holding oil above 100 °F; wear heat-resistant gloves and an apron.',
    steps: [
      'Check that the fryer is switched on and the thermostat or controller is set to cooking temperature (usually 350 °F).',
      'On a gas fryer confirm the gas valve is open and the pilot is lit; on an electric fryer check its breaker and power cord.',
      'Compare the display with a probe thermometer in the oil to see whether the reading or the heat is wrong.',
      'Skim and filter the oil and clean crumbs off the burner tubes or elements; heavy carbon slows recovery.',
      'Do not overload baskets: cook smaller batches until the vat recovers normally.',
    ],
    callAPro:
      'Call a technician if the burners will not light, the oil is more than 25 °F off the set point, or any error code stays after a power reset.',
    repairMinutes: [60, 120],
    solution:
      'Have a technician test and replace the temperature probe, thermostat or gas valve, and calibrate the controller to a probe thermometer.',
    prevention: [
      'Filter oil at least once a day and boil out each vat weekly.',
      'Check the oil temperature with a probe thermometer at opening and log it.',
      'Schedule a quarterly fryer calibration and burner cleaning.',
    ],
  },
  {
    id: 'fryer-pilot-out',
    category: 'Fryer',
    symptom: 'Fryer pilot light keeps going out or burner will not light',
    keywords:
      'pilot out wont light clicking igniter thermocouple thermopile flame goes out relight ignition gas smell',
    safety:
      'If you smell gas, do not try to light anything: shut the gas valve, ventilate and call the gas utility from outside.',
    steps: [
      'Turn the fryer off and wait five minutes so unburnt gas clears before relighting.',
      'Check for drafts from open doors or fans blowing across the pilot and block them.',
      'Relight the pilot by the manufacturer’s instructions, holding the pilot button for 60 seconds so the thermocouple heats.',
      'Look at the pilot flame: it should be blue and wrap the thermocouple tip; a small yellow flame means a dirty pilot orifice.',
      'If the pilot stays lit but the burners do not fire, note any error code or clicking pattern for the technician.',
    ],
    callAPro:
      'Call a licensed gas technician if the pilot will not stay lit after two attempts or you notice any gas smell.',
    repairMinutes: [45, 90],
    solution:
      'Replace the thermocouple or thermopile and clean the pilot orifice; shield the pilot from drafts.',
    prevention: [
      'Keep doors and fans from blowing across the fry line.',
      'Clean pilot assemblies during the quarterly fryer service.',
    ],
  },
  {
    id: 'fryer-filter-pump',
    category: 'Fryer',
    symptom: 'Fryer filter pump not returning oil',
    keywords:
      'filter pump hums not priming oil not returning filtration filter pan o-ring clogged pickup',
    safety:
      'Filter only with gloves, apron and face shield; hot oil under pump pressure can spray.',
    steps: [
      'Turn the pump off and check that the filter pan is seated fully and its O-rings are in place and not cracked.',
      'Replace the filter paper or pad and make sure it lies flat without folds.',
      'Clear crumbs from the pan pickup tube; a blocked pickup makes the pump hum without moving oil.',
      'Press the pump reset button (often at the back of the motor) if it tripped from overheating.',
      'Try again with the pan seated; if oil still does not move after a minute, stop the pump.',
    ],
    callAPro:
      'Call a technician if the motor hums or trips again, or oil leaks from fittings or lines.',
    repairMinutes: [45, 90],
    solution: 'Replace the pump seal, O-rings or motor and clean the return lines.',
    prevention: [
      'Change filter paper on schedule and keep crumbs out of the filter pan.',
      'Inspect filter pan O-rings weekly and keep spares on site.',
    ],
  },
  {
    id: 'fryer-overheating',
    category: 'Fryer',
    symptom: 'Fryer overheating, oil smoking or high limit tripping',
    keywords:
      'oil smoking too hot high limit trips shuts off overheating thermostat runaway burning oil 400',
    safety:
      'Oil above 400 °F can ignite: turn the fryer off at once, keep a Class K extinguisher ready, and never use water on an oil fire.',
    steps: [
      'Switch the fryer off and shut its gas valve or breaker; let the oil cool with the lid off and the hood fans on.',
      'Do not move or drain the vat until the oil is below 100 °F.',
      'Check the oil level: a low level exposes the probe and makes the fryer overheat.',
      'Once cool, look for a displaced or carbon-coated temperature probe in the vat.',
      'Tag the fryer out of service until it has been checked.',
    ],
    callAPro:
      'Always call a technician: a fryer that overheats or trips its high limit must not be used again until the control is repaired.',
    repairMinutes: [60, 150],
    solution:
      'Replace the failed thermostat, probe or high-limit switch and recalibrate the controller.',
    prevention: [
      'Keep the oil at the fill line and top it off during service.',
      'Replace oil before it darkens; old oil smokes at lower temperatures.',
      'Test the high-limit switch at the annual service.',
    ],
  },
  {
    id: 'fryer-error-code',
    category: 'Fryer',
    symptom: 'Fryer computer shows an error code or will not respond',
    keywords:
      'controller display error code help hi probe failure beeping computer blank frozen recovery melt cycle',
    safety: 'Turn the fryer off before touching the controller or wiring behind the front panel.',
    steps: [
      'Write down the exact error text (for example HELP HI-2 or PROBE FAILURE) and which vat shows it.',
      'Turn the fryer off for two minutes and back on to reset the controller.',
      'Check that the vat has oil up to the fill line; many controllers stop heating when the level is low.',
      'Make sure the controller is in cook mode, not boil-out or melt cycle.',
      'If the code returns, keep that vat off and cook on the others.',
    ],
    callAPro: 'Call a technician when an error returns after a reset or the display stays blank.',
    repairMinutes: [45, 120],
    solution: 'Replace the failed probe, controller or interface board named by the error code.',
    prevention: [
      'Keep controllers dry: never spray water on the fryer front.',
      'Record recurring codes in the ticket so technicians bring the right part.',
    ],
  },
  {
    id: 'fryer-basket-lift',
    category: 'Fryer',
    symptom: 'Fryer basket lift stuck or not rising',
    keywords: 'basket lift stuck elevator arm will not come up timer lift motor grinding',
    safety:
      'Keep hands clear of the lift arm and hot oil; turn the fryer off before clearing a jam.',
    steps: [
      'Turn the fryer off and remove the basket with a hook, not by hand.',
      'Look for breading or a basket hanger jamming the lift arm and clear it once cool.',
      'Check that the lift timer is set and the lift button lights when pressed.',
      'Turn the fryer back on and test the lift with an empty basket.',
    ],
    callAPro:
      'Call a technician if the lift motor hums, grinds or does not move with the jam cleared.',
    repairMinutes: [30, 90],
    solution: 'Replace the lift motor, gear or switch and realign the lift arm.',
    prevention: [
      'Clean around the lift arms daily so breading does not build up.',
      'Do not hang full baskets on the lift arm outside a cook cycle.',
    ],
  },
  {
    id: 'fryer-oil-leak',
    category: 'Fryer',
    symptom: 'Hot oil leaking, spilling or boiling over from a fryer',
    keywords:
      'hot oil leak spill floor drain valve dripping boil over foaming over vat cracked slippery',
    safety:
      'Hot oil burns and makes floors slippery: turn the fryer off, rope off the area and let the oil cool before any cleanup.',
    steps: [
      'Turn the fryer off and shut its gas valve or breaker; keep everyone away from the spill.',
      'Put out wet floor signs and cover the spill with absorbent or kitty litter once it is cool enough.',
      'Check whether the drain valve is fully closed and the vat is not overfilled.',
      'If oil foams over, skim it, lower the load and replace old or wet oil before using the fryer again.',
      'Look for oil seeping from the vat seams or the drain valve body once the fryer is cold.',
    ],
    callAPro:
      'Call a technician for a drain valve that will not seal or any crack or seep in the vat; do not use the fryer until then.',
    repairMinutes: [60, 150],
    solution:
      'Replace the drain valve or its seals, or the cracked vat, and train staff on fill lines and oil changes.',
    prevention: [
      'Keep oil at the fill line and dry frozen product before frying.',
      'Check drain valves for drips when filtering each day.',
    ],
  },
  // Freezer (cold storage)
  {
    id: 'cooler-warm',
    category: 'Freezer',
    symptom: 'Walk-in or reach-in cooler warm, above 41 °F',
    keywords:
      'walk-in reach-in cooler fridge prep cooler warm temperature rising not cold 45 degrees danger zone compressor',
    safety:
      'Food safety first: cold food above 41 °F for more than four hours must be discarded; move product to a working unit now.',
    steps: [
      'Check the temperature with a probe thermometer in product, not only the display, and note the time.',
      'Move high-risk food (meat, dairy, cut produce) to another cooler or ice baths and log what was moved.',
      'Make sure the door closes and seals, the strip curtain is in place, and nothing blocks the evaporator fans.',
      'Check that the condenser fan is running and the condenser coil is not blocked by dust or boxes.',
      'Check the unit’s breaker or switch; if it tripped, reset it once and watch whether the compressor starts.',
    ],
    callAPro:
      'Call a refrigeration technician (EPA 608 certified) at once if the box stays above 41 °F or the compressor does not run; do not touch refrigerant lines.',
    repairMinutes: [90, 180],
    solution:
      'Have the refrigeration technician repair the compressor start components, fan motors or refrigerant leak and clean the condenser.',
    prevention: [
      'Clean condenser coils monthly.',
      'Log cooler temperatures twice a shift and act on any reading above 41 °F.',
      'Keep doors closed and load product so air can flow around the evaporator.',
    ],
  },
  {
    id: 'freezer-thawing',
    category: 'Freezer',
    symptom: 'Freezer not holding temperature or product thawing',
    keywords:
      'freezer warm thawing ice cream soft above zero walk-in freezer reach-in freezer not freezing',
    safety: 'Thawed product that reached above 41 °F must be discarded; do not refreeze it.',
    steps: [
      'Check the freezer with a probe thermometer; it should be at 0 °F or below.',
      'Move product to another freezer or a walk-in freezer with space; keep the door closed otherwise.',
      'Check that the door seals and the evaporator coil is not a block of ice.',
      'Make sure the condenser is clean and its fan is running.',
      'If the coil is iced, note it for the technician; do not chip ice off the coil.',
    ],
    callAPro: 'Call a refrigeration technician if the freezer is above 10 °F or climbing.',
    repairMinutes: [90, 180],
    solution:
      'Repair the defrost system, fan motor or compressor and confirm it holds 0 °F for a full day.',
    prevention: [
      'Clean condensers monthly and keep boxes off the condenser.',
      'Check freezer door gaskets weekly.',
    ],
  },
  {
    id: 'cooler-door-gasket',
    category: 'Freezer',
    symptom: 'Cooler or freezer door not sealing, torn gasket or frost at the door',
    keywords:
      'door gasket torn seal not closing frost at door hinge closer latch sweating door frame heater strip curtain',
    safety:
      'Do not prop cooler doors open while working on them; move product out if the box warms.',
    steps: [
      'Close the door on a strip of paper at several points; if the paper pulls out freely, the gasket is not sealing there.',
      'Clean the gasket with warm soapy water; grease and food keep it from sealing.',
      'Check the hinges and door closer; tighten loose hinge screws so the door hangs square.',
      'Look for torn or flattened gasket sections and measure the door for a replacement.',
      'Watch for frost or condensation around the frame, a sign the door heater has failed.',
    ],
    callAPro:
      'Call a technician for a failed door heater, a sagging door that will not close, or a box that is warming.',
    repairMinutes: [30, 90],
    solution: 'Replace the gasket, door closer or hinge and repair the frame heater.',
    prevention: [
      'Wipe door gaskets daily and inspect them weekly.',
      'Train staff not to prop doors open during deliveries.',
    ],
  },
  {
    id: 'cooler-iced-coil',
    category: 'Freezer',
    symptom: 'Evaporator coil iced over or water leaking inside cooler',
    keywords:
      'ice on coil evaporator fan iced frost buildup defrost water leaking inside walk-in drain pan condensate',
    safety:
      'Unplug or switch off the unit before touching fans; never chip ice with a knife, it punctures the coil.',
    steps: [
      'Check that evaporator fans are spinning and nothing blocks the airflow.',
      'Look at the drain pan under the coil; a blocked drain makes water overflow and freeze.',
      'Keep the door closed: humid air from an open door builds ice fast.',
      'Note whether the defrost cycle runs (the coil should clear several times a day).',
      'Mop standing water to keep the floor safe.',
    ],
    callAPro:
      'Call a refrigeration technician if the coil stays iced or the box temperature rises.',
    repairMinutes: [60, 150],
    solution:
      'Repair the defrost timer, heater or drain line heater and clear the condensate drain.',
    prevention: [
      'Keep cooler doors closed and strip curtains complete.',
      'Have the condensate drain checked at each preventive maintenance visit.',
    ],
  },
  {
    id: 'cooler-noisy-compressor',
    category: 'Freezer',
    symptom: 'Cooler compressor noisy, short cycling or running constantly',
    keywords:
      'compressor loud noise rattling short cycling on and off running constantly never shuts off condenser dirty hot',
    safety:
      'Keep hands out of the condenser area while the unit runs; fan blades start without warning.',
    steps: [
      'Check and clean the condenser coil and make sure there is space for air around the unit.',
      'Confirm the condenser fan spins freely when the compressor runs.',
      'Check whether the unit is level and nothing touches the compressor or lines (rattles).',
      'Record how often it cycles and the box temperature for the technician.',
    ],
    callAPro:
      'Call a refrigeration technician if it keeps short cycling, runs hot or the temperature drifts above 41 °F.',
    repairMinutes: [60, 150],
    solution: 'Replace the start relay, capacitor or fan motor and check the refrigerant charge.',
    prevention: [
      'Clean condensers monthly and keep the area around the unit clear.',
      'Schedule a preventive refrigeration visit every six months.',
    ],
  },
  // Grill
  {
    id: 'griddle-uneven-heat',
    category: 'Grill',
    symptom: 'Flat top or griddle cold spot or uneven heat',
    keywords:
      'griddle flat top cold spot uneven heat one side cold zone not heating pancakes eggs temperature',
    safety:
      'Let the griddle cool before touching burners or controls; shut the gas valve before removing panels.',
    steps: [
      'Measure surface temperature across the plate with an infrared thermometer to map the cold zone.',
      'Check that every burner under the cold zone is lit and has a blue flame.',
      'Scrape and season the plate; heavy carbon insulates the surface.',
      'Check that the zone’s thermostat knob turns and clicks normally.',
    ],
    callAPro:
      'Call a gas technician if a burner will not light, burns yellow, or the thermostat does not control the zone.',
    repairMinutes: [60, 120],
    solution: 'Clean or replace the burner and orifice and replace the zone thermostat.',
    prevention: [
      'Scrape and season the griddle daily.',
      'Have burners and thermostats checked twice a year.',
    ],
  },
  {
    id: 'charbroiler-burner',
    category: 'Grill',
    symptom: 'Charbroiler burner not lighting or igniter clicking',
    keywords:
      'charbroiler broiler burner wont light igniter clicking yellow flame radiants grates gas smell valve',
    safety:
      'If a burner does not light within a few seconds, turn it off and wait five minutes before trying again.',
    steps: [
      'Turn the burner off and let it cool; remove the grates and radiants above it.',
      'Clean grease and debris from the burner ports with a wire brush.',
      'Relight by hand with a long lighter if the igniter fails, keeping your face clear.',
      'Replace cracked or crumbling radiants so grease does not drip on the burner.',
      'Note whether the igniter keeps clicking after lighting (a sign of a faulty spark module).',
    ],
    callAPro:
      'Call a gas technician if the burner still will not light, the flame is yellow and sooty, or you smell gas.',
    repairMinutes: [45, 120],
    solution: 'Replace the burner, igniter or spark module and the damaged radiants.',
    prevention: [
      'Brush grates and empty drip trays every shift.',
      'Replace radiants before they crack through.',
    ],
  },
  {
    id: 'clamshell-platen',
    category: 'Grill',
    symptom: 'Clamshell grill upper platen not heating or not lowering',
    keywords:
      'clamshell upper platen not heating stuck not lowering release sheet gap leveling error code taylor',
    safety: 'Keep hands out from under the upper platen; turn the grill off before checking it.',
    steps: [
      'Note any error code on the display and which platen is affected.',
      'Turn the grill off and on to reset it.',
      'Check the release sheet is clipped in place and not torn.',
      'Check the platen gap with the gauge from the manufacturer; an uneven gap cooks patties unevenly.',
      'Cook on the other grill or the lower platen only until repaired.',
    ],
    callAPro: 'Call a technician for platen heating faults, lift motor problems or leveling.',
    repairMinutes: [60, 150],
    solution: 'Replace the platen heater, lift actuator or sensor and recalibrate the gap.',
    prevention: ['Replace release sheets on schedule.', 'Check platen calibration weekly.'],
  },
  {
    id: 'salamander-not-heating',
    category: 'Grill',
    symptom: 'Salamander or cheese melter not heating',
    keywords: 'salamander cheese melter no heat element glows one side rack stuck broiler top',
    safety: 'Turn it off and let it cool before touching the element or rack.',
    steps: [
      'Check that it is switched on and the timer or heat control is set.',
      'On gas models make sure the pilot is lit and the gas valve is open.',
      'On electric models check the breaker and look for a dark section of element.',
      'Make sure the rack slides freely and is not jammed at the top.',
    ],
    callAPro: 'Call a technician for a failed element, infinite switch or gas burner.',
    repairMinutes: [45, 90],
    solution: 'Replace the heating element, infinite switch or burner.',
    prevention: ['Clean the salamander daily so cheese and grease do not bake onto the element.'],
  },
  {
    id: 'grill-flare-up',
    category: 'Grill',
    symptom: 'Grill flare-ups, grease fire or heavy smoke',
    keywords: 'flare up grease fire flames high smoke grill fire grease trough clogged drip tray',
    safety:
      'For a grease fire use the hood suppression pull or a Class K extinguisher; never water. Evacuate if it spreads.',
    steps: [
      'Turn the burners off and move food away; do not throw water on grease.',
      'Once cool, empty and clean drip trays and grease troughs.',
      'Check the grease chute from the griddle is clear so grease does not pool.',
      'Check that the hood fans are on and pulling smoke.',
    ],
    callAPro:
      'Call the fire suppression vendor if the system discharged, and a technician before using the grill again.',
    repairMinutes: [60, 180],
    solution:
      'Clear grease paths, replace damaged burners and have the suppression system serviced.',
    prevention: [
      'Empty grease troughs and drip trays every shift.',
      'Clean hood filters daily and the full hood quarterly.',
    ],
  },
  // Ice Machine
  {
    id: 'ice-low-production',
    category: 'Ice Machine',
    symptom: 'Ice machine not making ice or low ice production',
    keywords:
      'no ice low production bin empty not dropping harvest slow thin cubes small ice running out',
    safety: 'Turn the machine off before opening panels; the evaporator and water pump are live.',
    steps: [
      'Check the water supply valve is open and the water filter is not overdue.',
      'Clean the air condenser filter and make sure the machine has space to breathe.',
      'Check the bin sensor or thermostat is not blocked by ice, which stops production.',
      'Run the manufacturer’s clean and sanitize cycle if the descale light is on.',
      'Note the time from freeze to harvest for the technician.',
    ],
    callAPro:
      'Call a refrigeration technician if it still makes little or no ice after cleaning and a filter change.',
    repairMinutes: [60, 150],
    solution:
      'Descale the evaporator, replace the water inlet valve or harvest components, and check the refrigerant charge.',
    prevention: [
      'Change the water filter every six months.',
      'Descale and sanitize the ice machine every six months.',
      'Clean the air filter monthly.',
    ],
  },
  {
    id: 'ice-contamination',
    category: 'Ice Machine',
    symptom: 'Contaminated ice: mold, slime, specks or bad taste',
    keywords:
      'mold slime black specks pink bad taste smell dirty ice metal plastic hair bugs contaminated',
    safety:
      'Ice is food: stop serving it, bag and discard the bin’s ice, and use bagged ice until the machine is cleaned.',
    steps: [
      'Stop using the ice and post a sign at the bin and dispenser.',
      'Empty and discard all ice in the bin.',
      'Turn the machine off and look for broken parts (curtain, water distribution tube) if you found plastic or metal.',
      'Run the clean and sanitize cycle with the approved cleaner, then sanitize the bin and scoop.',
      'Discard the first batch of ice after cleaning.',
    ],
    callAPro:
      'Call a technician if contamination returns, parts are broken, or the taste comes from the water supply.',
    repairMinutes: [90, 180],
    solution:
      'Deep clean and sanitize the machine and bin, replace broken parts and the water filter.',
    prevention: [
      'Sanitize the ice machine every six months and the bin monthly.',
      'Keep the scoop in its holder, never in the ice.',
    ],
  },
  {
    id: 'ice-machine-leak',
    category: 'Ice Machine',
    symptom: 'Ice machine leaking water',
    keywords:
      'water leaking floor puddle drain clogged water line fitting float valve overflowing trough bin drain',
    safety: 'Mop water right away and put out a wet floor sign; keep water away from outlets.',
    steps: [
      'Find where the water comes from: bin drain, supply line fitting or the machine’s reservoir.',
      'Clear the bin drain and the floor sink it drains into.',
      'Tighten the supply line fitting by hand if it drips; do not overtighten plastic fittings.',
      'If water runs constantly into the reservoir, turn off the supply valve.',
    ],
    callAPro: 'Call a technician for a stuck float or inlet valve, or a cracked reservoir or line.',
    repairMinutes: [45, 90],
    solution: 'Replace the float, inlet valve or cracked line and clear the drain.',
    prevention: ['Check drains and water lines at each filter change.'],
  },
  {
    id: 'ice-machine-noise',
    category: 'Ice Machine',
    symptom: 'Ice machine noisy: grinding, squealing or rattling',
    keywords: 'grinding squealing rattling noise loud auger fan water pump knocking buzzing',
    safety: 'Turn the machine off before removing panels.',
    steps: [
      'Note when the noise happens: freeze, harvest or all the time.',
      'Check that the panels are tight and nothing touches the fan blade.',
      'Clean the air filter; a clogged filter makes the fan work harder.',
      'Listen at the water pump; a grinding pump can be blocked with scale.',
    ],
    callAPro: 'Call a technician for auger, gearbox, motor or compressor noise.',
    repairMinutes: [45, 120],
    solution: 'Replace the worn bearing, auger gearbox, pump or fan motor.',
    prevention: ['Descale on schedule to keep pumps and augers free.'],
  },
  {
    id: 'ice-dispenser-jam',
    category: 'Ice Machine',
    symptom: 'Ice dispenser jammed or slow',
    keywords:
      'dispenser jammed chute stuck agitator not turning ice clumps lever sticky slow dispense',
    safety: 'Turn off the dispenser before reaching into the chute.',
    steps: [
      'Turn the dispenser off and break up clumped ice with the scoop, not your hand.',
      'Clear ice from the chute and check the gate opens freely.',
      'Check the agitator turns when the dispenser is on.',
      'Keep the bin from overfilling so ice does not fuse.',
    ],
    callAPro: 'Call a technician if the agitator motor or gate solenoid does not work.',
    repairMinutes: [30, 90],
    solution: 'Replace the agitator motor, gate solenoid or lever switch.',
    prevention: ['Sanitize and clear dispenser chutes monthly.'],
  },
  // HVAC
  {
    id: 'ac-not-cooling',
    category: 'HVAC',
    symptom: 'AC not cooling or blowing warm air',
    keywords:
      'air conditioning ac not cooling warm air hot dining room rooftop unit rtu compressor thermostat frozen lines',
    safety:
      'Turn the unit off at the thermostat before changing filters; leave roof work and electrical panels to technicians.',
    steps: [
      'Check the thermostat is set to cool, the fan to auto, and the set point below room temperature.',
      'Replace dirty return air filters; clogged filters freeze coils and block airflow.',
      'Check the unit’s breaker; if tripped, reset it once.',
      'If you see ice on the copper lines, turn cooling off and run the fan only to thaw for an hour.',
      'Keep staff hydrated and take breaks if the kitchen goes above 85 °F.',
    ],
    callAPro:
      'Call an HVAC technician if the breaker trips again, the lines keep icing, or it still blows warm.',
    repairMinutes: [90, 240],
    solution:
      'Repair the compressor, capacitor, fan motor or refrigerant leak and clean the coils.',
    prevention: [
      'Change HVAC filters monthly.',
      'Have coils cleaned and the refrigerant charge checked each spring.',
    ],
  },
  {
    id: 'no-heat',
    category: 'HVAC',
    symptom: 'No heat or heater blowing cold air',
    keywords: 'no heat furnace heater blowing cold air cold store winter heat not working',
    safety: 'If you smell gas or a CO alarm sounds, leave the building and call the gas utility.',
    steps: [
      'Check the thermostat is set to heat with the set point above room temperature.',
      'Replace the thermostat batteries if the display is dim or blank.',
      'Check the unit’s breaker and switch.',
      'Replace clogged filters that stop airflow.',
    ],
    callAPro:
      'Call an HVAC technician for any gas heating fault, a failed igniter or a unit that will not start.',
    repairMinutes: [60, 180],
    solution: 'Replace the igniter, flame sensor or inducer motor and test the heat exchanger.',
    prevention: ['Have heating checked every autumn before the first cold day.'],
  },
  {
    id: 'hood-exhaust-fan',
    category: 'HVAC',
    symptom: 'Kitchen hood exhaust fan not pulling smoke',
    keywords:
      'hood exhaust fan not pulling smoke kitchen smoky belt squealing roof fan grease filters make-up air',
    safety:
      'Stop cooking on the line under a hood that is not pulling: smoke and carbon monoxide build up quickly.',
    steps: [
      'Turn off the cooking appliances under the hood until the fan works.',
      'Check the hood fan switch and its breaker.',
      'Check that grease filters are in place, clean and not blocking airflow.',
      'Listen for the roof fan; a squeal means a slipping or broken belt.',
      'Check the make-up air unit is running; without it the hood cannot pull.',
    ],
    callAPro:
      'Call an HVAC or hood technician for belt, motor or roof fan repairs; never go on the roof alone.',
    repairMinutes: [60, 180],
    solution: 'Replace the exhaust fan belt or motor and balance the exhaust with make-up air.',
    prevention: [
      'Clean hood filters daily and the hood professionally every quarter.',
      'Inspect exhaust fan belts monthly.',
    ],
  },
  {
    id: 'makeup-air',
    category: 'HVAC',
    symptom: 'Make-up air unit not running or blowing cold',
    keywords:
      'make-up air mua not running cold air doors hard to open negative pressure belt heater',
    safety:
      'Do not run cooking appliances without exhaust; check for carbon monoxide if the kitchen feels stuffy.',
    steps: [
      'Check the make-up air switch and breaker.',
      'Check that the hood fans are on; many units start only with the hood.',
      'Replace clogged intake filters.',
      'Note if the doors are hard to open, a sign of negative pressure.',
    ],
    callAPro: 'Call an HVAC technician for belt, motor, burner or control faults.',
    repairMinutes: [60, 180],
    solution: 'Repair the belt, motor or heater section and rebalance the kitchen air.',
    prevention: ['Service make-up air units with the hood every quarter.'],
  },
  {
    id: 'hvac-water-leak',
    category: 'HVAC',
    symptom: 'AC leaking water or dripping from vents',
    keywords: 'condensate leaking dripping vent ceiling water pan overflowing pump drain',
    safety: 'Keep water away from outlets and lights; put out a wet floor sign.',
    steps: [
      'Turn cooling off to stop more condensate.',
      'Check and empty the condensate pan if you can reach it safely.',
      'Check the condensate pump runs and its line is clear.',
      'Replace dirty filters, which can freeze coils that then drip when they thaw.',
    ],
    callAPro: 'Call an HVAC technician to clear drain lines or replace a failed pump.',
    repairMinutes: [45, 120],
    solution: 'Clear and treat the condensate drain and replace the pump if needed.',
    prevention: ['Treat condensate pans with tablets and check drains each spring.'],
  },
  {
    id: 'thermostat-fault',
    category: 'HVAC',
    symptom: 'Thermostat blank or not responding',
    keywords: 'thermostat blank not responding wrong temperature resetting schedule buttons',
    safety:
      'Do not open the thermostat wiring; it is low voltage but connects to the HVAC control.',
    steps: [
      'Replace the thermostat batteries.',
      'Check the HVAC unit breaker; many thermostats take power from the unit.',
      'Check the schedule and hold settings are right.',
      'Compare its reading with a separate thermometer.',
    ],
    callAPro: 'Call an HVAC technician if it stays blank or does not start the unit.',
    repairMinutes: [30, 90],
    solution: 'Replace or rewire the thermostat and lock its settings.',
    prevention: ['Use a locking cover so settings stay as scheduled.'],
  },
  // Plumbing
  {
    id: 'no-hot-water',
    category: 'Plumbing',
    symptom: 'No hot water or water heater pilot out',
    keywords:
      'no hot water water heater pilot out lukewarm cold hand sink dishes water heater leaking',
    safety:
      'Without hot water at hand sinks the store cannot prepare food safely; if you smell gas, leave and call the gas utility.',
    steps: [
      'Check the water heater’s pilot and gas valve, or its breaker if electric.',
      'Relight the pilot by the instructions on the tank if you are trained to; otherwise wait for the technician.',
      'Check the temperature setting is at least 120 °F for hand sinks.',
      'Look for water around the base of the tank; a leaking tank needs replacement.',
      'Until fixed, heat water for hand washing only as your health code allows, or pause food prep.',
    ],
    callAPro:
      'Call a licensed plumber for a tank that leaks, a pilot that will not stay lit, or a relief valve discharging water.',
    repairMinutes: [60, 180],
    solution:
      'Replace the thermocouple, gas valve or the water heater and size it for peak demand.',
    prevention: [
      'Flush the water heater tank every six months.',
      'Have the relief valve tested yearly.',
    ],
  },
  {
    id: 'drain-clog',
    category: 'Plumbing',
    symptom: 'Sink or floor drain clogged or draining slowly',
    keywords:
      'slow drain clogged sink floor drain standing water backing up mop sink three compartment',
    safety: 'Do not mix drain chemicals; wear gloves and eye protection.',
    steps: [
      'Remove and clean the basket strainer or drain cover.',
      'Use a plunger on the sink with the other compartments plugged.',
      'Pour hot water (not boiling into PVC) to loosen grease.',
      'Keep food scraps and grease out of sinks with strainers.',
    ],
    callAPro:
      'Call a licensed plumber if several drains back up at once or water comes up from floor drains.',
    repairMinutes: [45, 120],
    solution: 'Have the line snaked or jetted to the main and check the grease trap.',
    prevention: [
      'Use strainers in every sink and scrape plates into the trash.',
      'Schedule drain line jetting twice a year.',
    ],
  },
  {
    id: 'grease-trap',
    category: 'Plumbing',
    symptom: 'Grease trap full, smelling or backing up',
    keywords:
      'grease trap interceptor overflowing backing up smell full pumping floor drain grease',
    safety:
      'Backed-up grease water is a slip and health hazard: stop using sinks that drain to it and block off the area.',
    steps: [
      'Stop running water into sinks and the dish machine that drain to the trap.',
      'Mop up and put out wet floor signs.',
      'Check the date of the last pumping; most traps need it monthly.',
      'Do not open a large in-ground interceptor yourself.',
    ],
    callAPro:
      'Call the grease trap service to pump it, and a plumber if the line to the main is blocked.',
    repairMinutes: [90, 240],
    solution: 'Pump the trap, jet the line to the main and set a pumping schedule.',
    prevention: ['Pump the grease trap monthly.', 'Scrape plates and wipe pans before washing.'],
  },
  {
    id: 'toilet-problem',
    category: 'Plumbing',
    symptom: 'Toilet clogged, running or overflowing',
    keywords:
      'toilet clogged overflowing running flush valve urinal restroom bathroom water on floor',
    safety:
      'Shut the water supply valve behind the toilet if it overflows; clean with disinfectant.',
    steps: [
      'Shut the toilet’s supply valve to stop the overflow.',
      'Use a flange plunger to clear the clog.',
      'For a running toilet, check the flapper or flush valve and the handle chain.',
      'Close the restroom if it cannot be used and post a sign.',
    ],
    callAPro:
      'Call a licensed plumber if it stays clogged, leaks at the base or several fixtures back up.',
    repairMinutes: [30, 90],
    solution: 'Replace the flush valve, flapper or wax ring, or snake the line.',
    prevention: ['Keep a plunger in each restroom and post a sign about what not to flush.'],
  },
  {
    id: 'leak-pipe',
    category: 'Plumbing',
    symptom: 'Leaking pipe, faucet or burst pipe',
    keywords: 'leak dripping faucet pipe burst water spraying ceiling drip under sink fitting',
    safety:
      'For a burst pipe shut the main water valve at once, keep water away from electrical equipment and outlets.',
    steps: [
      'Shut the nearest valve for the leaking fixture, or the building main for a burst pipe.',
      'Move food and equipment away from the water and mop up.',
      'Put a bucket under small drips and tighten loose slip nuts by hand.',
      'Photograph the leak for the plumber.',
    ],
    callAPro:
      'Call a licensed plumber for burst pipes, leaks in walls or ceilings, and any leak you cannot stop with a valve.',
    repairMinutes: [45, 180],
    solution: 'Replace the failed pipe section, fitting or faucet cartridge.',
    prevention: ['Know where the main water valve is and label it.'],
  },
  // Electrical
  {
    id: 'breaker-tripping',
    category: 'Electrical',
    symptom: 'Breaker keeps tripping',
    keywords: 'breaker tripping trips keeps popping panel reset overload circuit',
    safety:
      'Reset a breaker once only; a breaker that trips again or is hot means a fault — leave it off.',
    steps: [
      'Note which equipment was running when it tripped.',
      'Unplug or switch off equipment on that circuit, then reset the breaker fully off and on.',
      'Plug equipment back one item at a time to find the one that trips it.',
      'Spread heavy loads (toasters, microwaves, heaters) across circuits.',
    ],
    callAPro:
      'Call a licensed electrician if the breaker trips with nothing plugged in, feels hot, or smells burnt.',
    repairMinutes: [45, 120],
    solution: 'Add a dedicated circuit or repair the faulty equipment or wiring.',
    prevention: [
      'Label breakers so staff know which circuit feeds what.',
      'Do not run heavy appliances on extension cords or power strips.',
    ],
  },
  {
    id: 'outlet-dead',
    category: 'Electrical',
    symptom: 'Outlet dead or GFCI will not reset',
    keywords: 'outlet dead no power gfci gfi reset receptacle plug loose warm',
    safety: 'Keep outlets dry; do not use an outlet that is warm, discolored or cracked.',
    steps: [
      'Press the reset button on the GFCI (it may be on another outlet upstream).',
      'Check the breaker for that circuit.',
      'Test with a small device you know works.',
      'If the GFCI trips again, unplug everything from it and try once more.',
    ],
    callAPro:
      'Call a licensed electrician for a dead circuit, a GFCI that will not reset, or a warm outlet.',
    repairMinutes: [30, 90],
    solution: 'Replace the outlet or GFCI and fix wiring faults or moisture.',
    prevention: ['Use weatherproof covers and keep water away from outlets.'],
  },
  {
    id: 'sparks-burning',
    category: 'Electrical',
    symptom: 'Sparks, burning smell or melted outlet',
    keywords:
      'sparks sparking burning smell melted outlet plug cord hot panel smoke electrical fire shock',
    safety:
      'Danger: do not touch it. Switch off the breaker if it is safe to reach, keep people away, and call 911 if there is smoke or fire.',
    steps: [
      'Keep everyone away from the outlet, cord or panel.',
      'Switch off that circuit’s breaker if you can do so without touching the damaged part.',
      'Unplug nothing by hand if the plug is hot or melted.',
      'Use a Class C extinguisher on an electrical fire, never water.',
    ],
    callAPro:
      'Call a licensed electrician immediately; the circuit must stay off until it is repaired.',
    repairMinutes: [60, 180],
    solution: 'Replace the damaged outlet, cord or breaker and fix the overloaded or loose wiring.',
    prevention: [
      'Replace frayed cords right away.',
      'Have an electrician do an infrared scan of panels yearly.',
    ],
  },
  {
    id: 'lights-out',
    category: 'Electrical',
    symptom: 'Lights out, flickering or buzzing',
    keywords:
      'lights out flickering buzzing fluorescent led fixture bulb ballast dim dark parking lot sign exit sign',
    safety:
      'Switch the light off at the switch or breaker before changing bulbs; use a proper ladder.',
    steps: [
      'Replace the bulb or tube with the right type.',
      'Check the wall switch and the breaker.',
      'For several fixtures out at once, check the timer or photocell.',
      'Note buzzing or flicker after a bulb change, a sign of a failing ballast or driver.',
    ],
    callAPro:
      'Call a licensed electrician for ballasts, drivers, fixtures, parking lot poles and exit signs.',
    repairMinutes: [30, 120],
    solution: 'Replace the ballast or LED driver or retrofit the fixture to LED.',
    prevention: ['Test exit and emergency lights monthly and log it.'],
  },
  {
    id: 'power-outage',
    category: 'Electrical',
    symptom: 'Power out in the building or part of it',
    keywords:
      'no power outage lost power whole store half kitchen blackout flickering power surge generator',
    safety: 'Keep cooler and freezer doors closed; do not run gas cooking without exhaust fans.',
    steps: [
      'Check whether neighbours have power; if not, call the utility.',
      'Check the main breaker and the tripped breakers in each panel.',
      'Switch off large equipment so it does not all restart at once when power returns.',
      'Log cooler temperatures every hour until power returns.',
    ],
    callAPro: 'Call a licensed electrician if only your store is out or breakers will not reset.',
    repairMinutes: [60, 240],
    solution: 'Repair the failed main, feeder or panel and consider surge protection.',
    prevention: ['Install surge protection for POS and refrigeration.'],
  },
  // Other
  {
    id: 'pos-down',
    category: 'Other',
    symptom: 'POS register or kitchen screen frozen or offline',
    keywords:
      'pos register terminal frozen offline kds kitchen screen printer card reader network kiosk',
    safety: 'Do not open terminals or network cabinets.',
    steps: [
      'Restart the frozen terminal with its power button.',
      'Check the network cable and the switch or router lights.',
      'If all terminals are down, restart the router and the POS server in the order your POS vendor gives.',
      'Take orders on paper and cash if needed.',
    ],
    callAPro:
      'Call the POS vendor’s support line if the terminal does not come back or all terminals stay offline.',
    repairMinutes: [30, 120],
    solution: 'Replace the failed terminal, printer or network switch.',
    prevention: ['Keep a spare receipt printer and network cable on site.'],
  },
  {
    id: 'dish-machine',
    category: 'Other',
    symptom: 'Dish machine not reaching sanitizing temperature or not draining',
    keywords:
      'dish machine dishwasher not hot rinse temperature sanitizer not draining hobart chemical',
    safety:
      'Dishes that were not sanitized must be rewashed; use the three-compartment sink with sanitizer meanwhile.',
    steps: [
      'Check the final rinse temperature on the gauge (180 °F for high temperature machines).',
      'Check the sanitizer and detergent containers are not empty and the lines are in them.',
      'Clean the wash arms and the drain screen.',
      'Use test strips to confirm sanitizer concentration.',
    ],
    callAPro: 'Call a technician or the chemical vendor if temperature or sanitizer stays low.',
    repairMinutes: [60, 150],
    solution: 'Repair the booster heater, chemical pump or drain valve.',
    prevention: ['Delime the dish machine weekly and log rinse temperatures every shift.'],
  },
  {
    id: 'oven-not-heating',
    category: 'Other',
    symptom: 'Oven not heating or temperature off',
    keywords:
      'oven not heating convection combi pizza conveyor oven temperature off door hinge fan',
    safety: 'Let the oven cool and switch it off before checking the door or fan.',
    steps: [
      'Check the power, breaker and gas valve.',
      'Check the door closes; many ovens do not heat with the door switch open.',
      'Compare the set temperature with an oven thermometer.',
      'Note any error code.',
    ],
    callAPro: 'Call a technician for heating elements, igniters, thermostats and door switches.',
    repairMinutes: [60, 150],
    solution: 'Replace the element, igniter or thermostat and calibrate the oven.',
    prevention: ['Calibrate ovens twice a year.'],
  },
  {
    id: 'soft-serve',
    category: 'Other',
    symptom: 'Soft serve or shake machine down',
    keywords:
      'soft serve ice cream machine shake machine heat cycle freeze up error runny mix taylor',
    safety: 'Turn the machine off before opening the door or removing parts.',
    steps: [
      'Read the error on the display and follow the manufacturer’s reset.',
      'Check the mix level in the hopper.',
      'Check the heat treatment cycle completed overnight.',
      'Check the air and water filters are clean.',
    ],
    callAPro:
      'Call the manufacturer’s service technician if it will not complete a heat cycle or freezes up again.',
    repairMinutes: [60, 180],
    solution: 'Replace worn seals and the failed beater motor, sensor or board.',
    prevention: ['Replace tune-up parts and lubricate on the manufacturer’s schedule.'],
  },
  {
    id: 'door-lock',
    category: 'Other',
    symptom: 'Door will not lock, close or latch, or glass is broken',
    keywords:
      'door lock closer latch broken glass shattered front door back door drive-thru window stuck security',
    safety: 'Keep people away from broken glass; never leave the store unsecured overnight.',
    steps: [
      'Sweep broken glass into a puncture-proof container with gloves.',
      'Check the closer arm is attached and the latch is not blocked.',
      'Secure the door temporarily (board up or an extra lock) if it cannot lock.',
      'Tell your manager so someone stays on site if the store cannot be secured.',
    ],
    callAPro:
      'Call a locksmith or glazier for locks and glass, and a door technician for closers and automatic doors.',
    repairMinutes: [60, 180],
    solution: 'Replace the lock, closer or glass.',
    prevention: ['Check door closers and locks monthly.'],
  },
  {
    id: 'furniture-cosmetic',
    category: 'Other',
    symptom: 'Furniture, fixtures or finishes damaged',
    keywords:
      'table chair booth wobbly torn broken paint peeling ceiling tile menu board sign cosmetic',
    safety: 'Take broken chairs and tables out of service so nobody gets hurt.',
    steps: [
      'Remove broken seating from the floor.',
      'Level wobbly tables with the foot adjusters.',
      'Photograph the damage for the repair vendor.',
      'Note the item and location for the next maintenance visit.',
    ],
    callAPro: 'Call the facilities vendor for upholstery, ceilings, signage and paint.',
    repairMinutes: [30, 120],
    solution: 'Repair or replace the damaged item.',
    prevention: ['Walk the dining room weekly for damaged furniture.'],
  },
];
