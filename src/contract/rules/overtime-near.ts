// Decision 035 §9, architecture §7: "close to overtime" is 90 % of the weekly threshold, in whole minutes
// (worked × 10 ≥ threshold × 9). One rule for the overtime notice, the chat and the scheduling
// suggestions, so they never disagree about who is close.
export function isNearOvertime(workedMinutes: number, thresholdMinutes: number): boolean {
  return workedMinutes * 10 >= thresholdMinutes * 9;
}
