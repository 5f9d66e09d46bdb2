import { api } from '../../../lib/api/api-client';
import type { AppConfig, AuthProviders, Project, SignInReply, Tenant } from '../types/auth';

export type RegisterBody = {
  password?: string;
  name: string;
  timezone: string;
  picture?: string;
  country: string;
  organisation?: string;
  position?: string;
  language: string;
};

export type ProfileBody = Omit<RegisterBody, 'password'>;

// Spec §7 Auth and Other: one function per call, so screens never spell a path.
export const authApi = {
  config: () => api.get<AppConfig>('/auth/config'),
  providers: () => api.get<AuthProviders>('/auth/providers'),
  tenant: () => api.get<Tenant>('/auth/tenant'),
  projects: () => api.get<Project[]>('/auth/tenant/projects'),
  logout: () => api.post<unknown>('/auth/logout'),
  loginWithPassword: (email: string, password: string, token: string) => api.post<SignInReply>('/auth/loginwithpassword', { email, password, token }),
  loginWithEmail: (email: string, token: string, local?: boolean) => api.post<SignInReply>('/auth/loginwithemail', { email, token, ...(local ? { local } : {}) }),
  forgotPassword: (email: string, token: string, local?: boolean) => api.post<SignInReply>('/auth/forgotpassword', { email, token, ...(local ? { local } : {}) }),
  resetPassword: (email: string, token: string, password: string) => api.post<SignInReply>('/auth/passwordreset', { email, token, password }),
  register: (body: RegisterBody & { email?: string; token?: string }) => api.post<SignInReply & { tenant?: Tenant }>('/auth/register', body),
  changePassword: (password: string) => api.post<unknown>('/api/v1/auth/changepassword', { password }),
  deleteAccount: () => api.delete<unknown>('/api/v1/auth/account'),
  updateProfile: (body: ProfileBody) => api.put<Tenant>('/features/profile', body),
  setFlag: (key: string, value: boolean) => api.put<unknown>('/api/v1/flag', { key, value }),
};
