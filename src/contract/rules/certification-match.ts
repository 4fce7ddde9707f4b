// Which certification a ticket's category calls for (architecture §7). The scheduling suggestions and
// the assign dialog's candidates read this one table, so both name the same certification.

/** The certification each default category needs, by lower-case category name. */
export const REQUIRED_CERTIFICATION: Record<string, string> = {
  fryer: 'Fryer Systems',
  freezer: 'Refrigeration',
  'ice machine': 'Refrigeration',
  hvac: 'HVAC',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  grill: 'Kitchen Equipment',
  other: 'General Repair',
};

/** The certification a category needs; a category an admin added needs one of its own name. */
export function requiredCertificationFor(category: string): string {
  return REQUIRED_CERTIFICATION[category.trim().toLowerCase()] ?? category.trim();
}

/** Whether a certification (by name, any letter case) is the one the category needs. */
export function certificationMatchesCategory(certificationName: string, category: string): boolean {
  return (
    certificationName.trim().toLowerCase() === requiredCertificationFor(category).toLowerCase()
  );
}
