export const en = {
  client: {},
  server: {},
};
