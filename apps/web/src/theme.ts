import { createTheme } from '@mantine/core';

const poppins = 'Poppins, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif';

/** docs/product.md §6: green primary colour and Poppins, for text and headings alike. */
export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 6 },
  fontFamily: poppins,
  headings: { fontFamily: poppins, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});
