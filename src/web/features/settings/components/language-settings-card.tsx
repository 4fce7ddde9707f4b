import { LanguagesIcon, RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { LANGUAGES } from '#contract/languages.ts';
import type { Language } from '#contract/languages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';

import {
  useLanguageSettings,
  useSaveLanguageSettings,
  useSaveMyLanguage,
} from '../api/language.ts';
import { LanguageChoice } from './language-choice.tsx';

/** Issue 40: everyone's Language setting (English / Español), stored on their account. */
export function LanguageSettingsCard() {
  const { t } = useTranslation(['settings', 'common']);
  const save = useSaveMyLanguage();
  // Each language is named in itself, so a reader finds theirs whatever is shown.
  const options = LANGUAGES.map((language) => ({
    value: language,
    label: t(`common:languageNames.${language}`),
    lang: language,
  }));
  return (
    <Card className="max-w-3xl" id="language">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <LanguagesIcon className="size-5" aria-hidden="true" />
          {t('language.title')}
        </h2>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageChoice
          name="language"
          legend={t('language.title')}
          options={options}
          value={save.isPending ? save.variables : currentLanguage()}
          isSaving={save.isPending}
          onChoose={(language) => {
            save.mutate(language);
          }}
        />
      </CardContent>
    </Card>
  );
}

type DefaultChoice = Language | 'browser';

/** Issue 40: the admin's choice of the language new users start in. */
export function NewUserLanguageCard() {
  const { t } = useTranslation(['settings', 'common']);
  const settings = useLanguageSettings(true);
  const save = useSaveLanguageSettings();
  const options: { value: DefaultChoice; label: string; lang?: string }[] = [
    { value: 'browser', label: t('newUsers.browser') },
    ...LANGUAGES.map((language) => ({
      value: language,
      label: t(`common:languageNames.${language}`),
      lang: language,
    })),
  ];
  const stored: DefaultChoice | undefined = settings.data
    ? (settings.data.defaultLanguage ?? 'browser')
    : undefined;
  const pending = save.variables ? (save.variables.defaultLanguage ?? 'browser') : undefined;
  return (
    <Card className="mt-6 max-w-3xl">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-none font-semibold">
          <LanguagesIcon className="size-5" aria-hidden="true" />
          {t('newUsers.title')}
        </h2>
        <CardDescription>{t('newUsers.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : settings.isError ? (
          <div className="grid gap-3" role="alert">
            <p className="text-sm text-destructive">{t('newUsers.loadFailed')}</p>
            <Button variant="outline" className="w-fit" onClick={() => void settings.refetch()}>
              <RotateCwIcon aria-hidden="true" />
              {t('newUsers.retry')}
            </Button>
          </div>
        ) : (
          <LanguageChoice
            name="new-user-language"
            legend={t('newUsers.title')}
            options={options}
            value={save.isPending ? pending : stored}
            isSaving={save.isPending}
            onChoose={(choice) => {
              save.mutate(
                { defaultLanguage: choice === 'browser' ? null : choice },
                {
                  onSuccess: () => {
                    notifySuccess(t('newUsers.saved'));
                  },
                  onError: (error) => {
                    notifyError(t('newUsers.failed'), errorText(error, t('newUsers.failed')));
                  },
                },
              );
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
