/** The §1 footer: links open in a new window, the service line, filings, and QR codes drawn after the first paint. */
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalFooter } from '../src/layouts/components/PortalFooter.tsx';
import { ECOSYSTEM_LINKS, ICP_FILING, OFFICIAL_LINKS, POLICE_FILING } from '../src/layouts/components/footer-links.ts';

describe('PortalFooter', () => {
  it('lists the ecosystem and official sites, opened in a new window', () => {
    render(<PortalFooter />);
    for (const link of [...ECOSYSTEM_LINKS, ...OFFICIAL_LINKS]) {
      const a = screen.getByText(link.name).closest('a')!;
      expect(a.getAttribute('href')).toBe(link.url);
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows the service line and the filing numbers', () => {
    render(<PortalFooter />);
    expect(screen.getByText('400-800-9999 转 7')).toBeTruthy();
    expect(screen.getByText(ICP_FILING.text).closest('a')!.getAttribute('href')).toBe(ICP_FILING.url);
    expect(screen.getByText(POLICE_FILING.text).closest('a')!.getAttribute('href')).toBe(POLICE_FILING.url);
  });

  it('draws the two QR codes once the page is idle, in boxes of their size until then', async () => {
    const { container } = render(<PortalFooter />);
    expect(screen.getByText('官方微信')).toBeTruthy();
    expect(screen.getByText('移动应用')).toBeTruthy();
    expect(container.querySelectorAll('.portal-footer__qr-box')).toHaveLength(2);
    expect(container.querySelector('.portal-footer__qr svg')).toBeNull();
    await waitFor(() => expect(container.querySelectorAll('.portal-footer__qr .ant-qrcode svg')).toHaveLength(2));
    expect(container.querySelectorAll('.portal-footer__qr-box')).toHaveLength(0);
  });
});
