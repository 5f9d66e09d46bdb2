export const ANALYTICS_VERSION = '0.1.145';
