import type { Language } from '#contract/languages.ts';
import type { AiAnalysisResult } from '#contract/schemas/ai.ts';

import type { AnalysisUnit } from './analysis-equipment.repository.ts';

// Decision 033: "The AI analysis panel's suggested category agrees with the picked equipment when one
// is picked." The unit's category is a fact, not a guess: whatever the words suggested, the
// answer names it, with full confidence, and says why.

export function agreeWithUnit(
  analysis: AiAnalysisResult,
  unit: AnalysisUnit,
  language: Language,
): AiAnalysisResult {
  if (analysis.suggestedCategory === unit.category) {
    return { ...analysis, confidence: 1 };
  }
  return {
    ...analysis,
    suggestedCategory: unit.category,
    confidence: 1,
    reasoning:
      language === 'es'
        ? `El equipo elegido, ${unit.name}, es de la categoría ${unit.category}. ${analysis.reasoning}`
        : `The picked equipment, ${unit.name}, is ${unit.category} equipment. ${analysis.reasoning}`,
  };
}
