import { ArrowRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ProductHome } from '@portal/shared';
import { productVisual } from './products.tsx';

/** A product on the finance homes' grids: icon, name, brand and the product record's description, to its home. */
export function ProductCard({ home }: { home: ProductHome }) {
  const v = productVisual(home.routeUrl);
  return (
    <Link to={home.routeUrl} className="finance-home__product" style={{ ['--product-color' as string]: v.color }}>
      <span className="finance-home__product-icon">{v.icon}</span>
      <span className="finance-home__product-body">
        <span className="finance-home__product-name">
          {home.productName}
          <span className="finance-home__product-brand">{home.brand}</span>
        </span>
        <span className="finance-home__product-desc">{home.description}</span>
        <span className="finance-home__product-more">
          了解详情 <ArrowRightOutlined />
        </span>
      </span>
    </Link>
  );
}
