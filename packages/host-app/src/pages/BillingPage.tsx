import { Navigate } from 'react-router';
import { useSession } from '../session/SessionContext';
import { SmucElement } from '../shell/SmucElement';

/**
 * /profile/orders, /profile/subscription and /profile/payment-methods: the billing element
 * (000 §2 Profile; issue 14 §3) on its `page`, beside the profile's side menu. Impression-based
 * accounts do not have these pages (000 §6): they are sent to /profile.
 */
export function BillingPage({ page }: { page: 'orders' | 'subscription' | 'payment-methods' }) {
  const { user } = useSession();
  if (user.impression_based) return <Navigate to="/profile" replace />;
  return <SmucElement tag="smuc-billing" lang={user.language} page={page} />;
}
