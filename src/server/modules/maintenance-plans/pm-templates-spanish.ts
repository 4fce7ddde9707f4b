import type { Language } from '#contract/languages.ts';

import type { PmTemplateDefinition } from './pm-templates.ts';

// Issue 40 (decision 044): the PM template library's words in Spanish, by template id, for a
// Spanish reader (glossary: docs/glossary-es.md). The schedule, category, priority and times stay
// the template's own; the checklist has the same steps in the same order (pm-templates.routes.test
// checks every template has its Spanish).

interface TemplateWords {
  title: string;
  description: string;
  checklist: string[];
}

const SPANISH: Record<string, TemplateWords> = {
  'hood-duct-cleaning': {
    title: 'Limpieza de campana y ductos de cocina',
    description:
      'Desengrasar la campana, los filtros, el pleno, los ductos y el extractor hasta dejar el metal limpio (NFPA 96: cada tres meses en una cocina de mucho volumen). Casi siempre lo hace un contratista certificado; deja en la campana la etiqueta de servicio con la fecha.',
    checklist: [
      'Cubre el equipo de cocción y apaga los aparatos bajo la campana',
      'Quita los filtros de bafle y déjalos remojando',
      'Raspa y desengrasa la campana y el pleno',
      'Limpia los ductos por cada panel de acceso',
      'Limpia las aspas del extractor y revisa la banda y la bisagra',
      'Vuelve a poner los filtros y prueba el extractor',
      'Toma fotos de antes y después; pon en la campana la etiqueta del certificado con la fecha',
    ],
  },
  'hood-fire-suppression': {
    title: 'Inspección del sistema contra incendios de la campana',
    description:
      'Inspección semestral del sistema de supresión con químico húmedo sobre la línea de cocción (NFPA 17A, UL 300), a cargo de una empresa de protección contra incendios con licencia.',
    checklist: [
      'Revisa que las boquillas apunten a sus aparatos y tengan su tapa contra la grasa',
      'Cambia los eslabones fusibles',
      'Revisa la presión del cilindro del agente y la fecha de su prueba hidrostática',
      'Prueba la estación de disparo manual',
      'Confirma que la válvula de gas se cierra cuando se dispara el sistema',
      'Revisa que el extintor clase K esté en su lugar y cargado',
      'Pon la etiqueta de inspección nueva y archiva el reporte',
    ],
  },
  'ice-machine-sanitise': {
    title: 'Limpieza y desinfección de la máquina de hielo',
    description:
      'Desincrustar y desinfectar la máquina de hielo y su depósito. Cada seis meses es el mínimo que fijan los grandes fabricantes (Manitowoc, Scotsman, Hoshizaki); hazlo más seguido donde el agua es dura o en panaderías.',
    checklist: [
      'Vacía el depósito y tira el hielo',
      'Corre el ciclo de limpieza de la máquina con desincrustante apto para níquel',
      'Quita y talla la charola del agua, el tubo de distribución y las cortinas',
      'Corre el ciclo de desinfección con un desinfectante aprobado',
      'Limpia y desinfecta el depósito, la puerta y el porta pala',
      'Limpia el filtro de aire y el condensador',
      'Tira la primera tanda de hielo y vuelve a poner la máquina en servicio',
    ],
  },
  'grease-trap-pump-out': {
    title: 'Vaciado de la trampa de grasa',
    description:
      'Vaciar la trampa de grasa antes de que pase de un cuarto lleno de grasa y sólidos (la regla municipal de siempre); guarda el manifiesto del transportista para el inspector.',
    checklist: [
      'Mide la capa de grasa y sólidos antes de vaciar',
      'Vacía la trampa por completo, no solo la capa de grasa',
      'Raspa las paredes y los bafles',
      'Revisa las tes de entrada y salida y el empaque de la tapa',
      'Vuelve a llenar con agua fría',
      'Archiva el manifiesto del transportista con la medida',
    ],
  },
  'condenser-coil-cleaning': {
    title: 'Limpieza del serpentín del condensador de cámaras frías y refrigeradores verticales',
    description:
      'Limpiar el serpentín del condensador de cada equipo de refrigeración: un serpentín con polvo y grasa es la primera causa de compresores quemados en una cocina.',
    checklist: [
      'Apaga el equipo en su desconectador',
      'Cepilla las aletas del serpentín en su dirección',
      'Aspira o sopla el polvo del serpentín y del ventilador',
      'Desengrasa el serpentín con limpiador de serpentines donde tenga grasa',
      'Revisa que el ventilador del condensador gire libre',
      'Vuelve a encender y anota la temperatura de la caja a los 30 minutos',
    ],
  },
  'fryer-boil-out': {
    title: 'Hervido de la freidora',
    description:
      'Hervido semanal de cada freidora: el carbón y el aceite polimerizado acortan la vida del aceite y ensucian la sonda del termostato.',
    checklist: [
      'Drena y filtra el aceite tibio y deja enfriar la tina',
      'Llena con agua y solución para hervido hasta la línea de llenado',
      'Deja hervir a fuego bajo 20 minutos y talla las paredes de la tina',
      'Drena, enjuaga dos veces y neutraliza con agua con vinagre',
      'Seca la tina por completo',
      'Revisa que las sondas del límite alto y del termostato estén limpias',
      'Vuelve a llenar con aceite',
    ],
  },
  'hvac-filter-change': {
    title: 'Cambio de filtros de HVAC',
    description:
      'Cambiar los filtros del aire de retorno y de la unidad de aire de reposición: el aire de la cocina llena los filtros de grasa y harina muy rápido.',
    checklist: [
      'Apaga la unidad manejadora de aire',
      'Cambia los filtros del aire de retorno (anota la medida del marco)',
      'Cambia los filtros de la unidad de aire de reposición',
      'Escribe la fecha en los filtros nuevos',
      'Revisa que el drenaje de condensado esté libre',
      'Vuelve a encender y revisa el flujo de aire',
    ],
  },
  'water-filter-change': {
    title: 'Cambio de filtros de agua',
    description:
      'Cambiar los cartuchos del filtro de agua que alimenta las máquinas de hielo cada seis meses (el límite que da el fabricante del cartucho), antes si baja la presión.',
    checklist: [
      'Cierra la válvula de entrada y libera la presión',
      'Cambia los cartuchos y el prefiltro',
      'Purga los cartuchos nuevos el tiempo que indica la etiqueta',
      'Revisa que no haya fugas en el cabezal',
      'Escribe la fecha en los cartuchos y reinicia el medidor',
    ],
  },
  'dish-machine-delime': {
    title: 'Desincrustado de la lavaloza',
    description:
      'Desincrustado semanal de la lavaloza: el sarro en las resistencias y en los brazos de lavado baja la temperatura del enjuague por debajo de la de desinfección.',
    checklist: [
      'Drena la máquina y quita las cortinas y los coladores',
      'Vuelve a llenar y agrega la solución desincrustante en la cantidad de su etiqueta',
      'Corre el ciclo de desincrustado',
      'Drena, vuelve a llenar y corre dos ciclos de enjuague',
      'Limpia las boquillas de los brazos de lavado y de enjuague',
      'Revisa que el enjuague final llegue a su temperatura de desinfección',
    ],
  },
  'door-gasket-inspection': {
    title: 'Revisión de empaques de puertas',
    description:
      'Revisión mensual de los empaques de las puertas de cámaras frías y refrigeradores verticales: un empaque roto escarcha el serpentín y desperdicia energía.',
    checklist: [
      'Limpia los empaques con agua tibia y jabón',
      'Busca rasgaduras, grietas y partes endurecidas',
      'Haz la prueba del papel en cada esquina y a lo largo del lado de las bisagras',
      'Revisa que la puerta se cierre y se trabe sola',
      'Revisa que la resistencia del marco en las puertas de congelador esté tibia',
      'Pide empaques nuevos donde haga falta',
    ],
  },
};

/** A template's title, description and checklist in the reader's language (English: its own). */
export function templateWords(template: PmTemplateDefinition, language: Language): TemplateWords {
  const words = (language === 'es' ? SPANISH[template.id] : undefined) ?? template;
  return { title: words.title, description: words.description, checklist: [...words.checklist] };
}
