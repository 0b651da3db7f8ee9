import type { ThemeConfig } from 'antd';

/** Portal palette: deep blue #0b5fa5 (primary), energy green #12a37f, ink #0f2a44. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5fa5',
    colorSuccess: '#12a37f',
    colorLink: '#0b5fa5',
    colorTextBase: '#0f2a44',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};
