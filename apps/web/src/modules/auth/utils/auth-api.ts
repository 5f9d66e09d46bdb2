import { API_ROUTES } from '@parley/domain';
import type {
  ConfigResponse,
  SessionResponse,
  FlagRequest,
  ForgotPasswordRequest,
  LoginWithEmailRequest,
  LoginWithPasswordRequest,
  LoginWithPasswordResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  ProjectsResponse,
  RegisterRequest,
  UpdateProfileRequest,
} from '@parley/domain';
import { api, apiUpload } from '../../../lib/api/api-client';
import type { ProvidersReply } from './assistant-client';
import type { Tenant } from '../types/auth';

const r = API_ROUTES;

export type ConsentRequest = { client: string; scopes: string[] };

// The assistants' account linking (Parley's OAuth server): under the interaction's own path.
const consentPath = (uid: string) => `/oauth/interaction/${encodeURIComponent(uid)}/consent`;

// Spec §7 Auth and Other: one function per call, paths and bodies from libs/domain.
export const authApi = {
  config: () => api.get<ConfigResponse>(r.auth.config),
  providers: () => api.get<ProvidersReply>(r.auth.providers),
  tenant: () => api.get<Tenant>(r.auth.tenant),
  session: () => api.get<SessionResponse>(r.auth.session),
  projects: () => api.get<ProjectsResponse>(r.auth.projects),
  logout: () => api.post<unknown>(r.auth.logout),
  loginWithPassword: (body: LoginWithPasswordRequest) =>
    api.post<LoginWithPasswordResponse>(r.auth.loginWithPassword, body),
  loginWithEmail: (body: LoginWithEmailRequest & { language: string }) =>
    api.post<unknown>(r.auth.loginWithEmail, body),
  forgotPassword: (body: ForgotPasswordRequest & { language: string }) =>
    api.post<unknown>(r.auth.forgotPassword, body),
  resetPassword: (body: PasswordResetRequest) =>
    api.post<PasswordResetResponse>(r.auth.passwordReset, body),
  // Without a session /auth/register e-mails a sign-up link; signed in (onboarding) it completes registration.
  requestSignUp: (body: { email: string; token: string; language: string }) =>
    api.post<unknown>(r.auth.register, body),
  register: (body: RegisterRequest) => api.post<unknown>(r.auth.register, body),
  uploadPicture: (jpeg: Blob) =>
    apiUpload<{ picture: string }>(`${r.other.profile}/picture`, 'file', jpeg, 'photo.jpg'),
  // The current password proves the person at the keyboard (a recent sign-in does too, server-side).
  changePassword: (password: string, repeatPassword: string, currentPassword: string) =>
    api.post<unknown>(r.auth.changePassword, {
      password,
      repeatPassword,
      ...(currentPassword ? { currentPassword } : {}),
    }),
  deleteAccount: (confirmation: string, currentPassword: string) =>
    api.delete<unknown>(r.auth.deleteAccount, {
      confirmation,
      ...(currentPassword ? { currentPassword } : {}),
    }),
  consentRequest: (uid: string) => api.get<ConsentRequest>(consentPath(uid)),
  answerConsent: (uid: string, allow: boolean) =>
    api.post<{ redirect: string }>(consentPath(uid), { allow }),
  updateProfile: (body: UpdateProfileRequest) => api.put<Tenant | null>(r.other.profile, body),
  // Only oc: rc changes by completing registration (register), never through this call.
  setFlag: (body: FlagRequest) => api.put<unknown>(r.other.flag, body),
};
