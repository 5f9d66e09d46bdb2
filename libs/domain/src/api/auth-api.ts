import type { AppConfig, AssistantClient, AuthProvider } from '../catalogue/features';
import type { TenantReadModel } from './tenant-read-model';

// Every sign-in call carries `token`: the solved human-verification (ALTCHA) payload.
type Verified = { token: string };

export type ProvidersResponse = AuthProvider[];
export type ConfigResponse = AppConfig;
export type TenantResponse = TenantReadModel;
// Whether the browser's cookie names a live session: always answered, never a 401.
export type SessionResponse = { signedIn: boolean };

export type Project = { projectId: string; name: string; logos: { CONVERSATION?: string } };
export type ProjectsResponse = Project[];

export type ChangePasswordRequest = { password: string; repeatPassword?: string };

// Here `token` is the single-use token of the reset link (/passwordreset?email=...&token=...).
export type PasswordResetRequest = {
  email: string;
  token: string;
  password: string;
  repeatPassword?: string;
};
export type PasswordResetResponse = { xsrfToken: string };

// `local` asks for links that point at a local development host.
export type ForgotPasswordRequest = Verified & { email: string; local?: boolean };

export type LoginWithPasswordRequest = Verified & { email: string; password: string };
export type LoginWithPasswordResponse = { xsrfToken: string; message: string };

export type LoginWithEmailRequest = Verified & { email: string; local?: boolean };

// Onboarding's registration step (the person is signed in through the register link).
export type RegisterRequest = {
  name: string;
  timezone: string;
  country: string;
  password?: string;
  repeatPassword?: string;
  picture?: string;
  organisation?: string;
  position?: string;
  language?: string;
};

export type LoginRedirectQuery = {
  provider: 'GOOGLE';
  client?: AssistantClient;
  local?: boolean;
  client_id?: string;
  state?: string;
  redirect_uri?: string;
  scope?: string;
  response_type?: 'code';
};

// GET /auth/challenge: an ALTCHA challenge as altcha-lib creates it.
export type ChallengeResponse = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};
