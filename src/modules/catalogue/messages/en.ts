export const en = {
  client: {
    categories: { nordwood: 'Nordwood LED Hardwax Oil', arboris: 'Arboris UV-LED Oil System', lights: 'LED Cured Lights' },
    list: { products: 'Products', allProducts: 'All products' },
  },
  server: {},
};
