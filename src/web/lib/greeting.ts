// Product rules §2: before 12:00 'Good morning', before 17:00 'Good afternoon', otherwise 'Good evening'
// (the words are the dashboard catalogue's `greeting.<part of day>`, decision 044).
export function greetingFor(date: Date): 'morning' | 'afternoon' | 'evening' {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
