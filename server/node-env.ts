// Imported first by the entry points (main.ts, tests/e2e/serve.ts): React and React Router pick
// their development or production build by NODE_ENV when first imported, and `npm start` sets
// none, so the shop rendered its pages with React's development build (several times slower,
// decision 0044). The configuration's NODE_ENV defaults to production too (config.ts).
process.env.NODE_ENV ??= 'production'
