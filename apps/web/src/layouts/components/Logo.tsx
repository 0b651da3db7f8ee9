import { Link } from 'react-router';
import { useSession } from '../../platform/session/store.ts';

/** The brand mark: an inline SVG (no external images) and the portal name. */
export function Logo({ large = false }: { large?: boolean }) {
  const token = useSession((s) => s.token);
  const size = large ? 44 : 36;
  return (
    <Link
      to={token ? '/workbenches/newIndex' : '/finance/home'}
      className="portal-logo"
      aria-label="能源金融税务门户首页"
    >
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden>
        <defs>
          <linearGradient id="portal-logo-grad" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#0b5fa5" />
            <stop offset="100%" stopColor="#12a37f" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="10" fill="url(#portal-logo-grad)" />
        <path d="M22.5 6 11 22.5h7.5L16.5 34 29 16.5h-7.8L22.5 6Z" fill="#fff" />
      </svg>
      <span className="portal-logo__text">
        <span className="portal-logo__group">国家能源集团</span>
        <span className="portal-logo__sep" />
        <span className="portal-logo__name">能源金融税务门户</span>
      </span>
    </Link>
  );
}
