import { createStore } from '../../../lib/store/create-store';
import type { ProvidersReply } from '../utils/assistant-client';
import type { AppConfig, Project, Tenant } from '../types/auth';

export type AuthPhase = 'starting' | 'ready';

type AuthState = {
  phase: AuthPhase;
  config: AppConfig | null;
  providers: ProvidersReply | null;
  tenant: Tenant | null;
  projects: Project[];
  activeProjectId: string | null;
  setPhase: (phase: AuthPhase) => void;
  setConfig: (config: AppConfig | null) => void;
  setProviders: (providers: ProvidersReply | null) => void;
  setTenant: (tenant: Tenant | null) => void;
  setProjects: (projects: Project[]) => void;
  setActiveProject: (projectId: string) => void;
  clearUser: () => void;
};

export const useAuthStore = createStore<AuthState>((set) => ({
  phase: 'starting',
  config: null,
  providers: null,
  tenant: null,
  projects: [],
  activeProjectId: null,
  setPhase: (phase) => set({ phase }),
  setConfig: (config) => set({ config }),
  setProviders: (providers) => set({ providers }),
  setTenant: (tenant) => set({ tenant }),
  setProjects: (projects) =>
    set((s) => ({
      projects,
      activeProjectId: s.activeProjectId ?? projects[0]?.projectId ?? null,
    })),
  setActiveProject: (activeProjectId) => set({ activeProjectId }),
  clearUser: () => set({ tenant: null, projects: [], activeProjectId: null }),
}));
