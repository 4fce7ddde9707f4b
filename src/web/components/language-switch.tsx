import { LANGUAGES } from '#contract/languages.ts';
import type { Language } from '#contract/languages.ts';
import { showLanguage } from '#web/lib/i18n/shown-language.ts';
import { useSignInTexts } from '#web/lib/i18n/sign-in-texts.ts';
import { cn } from '#web/lib/utils.ts';

/**
 * Decision 044: the signed-out pages' language switch (login, public request page, vendor portal).
 * They follow the browser's language; a choice here is kept on this device. Each language is named
 * in itself, so a reader finds theirs whatever is shown.
 */
export function LanguageSwitch({
  className,
  onChoose,
}: {
  className?: string;
  /** Told of a reader's choice (the vendor portal keeps it as the vendor's e-mail language). */
  onChoose?: (language: Language) => void;
}) {
  // On the sign-in page, drawn before i18next loads (decision 043).
  const { t, language: shown } = useSignInTexts();
  return (
    <div
      role="group"
      aria-label={t('languageSwitch.label')}
      className={cn('flex gap-1', className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={shown === language}
          className={cn(
            'min-h-11 rounded-md px-3 text-sm text-muted-foreground underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:min-h-8',
            shown === language && 'font-semibold text-foreground',
          )}
          onClick={() => {
            void showLanguage(language, true);
            onChoose?.(language);
          }}
        >
          {t(`languageNames.${language}`)}
        </button>
      ))}
    </div>
  );
}
