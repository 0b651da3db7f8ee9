import { Suspense, lazy, useEffect, useState } from 'react';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { SERVICE_PHONE, SERVICE_PHONE_EXTENSION } from '@portal/shared';
import {
  COPYRIGHT_OWNER,
  ECOSYSTEM_LINKS,
  ICP_FILING,
  OFFICIAL_LINKS,
  POLICE_FILING,
  QR_CODES,
  type FooterLink,
} from './footer-links.ts';
import { whenIdle } from '../../platform/lazy/idle.ts';

const FooterQrCode = lazy(() => import('./FooterQrCode.tsx'));

/**
 * The QR codes are below the fold and the same for everyone: they are drawn once the page is idle, from a chunk
 * of their own (the encoder is 6 KB gzip), in a box of their final size meanwhile so nothing moves. Drawn with
 * the first render they cost every main-layout page's first paint ~15 ms.
 */
function DeferredQrCode({ value }: { value: string }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => whenIdle(() => setDrawn(true)), []);
  const box = <div className="portal-footer__qr-box" aria-hidden />;
  return drawn ? (
    <Suspense fallback={box}>
      <FooterQrCode value={value} />
    </Suspense>
  ) : (
    box
  );
}

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav className="portal-footer__col" aria-label={title}>
      <h4 className="portal-footer__heading">{title}</h4>
      <ul className="portal-footer__links">
        {links.map((l) => (
          <li key={l.name}>
            <a href={l.url} target="_blank" rel="noopener noreferrer">
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** §1 footer: ecosystem and official links, two QR codes, filing numbers and the service line. */
export function PortalFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="portal-footer">
      <div className="portal-footer__main">
        <div className="portal-footer__brand">
          <div className="portal-footer__name">国家能源集团 能源金融税务门户</div>
          <p className="portal-footer__intro">面向集团成员企业与合作伙伴的一站式金融与税务服务平台</p>
          <div className="portal-footer__service">
            <CustomerServiceOutlined />
            <span>
              客服电话：<strong>{`${SERVICE_PHONE} 转 ${SERVICE_PHONE_EXTENSION}`}</strong>
            </span>
          </div>
          <p className="portal-footer__hours">服务时间：工作日 8:30-17:30</p>
        </div>
        <LinkColumn title="生态链接" links={ECOSYSTEM_LINKS} />
        <LinkColumn title="相关官网" links={OFFICIAL_LINKS} />
        <div className="portal-footer__qrs">
          {QR_CODES.map((q) => (
            <figure key={q.caption} className="portal-footer__qr">
              <DeferredQrCode value={q.value} />
              <figcaption>{q.caption}</figcaption>
            </figure>
          ))}
        </div>
      </div>
      <div className="portal-footer__bar">
        <span>
          © {year} {COPYRIGHT_OWNER} 版权所有
        </span>
        <a href={ICP_FILING.url} target="_blank" rel="noopener noreferrer">
          {ICP_FILING.text}
        </a>
        <a href={POLICE_FILING.url} target="_blank" rel="noopener noreferrer">
          {POLICE_FILING.text}
        </a>
      </div>
    </footer>
  );
}
