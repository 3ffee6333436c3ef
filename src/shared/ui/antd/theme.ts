import type { ThemeConfig } from 'antd';

/** The one place the shop's look is set for antd. Colours match src/app/globals.css. */
export const theme: ThemeConfig = {
  cssVar: { key: 'lf' },
  hashed: false,
  token: {
    colorPrimary: '#7a4a1e',
    colorLink: '#7a4a1e',
    colorText: '#1f1a14',
    colorTextSecondary: '#5c5247',
    colorBorder: '#d9cfc3',
    colorBgLayout: '#faf7f2',
    colorError: '#b42318',
    colorSuccess: '#2e7d32',
    borderRadius: 6,
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 16,
  },
  components: {
    Button: { controlHeight: 44, fontWeight: 600 },
    Input: { controlHeight: 44 },
    Select: { controlHeight: 44 },
    Modal: { titleFontSize: 20 },
  },
};
