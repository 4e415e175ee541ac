// Ladle builds with its own Vite; the app uses rspack. Declare here any alias or define the stories need.
export default {
  server: { host: '127.0.0.1' },
  build: { chunkSizeWarningLimit: 2000 },
};
