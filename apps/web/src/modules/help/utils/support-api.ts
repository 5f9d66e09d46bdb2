import { api } from '../../../lib/api/api-client';

export type ContactMessage = { name: string; email: string; comment: string };

// The help panel's contact form: mailed to the deployment's support address, when it has one.
export const supportApi = {
  availability: () => api.get<{ available: boolean }>('/api/v1/support/contact'),
  send: (message: ContactMessage) =>
    api.post<{ sent: boolean }>('/api/v1/support/contact', message),
};
