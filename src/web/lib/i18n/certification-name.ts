import { useTranslation } from 'react-i18next';

import { TECHNICIAN_CERTIFICATIONS } from '#contract/constants.ts';
import type { TechnicianCertification } from '#contract/constants.ts';

function isListed(name: string): name is TechnicianCertification {
  return (TECHNICIAN_CERTIFICATIONS as readonly string[]).includes(name);
}

/**
 * How a certification's name reads: the eight of product rules §9 (stored in English, the
 * contract's values) in the language shown (common `certificationNames`); a name an admin typed
 * stays as typed (data).
 */
export function useCertificationName(): (name: string) => string {
  const { t } = useTranslation('common');
  return (name) => (isListed(name) ? t(`certificationNames.${name}`) : name);
}
