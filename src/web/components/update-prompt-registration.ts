// The plugin's virtual module exists only in Vite builds with vite-plugin-pwa (vite.config.ts), not
// in the web tests' Vite: the prompt reaches it through this file, which its test replaces.
export { useRegisterSW } from 'virtual:pwa-register/react';
