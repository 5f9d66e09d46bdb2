// Stylesheets are bundled by the web app's Vite build.
declare module '*.css';
