import { useSearchParams } from 'react-router';

import { UnsubscribeConfirm } from '#web/features/notifications/components/unsubscribe-confirm.tsx';

/** From an e-mail's unsubscribe link, signed in or not (decision 032). */
export default function UnsubscribeScreen() {
  const [params] = useSearchParams();
  return <UnsubscribeConfirm token={params.get('token') ?? ''} kind={params.get('kind') ?? ''} />;
}
