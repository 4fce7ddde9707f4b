import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { Language } from '#contract/languages.ts';
import type { SessionUser } from '#contract/schemas/auth.ts';
import type { LanguageSettings } from '#contract/schemas/language.ts';
import { apiRequest } from '#web/lib/api-request.ts';
import { saveCurrentUser } from '#web/lib/current-user.ts';
import { showLanguage } from '#web/lib/i18n/i18n.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

// Issue 40 (decision 044): a person's own language (PATCH /api/me) and the language new users
// start in (admins).

function saveMyLanguage(language: Language): Promise<SessionUser> {
  return apiRequest('PATCH /api/me', { body: { language } });
}

/** The app switches once the server has stored the choice, so errors and e-mails follow it too. */
export function useSaveMyLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyLanguage,
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.me(), user);
      saveCurrentUser(user);
      if (user.language) await showLanguage(user.language);
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
