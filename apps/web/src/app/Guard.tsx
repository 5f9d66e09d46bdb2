import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuthStore } from '../modules/auth/stores/useAuthStore';
import { isFeatureOn } from '../modules/auth/utils/features';
import type { FeatureArea } from '../modules/auth/types/auth';
import { Loader } from '../modules/shared/components/Loader';

export type Gate = { signIn?: boolean; feature?: FeatureArea; emails?: readonly string[] };

// Spec §2 guards: no user e-mail → /login; not on the e-mail list → /; feature off → /.
export function Guard({ gate, children }: { gate: Gate; children: ReactNode }) {
  const phase = useAuthStore((s) => s.phase);
  const tenant = useAuthStore((s) => s.tenant);
  const config = useAuthStore((s) => s.config);
  if (!gate.signIn) return <>{children}</>;
  if (phase !== 'ready') return <Loader />;
  if (!tenant?.email) return <Redirect to="/login" replace />;
  if (gate.emails && !gate.emails.includes(tenant.email)) return <Redirect to="/" replace />;
  if (gate.feature && !isFeatureOn(config, tenant, gate.feature))
    return <Redirect to="/" replace />;
  return <>{children}</>;
}
