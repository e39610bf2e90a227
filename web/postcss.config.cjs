// Mantine's styles rely on its PostCSS preset (rem/em functions, light/dark mixins).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
