import type { ThemeConfig } from 'antd';

/** The one place the shop's look is set for antd. Colours match src/app/[locale]/globals.css. */
export const theme: ThemeConfig = {
  cssVar: { key: 'lf' },
  hashed: false,
  token: {
    colorPrimary: '#7a4a1e',
    colorLink: '#7a4a1e',
    // Darker, as the site's own buttons and links are (globals.css --color-primary-hover): antd's
    // derived hover is lighter, and white on it falls under 4.5:1 while the button is hovered or
    // just tapped on a phone.
    colorPrimaryHover: '#5f3914',
    colorPrimaryActive: '#4a2c0f',
    colorLinkHover: '#5f3914',
    colorLinkActive: '#4a2c0f',
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
