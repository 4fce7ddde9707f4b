import { SettingsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Tabs, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';

import { useNotificationPages } from '../api/get-notifications.ts';
import { useOpenNotification } from '../lib/use-open-notification.ts';
import {
  NotificationsEmpty,
  NotificationsError,
  NotificationsLoading,
} from './notification-list-states.tsx';
import { MarkAllReadButton } from './mark-all-read-button.tsx';
import { NotificationRow } from './notification-row.tsx';

/** The filter lives in the address (?filter=unread), so a reload or a shared link keeps it. */
function useUnreadFilter(): [boolean, (unread: boolean) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const unread = searchParams.get('filter') === 'unread';
  return [
    unread,
    (next) => {
      setSearchParams(
        (params) => {
          if (next) params.set('filter', 'unread');
          else params.delete('filter');
          return params;
        },
        { replace: true },
      );
    },
  ];
}

/** /notifications: every notification, newest first, paged, filterable unread/all. */
export function NotificationListPage() {
  const { t } = useTranslation('notifications');
  const [unreadOnly, setUnreadOnly] = useUnreadFilter();
  const pages = useNotificationPages(unreadOnly);
  const open = useOpenNotification();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = pages.data?.pages[0]?.unreadCount ?? 0;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={
          pages.data
            ? unreadCount > 0
              ? t('unreadCount', { count: unreadCount })
              : t('allCaughtUp')
            : undefined
        }
        actions={
          <>
            <MarkAllReadButton unreadCount={unreadCount} variant="outline" />
            <Button variant="ghost" asChild>
              <Link to="/settings/notifications">
                <SettingsIcon aria-hidden="true" />
                {t('settings')}
              </Link>
            </Button>
          </>
        }
      />
      <Tabs
        value={unreadOnly ? 'unread' : 'all'}
        onValueChange={(value) => {
          setUnreadOnly(value === 'unread');
        }}
        className="mb-4"
      >
        <TabsList aria-label={t('show')} className="max-sm:h-11">
          <TabsTrigger value="all" className="px-4 max-sm:min-h-11">
            {t('all')}
          </TabsTrigger>
          <TabsTrigger value="unread" className="px-4 max-sm:min-h-11">
            {t('unread')}
          </TabsTrigger>
        </TabsList>
      </Tabs>
      <Card className="gap-0 p-2">
        {pages.isPending ? (
          <NotificationsLoading rows={5} />
        ) : pages.isError ? (
          <NotificationsError error={pages.error} onRetry={() => void pages.refetch()} />
        ) : items.length === 0 ? (
          <NotificationsEmpty unreadOnly={unreadOnly} />
        ) : (
          <ul className="flex flex-col gap-0.5" aria-label={t('title')}>
            {items.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onOpen={open} />
            ))}
          </ul>
        )}
        {pages.hasNextPage ? (
          <div className="flex justify-center border-t pt-2">
            <Button
              variant="ghost"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? t('loadingMore') : t('showMore')}
            </Button>
          </div>
        ) : null}
      </Card>
    </>
  );
}
