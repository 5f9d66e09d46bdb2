export type ToastType = 'default' | 'success' | 'error';
export type Toast = { key: string; type: ToastType; title?: string; message: string };
