import { Outlet } from 'react-router';
import './layout.css';

/** Login, registration, error pages: the page alone on a full-height background. */
export default function BlankLayout() {
  return (
    <div className="portal-blank">
      <Outlet />
    </div>
  );
}
