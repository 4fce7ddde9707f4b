import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Language } from '#contract/languages.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { LanguageSettings } from '#contract/schemas/language.ts';
import { errorText } from '#web/lib/api-client.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { saveCurrentUser } from '#web/lib/current-user.ts';
import { i18next, showLanguage } from '#web/lib/i18n/i18n.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { API_PATHS, queryKeys } from '#web/lib/query-keys.ts';

// Issue 40 (decision 044): a person's own language (PATCH /api/me) and the language new users
// start in (admins).

function saveMyLanguage(language: Language): Promise<SessionUser> {
  return apiRequest('PATCH /api/me', { body: { language } });
}

/**
 * The app switches once the server has stored the choice, so errors and e-mails follow it too. The
 * toasts are said here, in the new language: the screen that asked re-renders in it meanwhile (and
 * may suspend while its texts load), so a caller's own callbacks could be dropped.
 */
export function useSaveMyLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyLanguage,
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.me(), user);
      saveCurrentUser(user);
      if (user.language) await showLanguage(user.language);
      // The server words many answers in the reader's language (insights, suggestions, activity
      // lines): every cached answer is refetched, so none stays in the old language. `me` is
      // the answer just stored.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== API_PATHS.me,
      });
      notifySuccess(i18next.t('language.saved', { ns: 'settings' }));
    },
    onError: (error) => {
      const failed = i18next.t('language.failed', { ns: 'settings' });
      notifyError(failed, errorText(error, failed));
    },
  });
}

export function useLanguageSettings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.languageSettings(),
    queryFn: ({ signal }) => apiRequest('GET /api/settings/language', { signal }),
    enabled,
  });
}

export function useSaveLanguageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LanguageSettings) =>
      apiRequest('PUT /api/settings/language', { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.languageSettings(), saved);
    },
  });
}
