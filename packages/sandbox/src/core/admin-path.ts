/** True for the sandbox's own admin API (`/__sandbox/*`): neither faults nor encryption ever apply to it. */
export const isAdminPath = (path: string): boolean => path === '/__sandbox' || path.startsWith('/__sandbox/');
