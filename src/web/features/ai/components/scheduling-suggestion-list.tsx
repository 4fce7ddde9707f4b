/** Product rules §2: numbered suggestion cards introduced by a line of text. */
export function SchedulingSuggestionList({ suggestions }: { suggestions: string[] }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        AI recommendations to optimize your maintenance scheduling:
      </p>
      <ol className="grid gap-3">
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion}
            className="flex gap-3 rounded-lg border p-4 text-sm"
            data-testid="scheduling-suggestion"
          >
            <span
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="min-w-0 leading-relaxed">{suggestion}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
