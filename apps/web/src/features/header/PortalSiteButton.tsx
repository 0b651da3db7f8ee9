import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';

/** The group's public portal site, opened in a new window. */
export const GROUP_PORTAL_URL = 'https://www.ceic.com';

export function PortalSiteButton() {
  return (
    <Button
      type="text"
      className="portal-header__text-btn"
      icon={<GlobalOutlined />}
      // The label folds away on laptop widths (header.css): the name and the hover title stay.
      aria-label="门户网站"
      title="门户网站"
      onClick={() => window.open(GROUP_PORTAL_URL, '_blank', 'noopener,noreferrer')}
    >
      <span className="portal-header__label">门户网站</span>
    </Button>
  );
}
